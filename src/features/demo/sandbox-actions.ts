import type { FakeRuntime } from '../../domain/fake-runtime';
import { saveFile } from '../../api/files';
import { drafts } from '../../ui/drafts/draft-store';
import { sayAfterReload, type ReloadNote } from './reload-note';

/**
 * What a trainer does to sandboxes (issue 20 item 6), on the in-page runtime: files, IndexedDB, the sandbox the next
 * load opens. What loses data (reset, import, delete, leave) is asked first through the one confirm-and-act
 * statechart, with 'Export first' as its first step (sandbox-confirm.tsx); opening or creating one loses nothing and
 * is a submit. Done, anything but a delete loads the page again into the sandbox (or the demo) now chosen.
 */
export type SandboxAction =
  | { kind: 'reset'; name: string }
  | { kind: 'import'; name: string; text: string; fileName: string }
  | { kind: 'remove'; name: string }
  | { kind: 'leave'; name: string }
  | { kind: 'open'; name: string; scenario?: string };

export const sandboxFileName = (name: string) => `sandbox-${name}.json`;

/** A sandbox's export as a file download; its file's name, to say where it went. */
export function downloadSandbox(text: string, name: string): string {
  const file = sandboxFileName(name);
  saveFile(new Blob([text], { type: 'application/json' }), file);
  return file;
}

export async function performSandbox(runtime: FakeRuntime, a: SandboxAction): Promise<SandboxAction> {
  switch (a.kind) {
    case 'reset':
      await runtime.reset();
      break;
    case 'import': {
      const r = await runtime.importData(a.text);
      if (!r.ok) throw new Error(r.message);
      break;
    }
    case 'remove':
      await runtime.sandboxes.remove(a.name);
      break;
    case 'leave':
      runtime.sandboxes.leave();
      break;
    case 'open':
      runtime.sandboxes.choose(a.name, a.scenario);
      break;
  }
  return a;
}

/** A file to import is read and checked before the trainer is asked: a foreign or corrupt one is refused with its message. */
export async function checkSandboxFile(runtime: FakeRuntime, a: Extract<SandboxAction, { kind: 'import' }>): Promise<SandboxAction> {
  const r = runtime.sandboxes.checkFile(a.text);
  if (!r.ok) throw new Error(r.message);
  return a;
}

/** 'Export first': a copy of the sandbox the pending action would change. */
export async function exportFirst(runtime: FakeRuntime, a: SandboxAction): Promise<void> {
  // The current sandbox (or the demo, before its reset) is in memory; another one is read from where it is stored.
  const current = a.name === runtime.sandbox || (runtime.mode === 'demo' && a.kind === 'reset');
  downloadSandbox(current ? runtime.exportData() : await runtime.sandboxes.exportStored(a.name), a.name);
}

/** What the page loaded again says was done (the demo's own reset has its words). */
function doneNote(a: SandboxAction, mode: FakeRuntime['mode']): ReloadNote {
  if (a.kind === 'reset' && mode === 'demo') return { key: 'demoReset.done', objects: [] };
  return { key: `sandbox.done.${a.kind}`, objects: a.kind === 'import' ? [a.name, a.fileName] : [a.name] };
}

/**
 * Another sandbox, a reset or an import: the data changes under the page, so what its panels held is not opened again
 * after the reload (a reload of the same data does, src/ui/drafts/draft-store.ts).
 */
export function reloadAfter(runtime: FakeRuntime, done: SandboxAction) {
  drafts.forget();
  sayAfterReload(doneNote(done, runtime.mode));
  location.reload();
}
