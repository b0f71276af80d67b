import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../shared/error-message';

/**
 * The template card of a request (spec 3 section 2, item 3): the filled
 * template is read, shown, edited in a rich text editor and saved through
 * updateText; the text is required and a save happens once at a time.
 */
export interface TemplateContext {
  id: number;
  typeId: number;
  html: string;
  error: string | null;
}

export type TemplateEvent =
  | { type: 'template.edit' }
  | { type: 'template.cancel' }
  | { type: 'template.save'; html: string }
  | { type: 'template.reset' }
  | { type: 'template.reload' };

/** Text without markup: what 'required' means for rich text. */
export const hasText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;

export const templateMachine = setup({
  types: { context: {} as TemplateContext, events: {} as TemplateEvent, input: {} as { id: number; typeId: number } },
  actors: {
    extract: fromPromise<string, { id: number; typeId: number; fresh: boolean }>(async () => ''),
    save: fromPromise<string, { id: number; text: string }>(async ({ input }) => input.text),
  },
  guards: {
    hasText: ({ event }) => event.type === 'template.save' && hasText(event.html),
  },
  actions: {
    saved: () => {},
  },
}).createMachine({
  id: 'documentTemplate',
  context: ({ input }) => ({ id: input.id, typeId: input.typeId, html: '', error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'extract',
        src: 'extract',
        input: ({ context, event }) => ({ id: context.id, typeId: context.typeId, fresh: event.type === 'template.reset' }),
        onDone: { target: 'viewing', actions: assign(({ event }) => ({ html: event.output, error: null })) },
        onError: { target: 'failure', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
    failure: { on: { 'template.reload': { target: 'loading' } } },
    viewing: {
      on: {
        // No reload here: the text shown is the one read or just saved, and only this card changes it.
        'template.edit': { target: 'editing' },
      },
    },
    editing: {
      tags: ['editing'],
      on: {
        'template.cancel': { target: 'viewing', actions: assign({ error: null }) },
        'template.reset': { target: 'loading' },
        'template.save': [{ guard: 'hasText', target: 'saving' }, { actions: assign({ error: 'RequiredAttribute' }) }],
      },
    },
    saving: {
      tags: ['busy', 'editing'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context, event }) => ({ id: context.id, text: event.type === 'template.save' ? event.html : context.html }),
        onDone: { target: 'viewing', actions: [assign(({ event }) => ({ html: event.output, error: null })), 'saved'] },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
  },
});
