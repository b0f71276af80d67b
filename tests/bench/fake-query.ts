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
 * A query's time is the server's: the request handled up to the answer's
 * text. Reading that text is the client's work (1.16 MB for everyone's
 * calendar month): each answer is parsed and checked outside the timing,
 * and the largest one is also timed with the client's parse, as a figure
 * without a budget.
 */
export interface QueryFigure { name: string; ms: number; max: number; min: number; budget: boolean }

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
  const post = (who: 'owner' | 'manager') => {
    const { token } = api.as(who);
    return (path: string, body: object) => api.backend.dispatcher.handle({ method: 'POST', path, query: {}, headers: { authorization: `Bearer ${token}` }, body });
  };
  const owner = post('owner');
  const manager = post('manager');
  const month = new Date();
  const read = (r: { status: number; body: string | Uint8Array }) => {
    const json = typeof r.body === 'string' ? (JSON.parse(r.body) as { success?: boolean; data?: unknown }) : null;
    if (r.status !== 200 || !json || json.success === false) throw new Error(`fake query failed: ${r.status}`);
    return json;
  };
  const list = (body: object, who = owner) => () => who('/api/demandeconge/GetDemandes', { page: 1, pageSize: 25, ...body });
  const figures: QueryFigure[] = [];
  const add = (name: string, f: () => { status: number; body: string | Uint8Array }) => {
    read(f());
    figures.push({ name, ...time(f, runs), budget: true });
  };
  const n = (x: number) => x.toLocaleString('en');
  add(`requests page 1 (HR, ${n(SCALE.requests)})`, list({}));
  add('requests page 200 (HR)', list({ page: 200 }));
  add('requests filtered by status', list({ status: 'En_Cour' }));
  add('requests searched by name', list({ searchValue: 'bennani' }));
  add('requests waiting on a manager', list({ waiting: true }, manager));
  const timeline = { year: month.getFullYear(), month: month.getMonth() + 1, searchValue: '' };
  const everyone = () => owner('/api/congee/GetEvents', timeline);
  add(`calendar month events, everyone (${n(SCALE.users)} people)`, everyone);
  figures.push({ name: `calendar month events, everyone, with the client's JSON.parse of the answer`, ...time(() => read(everyone()), runs), budget: false });
  // What the calendar asks in a large company: the events of the 15 rows it shows (issue 25 item 5).
  const shown = (read(owner('/api/congee/GetResources', { ...timeline, currentList: 0, lenght: 15 })).data as Array<{ id: number }>).map((r) => r.id);
  add('calendar month events, the 15 rows shown', () => owner('/api/congee/GetEvents', { ...timeline, userIds: shown }));
  add(`calendar resources (${n(SCALE.users)} people)`, () => owner('/api/congee/GetResources', { ...timeline, currentList: 0, lenght: 100 }));
  add(`chat history page (${n(SCALE.messages)} messages)`, () => owner('/api/chat/GetMessages', { userid: SCALE.chatWith, isGroup: false, currentList: 0, lenght: 30 }));
  add(`chat older page (${n(SCALE.messages)} messages)`, () => owner('/api/chat/GetMessages', { userid: SCALE.chatWith, isGroup: false, currentList: 10, lenght: 30 }));

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
