import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFirstPaint } from '../../build.mjs';
import { firstScreen } from '../../src/app/first-screen';

/**
 * Issue 25 item 1: index.html's first paint is inline (its stylesheet, and
 * the lines that pick its frame and language), named by hash in the
 * Content-Security-Policy, and a deployer's policy in the README must carry
 * the same hashes, or the browser refuses the first paint.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const storage = (items: Record<string, string>) => () => ({ getItem: (k: string) => items[k] ?? null });

test('the first screen: the saved language, else the browser\'s, else French; the sign-in page without a kept session', () => {
  assert.equal(firstScreen(storage({ language: 'ar', session: '{}' }), ['fr-FR']), { language: 'ar', signedIn: true });
  assert.equal(firstScreen(storage({}), ['de-DE', 'es-ES']), { language: 'es', signedIn: false });
  assert.equal(firstScreen(storage({ language: 'xx' }), ['de']), { language: 'fr', signedIn: false });
});

test('storage refused (privacy settings): the browser\'s language, and the sign-in page', () => {
  const refused = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  assert.equal(firstScreen(refused, ['en-GB']), { language: 'en', signedIn: false });
});

test('docs/deploying.md\'s nginx and Caddy policies name the hashes of this first paint', async () => {
  const { css, js } = await buildFirstPaint();
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const readme = readFileSync(path.join(root, 'docs/deploying.md'), 'utf8');
  const policies = readme.split('\n').filter((l) => /Content-Security-Policy:? "?default-src/.test(l));
  assert.is(policies.length, 3, 'the headers listed, then nginx\'s and Caddy\'s');
  for (const p of policies) {
    assert.ok(p.includes(`script-src 'self' ${sha(js)};`), `script-src with the first paint's script hash ${sha(js)}: ${p}`);
    assert.ok(p.includes(`style-src 'self' ${sha(css)};`), `style-src with the first paint's stylesheet hash ${sha(css)}: ${p}`);
  }
});

test.run();
