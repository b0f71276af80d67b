import { leave } from './catalogue/leave';
import { uploads } from './catalogue/uploads';
import { expenses } from './catalogue/expenses';
import { documents } from './catalogue/documents';
import { forms } from './catalogue/forms';
import { interventions } from './catalogue/interventions';
import { policy } from './catalogue/policy';
import { chat } from './catalogue/chat';
import { inventory } from './catalogue/inventory';
import { reminders } from './catalogue/reminders';
import { projects } from './catalogue/projects';
import { shell } from './catalogue/shell';
import { access } from './catalogue/access';

/**
 * Issue 24 item 7: the faults the suite must kill, one at a time. StrykerJS
 * (10.x) asks for Node ≥ 22 and this machine runs Node 20, so the mutants are
 * written by hand: each is an exact snippet of a file of machines/,
 * server-fake/rules/ or src/domain and what replaces it. `tests/unit/
 * mutation-catalogue.test.ts` holds that every snippet occurs exactly once
 * in its file, so the catalogue cannot rot silently when the code moves.
 *
 * kind: guard (who may, or when), target (where a transition lands), delay (a
 * timer's length), rule (a server rule), schema (a zod schema). `machine`
 * names the registered machine whose model walk (`npm run test:model --
 * --machine-only --machine <id>`) is run against the mutant; `area` picks the
 * fast suites (tests/mutation/run.ts). An equivalent mutant (no behaviour
 * can tell it apart) says why and is left out of the score.
 */
export type MutantKind = 'guard' | 'target' | 'delay' | 'rule' | 'schema';
export type Area = 'leave' | 'expenses' | 'documents' | 'forms' | 'interventions' | 'policy' | 'uploads' | 'chat' | 'inventory' | 'shell' | 'reminders' | 'projects' | 'access';

export interface Mutant {
  id: string;
  file: string;
  original: string;
  replacement: string;
  kind: MutantKind;
  area: Area;
  machine?: string;
  /** What the fault does, in the words where it lists it. */
  fault: string;
  equivalent?: string;
}

/** Every mutant, by area: each area's file under tests/mutation/catalogue/ (small rooms; the order is the run's). */
export const catalogue: Mutant[] = [...leave, ...uploads, ...expenses, ...documents, ...forms, ...interventions, ...policy, ...chat, ...inventory, ...reminders, ...projects, ...shell, ...access];
