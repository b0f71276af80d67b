import { assign, fromPromise, setup } from 'xstate';
import type { Balance, DayCount, DaysOff, LeaveType } from '../../src/domain/leave';
import { firstBlocked, type LeaveClash, type StandingRequest } from '../../src/domain/leave-days';
import { errorMessageOf } from '../shared/error-message';
import { fixedSubmitKey, submitKeyActions, type SubmitKeyContext } from '../shared/submit-key';
import { uploadMachine } from '../shared/upload.machine';

/**
 * The leave request form (spec 2 section 2): the type comes first and
 * enables the dates; each change of period fetches the balance and the day
 * count; submit sends the form through its upload child (progress, abort),
 * and a failure keeps everything typed and shows the server's message in
 * the banner.
 */
export interface LeaveFormValues {
  id: number;
  fk_User: number;
  fk_RegimeType: number;
  startDate: string;
  endDate: string;
  morning: boolean;
  afternoon: boolean;
  startTime: string;
  endTime: string;
  projectId: number;
  description: string;
  files: unknown[];
}
export interface Option {
  value: number;
  text: string;
}
export interface LeaveFormContext extends SubmitKeyContext {
  values: LeaveFormValues;
  fixedUser: boolean;
  types: LeaveType[];
  rules: DaysOff | null;
  /** Whose rules `rules` are ('type:person'): they change with the type or the person, not with the dates. */
  rulesFor: string | null;
  notice: number;
  projects: Option[];
  /** The person's requests still standing, read with the rules (the person's too): the picker marks their days. */
  requested: StandingRequest[];
  balance: Balance | null;
  /** The year the balance is of (the period's): said beside it, since a period next year shows next year's entitlement. */
  balanceYear: number | null;
  count: DayCount | null;
  existingFiles: Array<{ id: number; name: string }>;
  error: string | null;
  /** The request a send refused for an overlap met, when the effects could name it (the error says which it is). */
  clash: LeaveClash | null;
  touched: boolean;
  /** The time boxes whose text cannot be read ('25:61'): the request is not sent with the last good time in their place. */
  unreadable: Array<'start' | 'end'>;
}
export interface FormLoad {
  types: LeaveType[];
  values: Partial<LeaveFormValues> | null;
  existingFiles?: Array<{ id: number; name: string }>;
}
/** What the upload child sends: the form, with the submit's idempotency key. */
export interface LeaveSave {
  values: LeaveFormValues;
  idempotencyKey: string | null;
}
/** The type's and the person's; whether the type is tied to a project, from the types the form read (undefined: not among them, asked again). */
export interface RulesInput {
  typeId: number;
  userId: number;
  projectLinked?: boolean;
}
export interface RulesLoad {
  rules: DaysOff;
  notice: number;
  projects: Option[];
  requested?: StandingRequest[];
}

export interface Computed {
  balance: Balance;
  year: number;
  count: DayCount | null;
}

export type LeaveFormEvent =
  | { type: 'leave.retry' }
  | { type: 'leave.setUser'; userId: number }
  | { type: 'leave.setType'; typeId: number }
  | { type: 'leave.setDates'; startDate: string; endDate: string }
  | { type: 'leave.setHalf'; morning: boolean; afternoon: boolean }
  | { type: 'leave.setTimes'; startTime: string; endTime: string; unreadable?: Array<'start' | 'end'> }
  | { type: 'leave.setField'; field: 'projectId' | 'description'; value: string | number }
  | { type: 'leave.setFiles'; files: unknown[] }
  | { type: 'leave.removeFile'; id: number }
  | { type: 'leave.submit' }
  | { type: 'leave.abort' };

const empty = (userId: number): LeaveFormValues => ({
  id: 0, fk_User: userId, fk_RegimeType: 0, startDate: '', endDate: '', morning: false, afternoon: false, startTime: '', endTime: '', projectId: 0, description: '', files: [],
});

/** The rules (blocked days, notice, projects) a form needs are the type's and the person's. */
const rulesKey = (v: LeaveFormValues) => `${v.fk_RegimeType}:${v.fk_User}`;

/** The request a refusal names, as the effects attach it to the error (`clash`), else none. */
const clashOf = (error: unknown): LeaveClash | null => {
  const c = error && typeof error === 'object' && 'clash' in error ? (error.clash as LeaveClash | null) : null;
  return c && typeof c.id === 'number' && typeof c.startDate === 'string' ? c : null;
};

