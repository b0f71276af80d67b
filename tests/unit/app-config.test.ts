import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAppConfig } from '../../src/domain/config';

// config.json's externalModules (issue 26 item 6): addresses of the modules other applications serve.
test('externalModules takes http(s) addresses and same-origin paths by menu entry key', () => {
  const c = parseAppConfig({ mode: 'production', externalModules: { trainings: 'https://learn.example.com/', evp: '/payroll/evp' } });
  assert.equal(c.externalModules, { trainings: 'https://learn.example.com/', evp: '/payroll/evp' });
  assert.is(parseAppConfig({ mode: 'demo' }).externalModules, undefined);
});

test('externalModules refuses anything a link could run or another origin reached without a scheme', () => {
  for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example.com/', '/\\evil.example.com/', 'https://x\\@evil.example.com', 'ftp://x', ' https://x', 'trainings']) {
    assert.throws(() => parseAppConfig({ mode: 'production', externalModules: { trainings: bad } }), /externalModules\.trainings/, bad);
  }
  assert.throws(() => parseAppConfig({ mode: 'production', externalModules: ['https://x'] }), /externalModules/);
  assert.throws(() => parseAppConfig({ mode: 'production', externalModules: { trainings: 3 } }), /externalModules/);
});

test.run();
