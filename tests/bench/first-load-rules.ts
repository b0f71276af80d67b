/**
 * What must never ride in production's first load (issue 13), by what the
 * chunks contain (esbuild's metafile inputs), not by their file names.
 */
export const neverInFirstLoad: Array<{ what: string; input: RegExp }> = [
  { what: 'the fake server', input: /^(server-fake\/|node_modules\/(miragejs|pretender|route-recognizer|fake-xml-http-request)\/)/ },
  { what: 'FullCalendar', input: /^node_modules\/(fullcalendar|fullcalendar-scheduler|@fullcalendar)\// },
  { what: 'the rich text editor', input: /^node_modules\/(@tiptap|prosemirror-[a-z-]+)\// },
  { what: 'Excel writing', input: /^(node_modules\/(write-excel-file|fflate)\/|server-fake\/rules\/xlsx)/ },
  { what: 'the emoji picker', input: /^node_modules\/(emoji-mart|@emoji-mart)\// },
];

/** Kept out of the first paint by design (zod parses answers that come after it; Radix draws menus and panels opened later). */
export const keptOutOfFirstPaint: Array<{ what: string; input: RegExp }> = [
  { what: 'zod', input: /^node_modules\/zod\// },
  // Not its direction context (a few hundred bytes): the app provides it at the root so that every menu and dialog reads Arabic right to left.
  { what: 'Radix menus and dialogs', input: /^node_modules\/@radix-ui\/(?!react-direction\/)/ },
  { what: 'SignalR', input: /^node_modules\/@microsoft\/signalr\// },
  { what: 'dayjs', input: /^node_modules\/dayjs\// },
];

type Outputs = Record<string, { inputs: Record<string, unknown>; imports?: Array<{ path: string; kind: string; external?: boolean }> }>;

/** Which rules the given output files break, with one offending input each. */
export function offences(outputs: Outputs, files: readonly string[], rules = neverInFirstLoad) {
  const found: Array<{ what: string; file: string; input: string }> = [];
  for (const rule of rules)
    for (const file of files) {
      const input = Object.keys(outputs[file]?.inputs ?? {}).find((i) => rule.input.test(i));
      if (input) {
        found.push({ what: rule.what, file, input });
        break;
      }
    }
  return found;
}

/** An output file and every chunk it imports statically: what loading it costs. */
export function staticClosure(outputs: Outputs, roots: readonly string[]): string[] {
  const seen = new Set(roots);
  const queue = [...roots];
  while (queue.length) {
    const f = queue.shift()!;
    for (const i of outputs[f]?.imports ?? []) {
      if (i.kind !== 'import-statement' || i.external || seen.has(i.path)) continue;
      seen.add(i.path);
      queue.push(i.path);
    }
  }
  return [...seen];
}
