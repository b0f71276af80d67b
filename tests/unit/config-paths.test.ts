import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAppConfig } from '../../src/domain/config';
import { defaultPaths } from '../../src/domain/paths';
import { configureApi } from '../../src/api/client';
import { listUsers } from '../../src/api/users-api';
import { getPublicProfile } from '../../src/api/profile-api';
import { documentsApi } from '../../src/api/documents-api';

/**
 * Issue 37 item 1: config.json fits a real API without a rebuild. Each path
 * the spec leaves out can be overridden by its key; an unknown key or a bad
 * value is refused with a message that names it.
 */
const refused = (raw: unknown, naming: RegExp) => {
  try {
    parseAppConfig(raw);
  } catch (e) {
    assert.match((e as Error).message, naming);
    return;
  }
  assert.unreachable(`accepted ${JSON.stringify(raw)}`);
};

test('every overridable call has a key, and an override is kept as given', () => {
  assert.is(Object.keys(defaultPaths).length, 18, 'the seventeen rows of the table (company files and categories are one row, two calls)');
  const c = parseAppConfig({ mode: 'production', apiBaseUrl: 'https://api.example.com', paths: { 'users.list': '/api/v2/Users/Search', 'profile.public': '/api/Employees/Card' } });
  assert.equal(c.paths, { 'users.list': '/api/v2/Users/Search', 'profile.public': '/api/Employees/Card' });
});

test('an unknown key, at the top or under paths, is refused by its name', () => {
  refused({ mode: 'production', apiBaseUrll: 'https://api.example.com' }, /unknown key apiBaseUrll/);
  refused({ mode: 'production', paths: { 'users.lists': '/x' } }, /paths\.users\.lists is not a call this client makes/);
  refused({ mode: 'production', paths: ['users.list'] }, /paths is not an object/);
});

test('a bad value is refused by its name: not a path, another origin, a query, not text', () => {
  for (const bad of ['api/users', '//evil.example/users', 'https://evil.example/users', '/api/users?x=1', '/api users', 42])
    refused({ mode: 'production', paths: { 'users.list': bad } }, /paths\.users\.list is not a path of the API/);
  refused({ mode: 'production', hubUrl: 'chathub' }, /hubUrl is not a path/);
  refused({ mode: 'production', apiBaseUrl: 'javascript:alert(1)' }, /apiBaseUrl is not an http\(s\) origin/);
});

test('the client calls the overridden paths, and the defaults again without them', async () => {
  const sent: string[] = [];
  const before = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    sent.push(String(input instanceof Request ? input.url : input));
    return new Response(JSON.stringify({ success: false, message: 'no' }), { status: 500, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  try {
    configureApi({ baseUrl: 'https://api.example.com', paths: { 'users.list': '/api/v2/Users/Search', 'profile.public': '/api/Employees/Card', 'documents.uploadFiles': '/api/Docs/Attach' } });
    await listUsers({ searchValue: '', length: 10, currentList: 0 }).catch(() => {});
    await getPublicProfile(7).catch(() => {});
    await documentsApi.companyCategories().catch(() => {});
    configureApi({ baseUrl: 'https://api.example.com' });
    await listUsers({ searchValue: '', length: 10, currentList: 0 }).catch(() => {});
  } finally {
    globalThis.fetch = before;
    configureApi({ baseUrl: '' });
  }
  assert.equal(sent.map((u) => new URL(u).pathname), ['/api/v2/Users/Search', '/api/Employees/Card/7', '/api/companyfile/categories', '/api/users/list']);
});

test.run();
