import { makeBackend } from '../../server-fake/make-server';
import { buildScenario } from '../../server-fake/scenarios';
import { SCALE } from '../../server-fake/scenarios/scale';
import { parseSandboxFile, toSandboxFile } from '../../server-fake/sandbox-file';
import { Db } from '../../server-fake/db/db';
import { fakeApi } from '../unit/fake-api';
import { median } from './measure';

/**
 * The fake server over the bench's company, in Node: the page queries the
 * browser makes (requests list, calendar month, chat history) through the
 * dispatcher, as a client would, and a sandbox file written and read back.
 */
export interface QueryFigure { name: string; ms: number; max: number; min: number }

const time = (f: () => unknown, runs: number) => {
  f(); // the first read builds the derived indexes: not what a page costs
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    xs.push(performance.now() - t);
  }
  return { ms: median(xs), max: Math.max(...xs), min: Math.min(...xs) };
};

export function measureFakeQueries(runs = 25) {
  let peak = 0;
  const heap = () => (peak = Math.max(peak, process.memoryUsage().heapUsed));
  const t0 = performance.now();
  const db = buildScenario('scale');
  const buildMs = performance.now() - t0;
  heap();
  const api = fakeApi(makeBackend({ db }));
  const owner = api.as('owner');
  const manager = api.as('manager');
  const month = new Date();
  const ok = (r: { status: number; json: { success?: boolean } | null }) => {
    if (r.status !== 200 || r.json?.success === false) throw new Error(`fake query failed: ${r.status}`);
    return r;
  };
  const list = (body: object, who = owner) => () => ok(who.post('/api/demandeconge/GetDemandes', { page: 1, pageSize: 25, ...body }));
  const figures: QueryFigure[] = [];
  const add = (name: string, f: () => unknown) => figures.push({ name, ...time(f, runs) });
  const n = (x: number) => x.toLocaleString('en');
  add(`requests page 1 (HR, ${n(SCALE.requests)})`, list({}));
  add('requests page 200 (HR)', list({ page: 200 }));
  add('requests filtered by status', list({ status: 'En_Cour' }));
  add('requests searched by name', list({ searchValue: 'bennani' }));
  add('requests waiting on a manager', list({ waiting: true }, manager));
  const timeline = { year: month.getFullYear(), month: month.getMonth() + 1, currentList: 0, lenght: 100, searchValue: '' };
  add(`calendar month events, everyone (${n(SCALE.users)} people)`, () => ok(owner.post('/api/congee/GetEvents', timeline)));
  // What the calendar asks in a large company: the events of the 15 rows it shows (issue 25 item 5).
  const shown = (ok(owner.post('/api/congee/GetResources', { ...timeline, lenght: 15 })).json as unknown as { data: Array<{ id: number }> }).data.map((r) => r.id);
  add('calendar month events, the 15 rows shown', () => ok(owner.post('/api/congee/GetEvents', { ...timeline, userIds: shown })));
  add(`calendar resources (${n(SCALE.users)} people)`, () => ok(owner.post('/api/congee/GetResources', timeline)));
  add(`chat history page (${n(SCALE.messages)} messages)`, () => ok(owner.post('/api/chat/GetMessages', { userid: SCALE.chatWith, isGroup: false, currentList: 0, lenght: 30 })));
  add(`chat older page (${n(SCALE.messages)} messages)`, () => ok(owner.post('/api/chat/GetMessages', { userid: SCALE.chatWith, isGroup: false, currentList: 10, lenght: 30 })));

  const s0 = performance.now();
  const text = JSON.stringify(toSandboxFile('bench', 'scale', db.dump()));
  const saveMs = performance.now() - s0;
  heap();
  const l0 = performance.now();
  const parsed = parseSandboxFile(text);
  if (!parsed.ok) throw new Error('sandbox file refused');
  const loaded = new Db();
  loaded.load(parsed.file.dump);
  const loadMs = performance.now() - l0;
  heap();
  return { buildMs, figures, sandbox: { saveMs, loadMs, bytes: text.length }, heapMb: peak / 2 ** 20 };
}
