import { permissionTable, type RecordKind } from './permissions';
import { actionsOf, bothSides, expected, isGap } from './expected';
import { subjectsFor } from './subjects';
import { machineAdapters, machineCan } from './machine-cells';

/**
 * A record's statechart against the permission table transcribed from the
 * spec (permissions.ts): every action of the table the machine has an event
 * for, every status, every subject (the five personas and synthetic users
 * with and without each code), on their own record and on someone else's,
 * with the server's flag (canApproved, isApprover) true and false. The
 * expected answer comes from the table only; a gap of the table is skipped.
 * The oracle suite (tests/unit/oracle-machines.test.ts) and the machine-level
 * model walk (tests/model/cli.ts) both ask it.
 */
const VIEWER = 11;
const OTHER = 12;
const flagOf: Partial<Record<RecordKind, 'canApproved' | 'isApprover'>> = { leaveRequest: 'canApproved', documentRequest: 'isApprover' };

export const hasMachineOracle = (id: string): id is RecordKind => !!machineAdapters[id as RecordKind];

export function machineDisagreements(kind: RecordKind): { cells: number; wrong: string[]; sidesMissing: string[] } {
  const events = machineAdapters[kind]!.events;
  const flag = flagOf[kind];
  const wrong: string[] = [];
  let cells = 0;
  const sides = bothSides();
  for (const { action } of actionsOf(kind).filter((a) => events[a.action]))
    for (const status of permissionTable[kind].statuses)
      for (const s of subjectsFor(kind))
        for (const owner of [true, false])
          for (const flagValue of flag ? [true, false] : [false]) {
            const flags = flag ? { [flag]: flagValue } : {};
            const want = expected('machine', kind, action, status, { permissions: s.permissions, role: s.role, owner, flags });
            if (isGap(want)) continue;
            const got = machineCan(kind, action, { status, viewerId: VIEWER, ownerId: owner ? VIEWER : OTHER, permissions: s.permissions, flags });
            cells++;
            sides.add(action, want);
            if (got !== want) wrong.push(`${action} · ${status} · ${s.name} · ${owner ? 'own' : "someone else's"}${flag ? ` · ${flag} ${flagValue}` : ''}: table ${want ? 'may' : 'may not'}, machine ${got ? 'may' : 'may not'}`);
          }
  return { cells, wrong, sidesMissing: sides.missing() };
}
