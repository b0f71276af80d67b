import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fakeApi } from './fake-api';
import type { Method } from '../../server-fake/http';

const api = fakeApi();
const areas = new Set(['interventions', 'hardware', 'software', 'projects']);

test('every interventions, hardware, software and projects call of endpoints.tsv has a route', () => {
  const lines = readFileSync('/work/shared/spec/endpoints.tsv', 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  const mine = lines.map((l) => l.split('\t')).filter(([, , area]) => areas.has(area!));
  assert.ok(mine.length >= 50);
  const missing = mine
    .map(([method, path]) => [method, path!.replace(/\{id\}/g, '7').split('?')[0]!] as const)
    .filter(([method, path]) => !api.backend.dispatcher.match(method as Method, path));
  assert.equal(missing, []);
});

test.run();
