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

// The in-page server's latency (demo and sandbox): a deployer's tour may want it snappier, the browser tests set none.
test('demoLatencyMs takes [min, max] in whole ms and refuses anything else, naming the key', () => {
  assert.equal(parseAppConfig({ mode: 'demo', demoLatencyMs: [0, 0] }).demoLatencyMs, [0, 0]);
  assert.equal(parseAppConfig({ mode: 'demo', demoLatencyMs: [10, 400] }).demoLatencyMs, [10, 400]);
  assert.is(parseAppConfig({ mode: 'demo' }).demoLatencyMs, undefined);
  for (const bad of [[400, 10], [-1, 5], [0.5, 2], [0], [0, 1, 2], '0,10', 50, [0, 20000], [0, '10']])
    assert.throws(() => parseAppConfig({ mode: 'demo', demoLatencyMs: bad }), /demoLatencyMs/, JSON.stringify(bad));
});

test.run();