const filled = (c: LeaveFormContext) => c.values.fk_User > 0 && c.values.fk_RegimeType > 0 && !!c.values.startDate;

export const leaveFormMachine = setup({
  types: {
    context: {} as LeaveFormContext,
    events: {} as LeaveFormEvent,
    input: {} as { id?: number; userId?: number; currentUserId: number },
    children: {} as { upload: 'upload' },
  },
  actors: {
    loadForm: fromPromise<FormLoad, { id: number }>(async () => ({ types: [], values: null })),
    loadRules: fromPromise<RulesLoad, RulesInput>(async () => ({ rules: { dates: [], weekdays: [], holidays: [] }, notice: 0, projects: [] })),
    compute: fromPromise<Computed, LeaveFormValues>(async () => {
      throw new Error('not provided');
    }),
    removeFile: fromPromise<number, { id: number }>(async ({ input }) => input.id),
    // Sends a LeaveSave (multipart, with the submit's idempotency key); stopping it aborts.
    upload: uploadMachine,
  },
  guards: {
    hasType: ({ context }) => context.values.fk_RegimeType > 0,
    /** The type's and the person's rules are in: new dates, half days or times are only counted again (one round trip, not four). */
    rulesCurrent: ({ context }) => context.values.fk_RegimeType > 0 && context.rulesFor === rulesKey(context.values),
    userEditable: ({ context }) => !context.fixedUser,
    datesBlocked: ({ context, event }) =>
      event.type === 'leave.setDates' && !!event.startDate && !!firstBlocked(event.startDate, event.endDate || event.startDate, context.rules && { dates: [...context.rules.dates], weekdays: context.rules.weekdays }),
    isComplete: ({ context }) => filled(context) && !context.unreadable.length,
  },
  actions: {
    ...submitKeyActions<LeaveFormContext, LeaveFormEvent>(fixedSubmitKey),
    notifySaved: () => {},
    notifyError: (_, _p: { message: string }) => {},
  },
}).createMachine({
  id: 'leaveForm',
  context: ({ input }) => ({
    values: { ...empty(input.userId ?? input.currentUserId), id: input.id ?? 0 },
    fixedUser: !!input.userId || !!input.id,
    types: [], rules: null, rulesFor: null, notice: 0, projects: [], requested: [], balance: null, balanceYear: null, count: null, existingFiles: [], error: null, clash: null, touched: false, unreadable: [], idempotencyKey: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ id: context.values.id }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            types: event.output.types,
            values: { ...context.values, ...(event.output.values ?? {}) },
            existingFiles: event.output.existingFiles ?? [],
          })),
        },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
    // A retry clears the failure it answers: a load that then works shows no stale banner over a working form (persona review).
    loadFailed: { on: { 'leave.retry': { target: 'loading', actions: assign({ error: null }) } } },
    editing: {
      initial: 'check',
      on: {
        'leave.setUser': { guard: 'userEditable', target: '.check', meta: { spec: ['S2.6.08'] }, actions: [assign(({ context, event }) => ({ values: { ...context.values, fk_User: event.userId }, error: null })), 'dropSubmitKey'] },
        'leave.setType': {
          target: '.check',
          actions: [
            assign(({ context, event }) => {
              // Spec 2 section 5 (S2.5.05): a type asking exact times shows times in place of the half days, and the
              // other way round; what the new type hides is cleared, or the hidden half day went on counting (review).
              const exact = !!context.types.find((t) => t.id === event.typeId)?.IsExcatTimeRequired;
              const hidden = exact ? { morning: false, afternoon: false } : { startTime: '', endTime: '' };
              return { values: { ...context.values, ...hidden, fk_RegimeType: event.typeId, projectId: 0 }, unreadable: exact ? context.unreadable : [], error: null, rules: null, rulesFor: null, count: null, balance: null, balanceYear: null };
            }),
            'dropSubmitKey',
          ],
        },
        'leave.setDates': [
          { guard: 'datesBlocked', actions: assign({ error: 'Leave.Error.BlockedDay' }), meta: { spec: ['S2.5.03'] } },
          { guard: 'hasType', target: '.check', actions: [assign(({ context, event }) => ({ values: { ...context.values, startDate: event.startDate, endDate: event.endDate }, error: null })), 'dropSubmitKey'] },
        ],
        'leave.setHalf': { guard: 'hasType', target: '.check', actions: [assign(({ context, event }) => ({ values: { ...context.values, morning: event.morning, afternoon: event.afternoon } })), 'dropSubmitKey'] },
        'leave.setTimes': { guard: 'hasType', target: '.check', meta: { spec: ['S2.5.05'] }, actions: [assign(({ context, event }) => ({ values: { ...context.values, startTime: event.startTime, endTime: event.endTime }, unreadable: event.unreadable ?? context.unreadable })), 'dropSubmitKey'] },
        'leave.setField': { actions: [assign(({ context, event }) => ({ values: { ...context.values, [event.field]: event.value } })), 'dropSubmitKey'] },
        'leave.setFiles': { actions: [assign(({ context, event }) => ({ values: { ...context.values, files: event.files } })), 'dropSubmitKey'] },
        'leave.removeFile': { target: '.removingFile', actions: 'dropSubmitKey' },
        'leave.submit': [{ guard: 'isComplete', target: 'submitting' }, { actions: assign(({ context }) => ({ touched: true, error: filled(context) ? null : 'RequiredAttribute' })), meta: { spec: ['S2.5.01'] } }],
      },
      states: {
        check: {
          always: [{ guard: 'rulesCurrent', target: 'computing' }, { guard: 'hasType', target: 'loadingRules' }, { target: 'noType', meta: { spec: ['S2.5.02'] } }],
        },
        noType: {},
        loadingRules: {
          tags: ['busy'],
          invoke: {
            id: 'loadRules',
            src: 'loadRules',
            input: ({ context }) => ({ typeId: context.values.fk_RegimeType, userId: context.values.fk_User, projectLinked: context.types.find((t) => t.id === context.values.fk_RegimeType)?.IsProjectLinked }),
            // Dates typed before the rules arrived are checked again now.
            onDone: {
              target: 'computing',
              actions: assign(({ context, event }) => {
                const { rules, notice, projects, requested = [] } = event.output;
                const v = context.values;
                const blocked = !!v.startDate && !!firstBlocked(v.startDate, v.endDate || v.startDate, rules);
                return { rules, rulesFor: rulesKey(v), notice, projects, requested, ...(blocked ? { values: { ...v, startDate: '', endDate: '' }, error: 'Leave.Error.BlockedDay' } : {}) };
              }),
            },
            onError: { target: 'ready', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
          },
        },
        computing: {
          tags: ['busy'],
          invoke: {
            id: 'compute',
            src: 'compute',
            input: ({ context }) => context.values,
            onDone: { target: 'ready', actions: assign(({ event }) => ({ balance: event.output.balance, balanceYear: event.output.year, count: event.output.count })) },
            onError: { target: 'ready', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
          },
        },
        ready: {},
        // An attachment already saved with the request is deleted at once (its failure goes to a toast).
        removingFile: {
          tags: ['busy'],
          invoke: {
            id: 'removeFile',
            src: 'removeFile',
            input: ({ event }) => ({ id: (event as { id: number }).id }),
            onDone: { target: 'check', actions: assign(({ context, event }) => ({ existingFiles: context.existingFiles.filter((f) => f.id !== event.output) })) },
            onError: { target: 'check', actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) } },
          },
        },
      },
    },
    submitting: {
      tags: ['busy', 'submitting'],
      entry: [assign({ error: null, clash: null }), 'keepSubmitKey'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }): { request: LeaveSave } => ({ request: { values: context.values, idempotencyKey: context.idempotencyKey } }),
        onDone: { target: 'saved', actions: 'dropSubmitKey' },
        // Counted again: a send made before the day count came back stopped it, and the refused form showed 'Total jours 0',
        // or the count of the dates before (review s44). One read, the balance and the count together.
        onError: { target: 'editing.check', actions: assign(({ event }) => ({ error: errorMessageOf(event.error), clash: clashOf(event.error) })) },
      },
      // Leaving stops the upload child, which aborts its request.
      on: { 'leave.abort': { target: 'editing.check', actions: assign({ error: 'Error.Aborted' }) } },
    },
    saved: { type: 'final', entry: 'notifySaved' },
  },
});
