import { initialTransition, transition, type AnyActorLogic, type EventObject } from 'xstate';
import { leaveRequestMachine } from '../../../machines/leave/leave-request.machine';
import { expenseNoteMachine } from '../../../machines/expenses/expense-note.machine';
import { requestMachine } from '../../../machines/documents/request.machine';
import { interventionMachine } from '../../../machines/interventions/intervention.machine';
import type { RecordKind } from './permissions';

/**
 * How each record's statechart is asked one cell of the table: the machine
 * is started with the input its panel gives it (who is looking, with which
 * permissions), reads the record from a provided `load` (so its own routing
 * picks the state of the status), and is asked `can(event)` once settled.
 * The events are what the panel sends for each action of the table.
 */
interface MachineCell {
  status: string;
  viewerId: number;
  ownerId: number;
  permissions: readonly string[];
  flags: { canApproved?: boolean; isApprover?: boolean };
}

interface Adapter {
  machine: AnyActorLogic;
  input(c: MachineCell): unknown;
  record(c: MachineCell): unknown;
  /** The event each action of the table is, for this machine (an action missing here has no event: the view opens another panel). */
  events: Record<string, EventObject & Record<string, unknown>>;
}

const documentStatus: Record<string, { status: number; processed: boolean }> = {
  onHold: { status: 0, processed: false },
  accepted: { status: 1, processed: false },
  processed: { status: 1, processed: true },
  // "any other value refused"
  refused: { status: 7, processed: false },
};

export const machineAdapters: Partial<Record<RecordKind, Adapter>> = {
  leaveRequest: {
    machine: leaveRequestMachine,
    input: (c) => ({ id: 7, userId: c.viewerId, permissions: c.permissions }),
    record: (c) => ({ id: 7, fk_User: c.ownerId, statut: c.status, canApproved: !!c.flags.canApproved, levelType: 1 }),
    events: { cancel: { type: 'leave.cancel' }, accept: { type: 'leave.accept' }, reject: { type: 'leave.reject' }, edit: { type: 'leave.edit' }, delete: { type: 'leave.delete' } },
  },
  expenseNote: {
    machine: expenseNoteMachine,
    input: (c) => ({ id: 7, viewerId: c.viewerId, permissions: c.permissions }),
    record: (c) => ({ id: 7, status: Number(c.status), affectedUserId: c.ownerId, allExpenses: [] }),
    events: {
      submit: { type: 'note.submit' }, validate: { type: 'note.validate' }, refund: { type: 'note.refund' }, reject: { type: 'note.reject' }, cancel: { type: 'note.cancel' },
      edit: { type: 'note.edit' }, delete: { type: 'note.delete' }, editExpenses: { type: 'note.editExpenses' },
    },
  },
  documentRequest: {
    machine: requestMachine,
    // The info panel gives the machine DemandDocument.Manage as a flag.
    input: (c) => ({ id: 7, canManage: c.permissions.includes('DemandDocument.Manage'), userId: c.viewerId }),
    record: (c) => ({ id: 7, userid: c.ownerId, ...documentStatus[c.status], isApprover: !!c.flags.isApprover, filesNames: [] }),
    events: { accept: { type: 'request.accept' }, refuse: { type: 'request.refuse' }, edit: { type: 'request.edit' }, delete: { type: 'request.delete' }, process: { type: 'request.process' } },
  },
  intervention: {
    machine: interventionMachine,
    input: (c) => ({ id: 7, viewerId: c.viewerId, permissions: [...c.permissions] }),
    record: (c) => ({ statut: c.status, fk_DemadeBy: c.ownerId }),
    events: {
      assign: { type: 'intervention.assign', userIds: [9] },
      // The add-action button opens its form (a state of the machine); the step is sent from there.
      addStep: { type: 'intervention.openStep' },
      close: { type: 'intervention.close', resolved: true, description: '' },
      delete: { type: 'intervention.delete' },
    },
  },
};

// A cell's snapshot depends on the status and the viewer, not on the action asked: each is made once.
const settledCells = new Map<string, ReturnType<typeof transition>[0]>();

function settle(kind: RecordKind, a: Adapter, c: MachineCell) {
  const key = JSON.stringify([kind, c]);
  let settled = settledCells.get(key);
  if (!settled) {
    // Pure steps (nothing invoked runs): the read's done event is the one its invoked actor would send.
    const logic = a.machine as typeof leaveRequestMachine;
    const [started] = initialTransition(logic, a.input(c) as never);
    [settled] = transition(logic, started, { type: 'xstate.done.actor.load', output: a.record(c) } as never);
    if (settled.hasTag('busy')) throw new Error(`${kind} did not settle after its read`);
    settledCells.set(key, settled);
  }
  return settled;
}

/** Whether the statechart, standing where the record's status puts it, would take the action's event. */
export function machineCan(kind: RecordKind, action: string, c: MachineCell): boolean | null {
  const a = machineAdapters[kind];
  const event = a?.events[action];
  if (!a || !event) return null;
  return settle(kind, a, c).can(event as never);
}
