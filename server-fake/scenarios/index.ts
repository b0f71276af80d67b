import { Db } from '../db/db';
import { seeded } from '../../fixtures/random';
import type { SeedContext } from '../seed/context';
import { seedOrganisation } from '../seed/organisation';
import { seedShell } from '../seed/shell';
import { seedLeave } from '../seed/leave';
import { seedChat } from '../seed/chat';
import { seedDocuments } from '../seed/documents';
import { seedExpenses } from '../seed/expenses';
import { seedForms } from '../seed/forms';
import { seedInterventions } from '../seed/interventions';
import { seedInventory } from '../seed/inventory';
import { seedReminders } from '../seed/reminders';
import { seedProjects } from '../seed/projects';
import { seedPolicy } from '../seed/policy';

import { SCALE, seedScaleChat, seedScaleLeave } from './scale';

/** What trainers pick from; 'scale' is the benchmark's and is never offered (issue 13). */
export const scenarioNames = ['demo', 'empty'] as const;
export const benchScenarioNames = ['scale'] as const;
export type ScenarioName = (typeof scenarioNames)[number] | (typeof benchScenarioNames)[number];

/**
 * Scenarios build a whole database. 'demo' is the living company every demo
 * starts from; 'empty' has the organisation only (tests add what they need).
 */
export function buildScenario(name: ScenarioName = 'demo', today = new Date(), seed = 42): Db {
  const db = new Db();
  const s: SeedContext = { db, today, rnd: seeded(seed) };
  seedOrganisation(s, name === 'scale' ? SCALE.users : undefined);
  if (name === 'empty') return db;
  // Projects first: leave, expenses and documents link to them.
  seedProjects(s);
  if (name === 'scale') return seedScale(s);
  seedLeave(s);
  seedDocuments(s);
  seedExpenses(s);
  seedForms(s);
  seedInventory(s);
  seedInterventions(s);
  seedChat(s);
  seedReminders(s);
  seedPolicy(s);
  seedShell(s);
  return db;
}

/** The bench's company: the volumes that matter (leave, one long chat) and what sign-in needs; other areas stay small or empty. */
function seedScale(s: SeedContext): Db {
  seedScaleLeave(s);
  seedExpenses(s);
  seedForms(s);
  seedChat(s);
  seedScaleChat(s);
  seedReminders(s);
  seedPolicy(s);
  return s.db;
}
