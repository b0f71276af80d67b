import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { makeBackend } from '../../server-fake/make-server';
import { probe } from '../../tools/probe/probe';
import { junit, table } from '../../tools/probe/cli';
import { steps } from '../../tools/probe/plan';
import { differences } from '../../tools/probe/differences';

/**
 * Issue 37 item 2: `npm run probe` checks a live API, read-only. Proved
 * against the Node host (everything answers as the client expects), and
 * against the same host with answers changed on purpose (each change found,
 * with its field path). The host's request log proves nothing was written.
 */
const today = new Date('2026-06-10T09:00:00Z');
const writes = /\/(Create|Edit|Delete|delete|Cancel|Accept|Reject|update|processed|MarkAsRead\w*|assign|Close|AddStep|AssignedTo|acceptPolicy|publishPolicy|unpublishPolicy|updatePolicy|DeleteFile)(\/|$)/;

async function withHost(run: (host: ApiHost) => Promise<void>, change?: (path: string, body: Record<string, unknown>) => void) {
  const backend = makeBackend({ today });
  if (change) {
    const handle = backend.dispatcher.handle.bind(backend.dispatcher);
    backend.dispatcher.handle = ((req: { path: string }) => {
      const a = handle(req as never) as { status: number; headers: Record<string, string>; body: unknown };
      if (typeof a.body === 'string' && a.status === 200 && /json/.test(a.headers['Content-Type'] ?? a.headers['content-type'] ?? '')) {
        const body = JSON.parse(a.body) as Record<string, unknown>;
        change(req.path, body);
        return { ...a, body: JSON.stringify(body) };
      }
      return a;
    }) as typeof backend.dispatcher.handle;
  }
  const host = await startApiHost({ backend, pingMs: 200 });
  try {
    await run(host);
  } finally {
    await host.close();
  }
}

test('against the Node host: every read answers as the client expects, and nothing is written', async () => {
  await withHost(async (host) => {
    const report = await probe({ api: host.url, user: 'omar', password: 'demo', today, pingTimeoutMs: 5000 });
    const different = report.rows.filter((r) => r.result === 'different');
    assert.equal(different, [], table(report));
    assert.ok(report.ok, table(report));
    assert.ok(report.rows.filter((r) => r.result === 'ok').length >= steps.length - 3, `most reads made and ok:\n${table(report)}`);
    assert.ok(report.rows.some((r) => r.call.startsWith('HUB') && r.result === 'ok'), 'the hub negotiated, shook hands and pinged');
    const sent = host.log.filter((l) => /^(GET|POST|PUT|DELETE|HEAD) /.test(l));
    assert.ok(sent.length > 40, `the log holds the calls: ${sent.length}`);
    assert.equal(sent.filter((l) => /^(PUT|DELETE) /.test(l) || writes.test(l.split(' ')[1]!)), [], 'no call that writes reached the host');
    assert.ok(sent.some((l) => l.startsWith('POST /api/auth/logout 200')), 'signed out at the end');
  });
});

test('against a host whose answers were changed on purpose: each change is found, with its field path', async () => {
  await withHost(
    async (host) => {
      const report = await probe({ api: host.url, user: 'nadia', password: 'demo', today, pingTimeoutMs: 5000 });
      const found = (call: string) => report.rows.find((r) => r.call === call);
      assert.is(report.ok, false);
      assert.is(found('POST /api/users/list')?.result, 'different');
      assert.match(found('POST /api/users/list')!.detail.join('\n'), /^data\.users\[0\]\.fullName: expected string, got number/m);
      assert.is(found('GET /api/typeconge/list')?.result, 'different');
      assert.match(found('GET /api/typeconge/list')!.detail.join('\n'), /^data: expected array/m);
      assert.is(found('GET /api/Notes/NoteStatistics')?.result, 'different');
      assert.match(found('GET /api/Notes/NoteStatistics')!.detail.join('\n'), /^success: expected boolean/m);
      assert.ok(report.rows.filter((r) => r.result === 'different').length === 3, table(report));
      assert.match(junit(report), /<failure message="data\.users\[0\]\.fullName: expected string, got number"/);
    },
    (path, body) => {
      if (path === '/api/users/list') ((body.data as { users: Array<Record<string, unknown>> }).users[0]!).fullName = 42;
      if (path === '/api/typeconge/list') body.data = { items: body.data };
      if (path === '/api/Notes/NoteStatistics') body.success = 'yes';
    },
  );
});

test('a call that would write is refused before it leaves', async () => {
  await withHost(async (host) => {
    const { leaveApi } = await import('../../src/api/leave-api');
    const plan = await import('../../tools/probe/plan');
    // A plan step that writes, as a careless edit might add one.
    plan.steps.push({ call: 'GET /api/demandeconge/GetCount', run: () => leaveApi.cancel(1) });
    try {
      const report = await probe({ api: host.url, user: 'yasmine', password: 'demo', today, pingTimeoutMs: 5000 });
      assert.equal(report.refusedBeforeSending, ['GET /api/demandeconge/Cancel/1']);
      assert.is(report.ok, false);
      assert.not.ok(host.log.some((l) => l.includes('/Cancel/')), 'the cancel never reached the host');
    } finally {
      plan.steps.pop();
    }
  });
});

test('differences read as field paths', () => {
  assert.equal(differences([{ path: ['data', 'users', 0, 'picturePath'], message: 'Invalid input: expected string, received number' }]), ['data.users[0].picturePath: expected string, got number']);
  assert.is(differences([]), null);
});

test.run();
