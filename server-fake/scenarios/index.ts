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
import { applyScenario, parseScenario, storyDay, type ScenarioFile } from './scenario-file';
import freshCompany from '../../fixtures/scenarios/fresh-company.json';
import summerLeave from '../../fixtures/scenarios/summer-leave.json';
import monthEndExpenses from '../../fixtures/scenarios/month-end-expenses.json';
import formCampaign from '../../fixtures/scenarios/form-campaign.json';
import itBacklog from '../../fixtures/scenarios/it-backlog.json';
import { SCALE, seedScaleChat, seedScaleLeave } from './scale';
import { systemNow } from '../../src/domain/clock';

/** Builds a whole database for a day; `seed` makes the random parts repeatable. */
export type ScenarioBuilder = (today: Date, seed: number) => Db;

/** 'demo' is the living company every demo starts from. */
function demo(today: Date, seed: number): Db {
  const db = new Db();
  // One random stream for the whole company, in this order, so the demo is the same every time.
  const s: SeedContext = { db, today, rnd: seeded(seed) };
  seedOrganisation(s);
  // Projects first: leave, expenses and documents link to them.
  seedProjects(s);
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

/** The benchmark's company (issue 13): the volumes that matter (leave, one long chat) and what sign-in needs; never offered to trainers. */
function scale(today: Date, seed: number): Db {
  const db = new Db();
  const s: SeedContext = { db, today, rnd: seeded(seed) };
  seedOrganisation(s, SCALE.users);
  seedProjects(s);
  seedScaleLeave(s);
  seedExpenses(s);
  seedForms(s);
  seedChat(s);
  seedScaleChat(s);
  seedReminders(s);
  seedPolicy(s);
  return db;
}

/** 'empty' has the organisation only (tests add what they need). */
function organisation(today: Date, seed: number): Db {
  const db = new Db();
  seedOrganisation({ db, today, rnd: seeded(seed) });
  return db;
}

/** Scenario files by name, for their story date. */
const files = new Map<string, ScenarioFile>();

/** A trainer's data file (fixtures/scenarios/): checked by its schema, then laid over its base. */
const fromFile = (data: unknown): ScenarioBuilder => {
  const s = parseScenario(data);
  files.set(s.name, s);
  return (today, seed) => applyScenario(s.base === 'demo' ? demo(today, seed) : organisation(today, seed), s, today);
};

/** Every scenario, one line each (names are also translation keys: demo's scenario.<name>). */
export const scenarios = {
  demo,
  empty: organisation,
  'fresh-company': fromFile(freshCompany),
  'summer-leave': fromFile(summerLeave),
  'month-end-expenses': fromFile(monthEndExpenses),
  'form-campaign': fromFile(formCampaign),
  'it-backlog': fromFile(itBacklog),
} satisfies Record<string, ScenarioBuilder>;

/** Asked for by the bench only (?scenario=scale in demo and sandbox); the sandbox UI lists `scenarioNames`. */
export const benchScenarioNames = ['scale'] as const;
export type ScenarioName = keyof typeof scenarios | (typeof benchScenarioNames)[number];
export const scenarioNames = Object.keys(scenarios) as Array<keyof typeof scenarios>;
export const isScenarioName = (name: string | null | undefined): name is keyof typeof scenarios => !!name && Object.hasOwn(scenarios, name);

export function buildScenario(name: ScenarioName = 'demo', today = new Date(systemNow()), seed = 42): Db {
  return name === 'scale' ? scale(today, seed) : scenarios[name](today, seed);
}

/** The day a scenario's story happens, seen from `now` (its next occurrence; `now` for the living demo). */
export const scenarioToday = (name: ScenarioName, now: Date): Date => {
  const file = files.get(name);
  return file ? storyDay(file, now) : now;
};

/**
 * A scenario as a sandbox or the demo opens it: built on its story's day, with
 * the demo clock set to that day (issue 20: the summer leave peak opens in
 * June, not on whatever day the trainer creates it).
 */
export function openScenario(name: ScenarioName = 'demo', now = new Date(systemNow()), seed = 42): Db {
  const today = scenarioToday(name, now);
  const db = buildScenario(name, today, seed);
  const days = Math.round((today.getTime() - now.getTime()) / 86400000);
  if (days) db.meta.clockOffset = days * 86400000;
  return db;
}
