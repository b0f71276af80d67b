import { fromPromise } from 'xstate';
import type { FakeRuntime } from '../../domain/fake-runtime';
import { saveFile } from '../../api/files';
import { drafts } from '../../ui/drafts/draft-store';
import { sandboxMachine, type SandboxAction } from '../../../machines/demo/sandbox.machine';
import { sayAfterReload, type ReloadNote } from './reload-note';

/** A sandbox's export as a file download; its file's name, to say where it went. */
export function downloadSandbox(text: string, name: string): string {
  const file = `sandbox-${name}.json`;
  saveFile(new Blob([text], { type: 'application/json' }), file);
  return file;
}

/** What the page loaded again says was done (the demo's own reset has its words). */
function doneNote(a: SandboxAction, mode: FakeRuntime['mode']): ReloadNote {
  if (a.kind === 'reset' && mode === 'demo') return { key: 'demoReset.done', objects: [] };
  return { key: `sandbox.done.${a.kind}`, objects: a.kind === 'import' ? [a.name, a.fileName] : [a.name] };
}

/** The sandbox statechart's effects on the in-page runtime: files, IndexedDB, the sandbox the next load opens. */
export function sandboxLogic(runtime: FakeRuntime) {
  const perform = async (a: SandboxAction) => {
    switch (a.kind) {
      case 'reset':
        return runtime.reset();
      case 'import': {
        const r = await runtime.importData(a.text);
        if (!r.ok) throw new Error(r.message);
        return;
      }
      case 'remove':
        return runtime.sandboxes.remove(a.name);
      case 'leave':
        return runtime.sandboxes.leave();
      case 'open':
        return runtime.sandboxes.choose(a.name, a.scenario);
    }
  };
  return sandboxMachine.provide({
    actors: {
      checkFile: fromPromise(async ({ input }) => {
        if (input.action?.kind !== 'import') return;
        const r = runtime.sandboxes.checkFile(input.action.text);
        if (!r.ok) throw new Error(r.message);
      }),
      exportCopy: fromPromise(async ({ input }) => {
        const a = input.action;
        if (!a) return;
        // The current sandbox (or the demo, before its reset) is in memory; another one is read from where it is stored.
        const current = a.name === runtime.sandbox || (runtime.mode === 'demo' && a.kind === 'reset');
        downloadSandbox(current ? runtime.exportData() : await runtime.sandboxes.exportStored(a.name), a.name);
      }),
      perform: fromPromise(async ({ input }) => {
        if (input.action) await perform(input.action);
      }),
    },
    actions: {
      // Another sandbox, a reset or an import: the data changes under the page, so what its panels held is not
      // opened again after the reload (a reload of the same data does, src/ui/drafts/draft-store.ts).
      reload: (_, { done }) => {
        drafts.forget();
        if (done) sayAfterReload(doneNote(done, runtime.mode));
        location.reload();
      },
    },
  });
}
