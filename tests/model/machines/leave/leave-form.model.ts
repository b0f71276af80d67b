import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { leaveFormMachine } from '../../../../machines/leave/leave-form.machine';
import { leaveRequests, leaveTypes } from '../../../../server-fake/models/leave';
import { files } from '../../../../server-fake/models/session';
import { systemNow } from '../../../../src/domain/clock';
import type { LeaveType } from '../../../../src/domain/leave';
import { leaveFormLogic } from '../../../../src/features/leave/leave-form.effects';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { ModelEvent, UiAdapter, UiContext } from '../../ui/types';
import { arrivedBy, successToast } from '../../ui/ui-helpers';
import { leaveRequestComplete } from '../../oracle/outcomes';
import { NADIA, request } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const type = (id: number): LeaveType => ({ id, name: `T${id}`, color: '#000', textColor: '#fff', IsProjectLinked: false, IsExcatTimeRequired: false, noticeDays: 0, unit: 0 });

const balance = { balance: 22, used: 2, pending: 1, available: 19, unit: 0 };

const entry: RegisteredMachine = {
  id: 'leaveForm',
  file: 'leave/leave-form.machine.ts',
  machine: leaveFormMachine,
  input: { currentUserId: 1 },
  // Two people in the picker double the states the values make: more room than the default 20,000.
  limit: 60000,
  // Spec 2 §6 (S2.6.08): opened for a given user, the form offers no employee picker.
  inputs: [{ name: 'opened for a given user', input: { currentUserId: 1, userId: 7 } }],
  // A request is sent only with its requester, its type and its dates (spec 2 §5; the reading in oracle/outcomes.ts).
  outcomes: [
    { spec: ['S2.5.01'], rule: 'a leave request is sent with fk_User, fk_RegimeType and its dates', event: 'leave.submit', where: (s) => s.matches('editing'), follows: { call: 'upload' }, expect: (_, c) => leaveRequestComplete(c.values) },
    // The picker's person (S2.6.08) books under their own rules (their projects): read unless the rules held are already this type's and this person's.
    { spec: ['S2.6.08'], rule: "the person picked gets the type's rules read for them", event: 'leave.setUser', where: (s) => (s.matches({ editing: 'ready' }) || s.matches({ editing: 'noType' })) && !s.context.fixedUser, follows: { call: 'loadRules' }, expect: (e, c) => c.values.fk_RegimeType > 0 && c.rulesFor !== `${c.values.fk_RegimeType}:${Number(e.userId)}` },
  ],
  // Value events repeat what the form holds, so the traversal explores states rather than every combination of typing.
  events: [
    done('loadForm', { types: [type(1), type(5)], values: null }),
    // Editing a request that has attachments: its type and dates come with it.
    done('loadForm', { types: [type(1), type(5)], values: { fk_RegimeType: 1, startDate: '2026-12-01', endDate: '2026-12-02' }, existingFiles: [{ id: 3, name: 'a.pdf' }, { id: 4, name: 'b.pdf' }] }),
    error('loadForm'), { type: 'leave.retry' },
    { type: 'leave.setUser', userId: 1 }, { type: 'leave.setUser', userId: 7 }, { type: 'leave.setType', typeId: 1 },
    done('loadRules', { rules: { dates: ['2026-12-31'], weekdays: [], holidays: [] }, notice: 3, projects: [] }), error('loadRules'),
    done('compute', { balance, year: 2026, count: { value: 2, unit: 0 } }), error('compute'),
    { type: 'leave.setDates', startDate: '2026-12-01', endDate: '2026-12-02' }, { type: 'leave.setDates', startDate: '2026-12-31', endDate: '2026-12-31' },
    { type: 'leave.setHalf', morning: false, afternoon: false }, { type: 'leave.setTimes', startTime: '', endTime: '' },
    { type: 'leave.setField', field: 'description', value: '' }, { type: 'leave.setFiles', files: [] }, { type: 'leave.removeFile', id: 3 }, done('removeFile', 3), error('removeFile'),
    // The upload child's answer: the request on record, or refused with the server's message.
    { type: 'leave.submit' }, done('upload', { success: true }), error('upload', { message: 'Error.Unknown' }), { type: 'leave.abort' },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * The leave request form's UI adapter (machines/leave/leave-form.machine.ts):
 * the panel 'leave.form' with the shared range picker, new or editing a
 * request with attachments.
 */
// ── The request form (spec 2 section 2): Nadia requests for herself or someone else, or edits a request with attachments.
type FormWorld = { mode: 'new' | 'edit' | null; type: 'none' | 'annual' | 'hourly'; files: number };

const form = (page: Page) => page.getByRole('dialog', { name: /^(Nouvelle demande de congé|Modifier la demande de congé)$/ });

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** A Monday to Wednesday five weeks ahead, past the notice period and the year-end inventory day (as the leave browser test). */
function period() {
  const d = new Date(systemNow() + 35 * 86400000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  if (d.getUTCMonth() === 11 && d.getUTCDate() >= 22) d.setUTCDate(d.getUTCDate() + 14);
  return { start: iso(d), end: iso(new Date(d.getTime() + 2 * 86400000)) };
}

/** Across the year's inventory day, blocked for annual leave: the range is refused at once. */
const blockedPeriod = () => {
  const y = new Date(systemNow()).getUTCFullYear();
  return { start: `${y}-12-28`, end: `${y + 1}-01-04` };
};

async function pickRange(ui: UiContext, r: { start: string; end: string }) {
  const f = form(ui.page);
  await f.getByRole('button', { name: /Période/ }).click();
  const pop = f.getByRole('dialog', { name: /Période/ });
  for (const day of [r.start, r.end]) {
    await pop.getByLabel('Année', { exact: true }).selectOption(String(Number(day.slice(0, 4))));
    await pop.getByLabel('Mois', { exact: true }).selectOption(String(Number(day.slice(5, 7)) - 1));
    await pop.locator(`button[data-day="${day}"]`).click();
  }
}

const isEditLoad = (e: ModelEvent) => e.type === 'xstate.done.actor.loadForm' && !!(e.output as { values: unknown }).values;

const next = (ui: UiContext) => ui.path.steps.slice(ui.step);

export const leaveFormAdapter: UiAdapter = {
  machine: 'leaveForm',
  persona: 'hr',
  writes: ['leave.submit', 'leave.removeFile'],
  // Not the dashboard: its balance card reads the leave types too, and took the failure armed for the form's load (a CI run's path 1).
  home: '/forms',
  async start(ui) {
    // The path's first load says whether it edits a request with attachments or creates one.
    const edit = ui.path.steps.some((s) => isEditLoad(s.event));
    if (!edit) {
      await ui.openPanel('leave.form', {});
      await form(ui.page).waitFor();
      return;
    }
    const id = await ui.backend((b: any) => {
      // Runs in the page: its own clock (pinned there when a test pins the day).
      const today = new Date().toISOString().slice(0, 10);
      const r = (b.db.table('leaveRequests').all() as Array<{ id: number; userId: number; typeId: number; status: string; startDate: string }>).find((x) => x.userId === 1 && x.typeId === 1 && x.status === 'En_Cour' && x.startDate > today);
      if (!r) return null;
      const fileIds = ['justificatif.pdf', 'planning.pdf'].map((name) => b.db.table('files').insert({ name, mimeType: 'application/pdf', size: 12, content: 'walk', ownerId: 1, area: 'leave' }).id);
      b.db.table('leaveRequests').update(r.id, { fileIds });
      return r.id;
    });
    if (!id) throw new Error('no pending annual leave request of Yasmine ahead');
    await ui.openPanel('leave.form', { id });
    await form(ui.page).waitFor();
  },
  actions: {
    'leave.retry': (ui) => form(ui.page).getByRole('alert').getByRole('button', { name: 'Réessayer' }).click(),
    async 'leave.setUser'(ui) {
      const box = form(ui.page).getByRole('combobox', { name: 'Collaborateur' });
      const chosen = await box.getAttribute('placeholder');
      const who = chosen?.includes('Yasmine') ? 'Karim' : 'Yasmine';
      await box.fill(who);
      await form(ui.page).getByRole('option', { name: new RegExp(who) }).first().click();
    },
    async 'leave.setType'(ui) {
      const select = form(ui.page).getByRole('combobox', { name: /Type de congé/ });
      const now = await select.inputValue();
      await select.selectOption({ label: now === '1' ? 'Absence horaire' : 'Congé annuel' });
    },
    async 'leave.setDates'(ui, e) {
      await pickRange(ui, e.startDate === e.endDate ? blockedPeriod() : period());
    },
    'leave.setHalf': (ui) => form(ui.page).getByRole('checkbox', { name: 'Matin' }).click(),
    async 'leave.setTimes'(ui) {
      const start = form(ui.page).getByLabel('Heure de début', { exact: true });
      await start.fill((await start.inputValue()) === '09:00' ? '10:00' : '09:00');
    },
    async 'leave.setField'(ui) {
      const remark = form(ui.page).getByRole('textbox', { name: 'Remarque' });
      await remark.fill((await remark.inputValue()) === 'Parcours du modèle' ? 'Parcours du modèle, suite' : 'Parcours du modèle');
    },
    'leave.setFiles': (ui) => form(ui.page).getByTestId('file-input').setInputFiles({ name: `piece-${Date.now()}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 walk') }),
    'leave.removeFile': (ui) => form(ui.page).getByRole('button', { name: /^Supprimer la pièce jointe/ }).first().click(),
    async 'leave.submit'(ui) {
      // An abort follows: the upload made slow (a refusal is armed by the executor, from `faults`).
      if (next(ui)[0]?.event.type === 'leave.abort') await ui.latency(1500);
      await form(ui.page).locator('.side-panel-footer').getByRole('button', { name: 'Enregistrer' }).click();
    },
    'leave.abort': (ui) => form(ui.page).getByRole('button', { name: 'Interrompre' }).click(),
  },
  interruptible: ['leaveForm.submitting'],
  faults: {
    'xstate.error.actor.loadForm': { method: 'GET', path: '^/api/(typeconge/list|demandeconge/GetInfo/\\d+)$' },
    'xstate.error.actor.loadRules': { method: 'POST', path: '^/api/demandeconge/DaysOff$' },
    'xstate.error.actor.compute': { method: 'POST', path: '^/api/solde/GetHolidaySolde$' },
    'xstate.error.actor.removeFile': { method: 'GET', path: '^/api/demandeconge/DeleteFile/\\d+$' },
    'xstate.error.actor.upload': { method: 'POST', path: '^/api/demandeconge/(Create|Edit)$', status: 400 },
  },
  states: {
    async 'leaveForm.loadFailed'(ui) {
      await form(ui.page).getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'leaveForm.editing.noType'(ui) {
      await form(ui.page).getByText("Choisissez d'abord un type de congé").waitFor();
      if (!(await form(ui.page).getByRole('button', { name: /Période/ }).isDisabled())) throw new Error('the period can be picked before a type');
      if (arrivedBy(ui) === 'leave.submit') await form(ui.page).locator('.field-error').getByText('Ce champ est obligatoire').waitFor();
    },
    async 'leaveForm.editing.ready'(ui) {
      const f = form(ui.page);
      await f.getByTestId('leave-balance').waitFor();
      const by = arrivedBy(ui);
      if (by === 'xstate.error.actor.upload' || by === 'leave.abort' || by === 'xstate.error.actor.compute' || by === 'xstate.error.actor.loadRules' || by === 'leave.submit') await f.getByRole('alert').first().waitFor();
      if (by === 'leave.abort' || by === 'xstate.error.actor.upload') {
        // What was typed stays after a failed or interrupted send.
        if ((await f.getByRole('button', { name: /Période/ }).textContent())?.includes('Choisir une date')) throw new Error('the period was lost after a failed send');
      }
      // A range across a blocked day is refused at once, the dates picked before stay.
      const step = ui.path.steps[ui.step - 1]?.event;
      if (by === 'leave.setDates' && step?.startDate === step?.endDate) await f.getByRole('alert').filter({ hasText: 'Cette date ne peut pas être choisie pour ce type de congé' }).waitFor();
    },
    async 'leaveForm.saved'(ui) {
      await form(ui.page).waitFor({ state: 'detached' });
      await successToast(ui.page).waitFor();
    },
  },
  world: { mode: null, type: 'none', files: 0 } as FormWorld,
  track(w: FormWorld, e) {
    if (e.type === 'xstate.done.actor.loadForm') return isEditLoad(e) ? { mode: 'edit', type: 'annual', files: 2 } : { mode: 'new', type: 'none', files: 0 };
    if (e.type === 'leave.setType') return { ...w, type: w.type === 'annual' ? 'hourly' : 'annual' };
    if (e.type === 'xstate.done.actor.removeFile') return { ...w, files: Math.max(0, w.files - 1) };
    return w;
  },
  feasible(e, c, from) {
    const w = from.world as FormWorld;
    if (e.type === 'xstate.done.actor.loadForm') return w.mode === null || isEditLoad(e) === (w.mode === 'edit');
    const typed = c.values?.fk_RegimeType > 0;
    switch (e.type) {
      case 'leave.setUser':
        return w.mode !== 'edit';
      case 'leave.removeFile':
        return w.mode === 'edit' && w.files > 0;
      case 'leave.setDates':
        // The range picker waits for a type and its rules; the blocked range needs the rules to be refused at once.
        return typed && w.type === 'annual' && (e.startDate !== e.endDate || !!c.rules);
      case 'leave.setHalf':
        return typed && w.type === 'annual';
      case 'leave.setTimes':
        return typed && w.type === 'hourly';
      case 'leave.submit':
        // A complete hourly request needs its times: the walk sends complete requests of annual leave only.
        return w.type !== 'hourly' || !c.values?.startDate;
      default:
        return true;
    }
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/**
 * The form: Nadia requests annual leave (type 1) for herself or for Yasmine,
 * or edits a pending request of Yasmine's with two attachments. The model's
 * blocked day (31 December) is made a blocked day of annual leave.
 */
type ServerFormWorld = { mode: 'new' | 'edit' | null; files: number };

const leaveForm: FakeBinding = {
  machine: 'leaveForm',
  persona: 'hr',
  like: leaveFormAdapter,
  world: { mode: null, files: 0 } as ServerFormWorld,
  track(w: ServerFormWorld, e) {
    if (e.type === 'xstate.done.actor.loadForm') return isEditLoad(e) ? { mode: 'edit', files: 2 } : { mode: 'new', files: 0 };
    if (e.type === 'xstate.done.actor.removeFile') return { ...w, files: Math.max(0, w.files - 1) };
    return w;
  },
  feasible(e, _c, from) {
    const w = from.world as ServerFormWorld;
    if (e.type === 'xstate.done.actor.loadForm') return w.mode === null || isEditLoad(e) === (w.mode === 'edit');
    if (e.type === 'leave.setUser') return w.mode !== 'edit';
    if (e.type === 'leave.removeFile' || e.type === 'xstate.done.actor.removeFile' || e.type === 'xstate.error.actor.removeFile') return w.mode === 'edit' && w.files > 0;
    return true;
  },
  faults: leaveFormAdapter.faults,
  seed(w) {
    const t = leaveTypes(w.db).get(1)!;
    leaveTypes(w.db).update(1, { blockedDates: [...t.blockedDates, '2026-12-31'] });
    // Nobody is away on the model's dates: no overlap refusal.
    for (const r of leaveRequests(w.db).all()) if (r.startDate <= '2026-12-02' && r.endDate >= '2026-12-01' && [1, NADIA].includes(r.userId)) leaveRequests(w.db).remove(r.id);
    w.data.before = leaveRequests(w.db).all().length;
    if (!w.path.steps.some((s) => isEditLoad(s.event))) return;
    const r = leaveRequests(w.db).all().find((x) => x.userId === 1 && x.typeId === 1 && x.status === 'En_Cour' && x.startDate > '2026-11-21')!;
    const fileIds = ['justificatif.pdf', 'planning.pdf'].map((name) => files(w.db).insert({ name, mimeType: 'application/pdf', size: 12, content: 'walk', ownerId: 1, area: 'leave' } as never).id);
    leaveRequests(w.db).update(r.id, { fileIds });
    w.data.id = r.id;
    w.data.fileIds = fileIds;
  },
  input: (w) => ({ id: w.data.id, currentUserId: NADIA }),
  provide: () => leaveFormLogic(() => {}, () => {}),
  event(e, w) {
    // The first attachment still there.
    if (e.type === 'leave.removeFile') return { ...e, id: (w.data.removing = request(w)!.fileIds.find((f) => w.data.fileIds.includes(f))) };
    if (e.type === 'leave.setField') return { ...e, value: `Parcours ${w.path.index}` };
    return e;
  },
  checks: {
    'xstate.done.actor.upload': (w, s) => {
      const v = (s.context as { values: { description: string } }).values;
      if (w.data.id) assert.is(request(w)!.description, v.description, 'the edit is recorded');
      else assert.is(leaveRequests(w.db).all().length, w.data.before + 1, 'one request created');
    },
    'xstate.error.actor.upload': (w) => {
      if (!w.data.id) assert.is(leaveRequests(w.db).all().length, w.data.before, 'a refused send created nothing');
    },
    'xstate.done.actor.removeFile': (w) => assert.not.ok(request(w)!.fileIds.includes(w.data.removing), 'the attachment is detached'),
    'xstate.error.actor.removeFile': (w) => assert.ok(request(w)!.fileIds.includes(w.data.removing), 'a failed removal kept it'),
  },
};

export const model: MachineModel = { entry, server: leaveForm, ui: leaveFormAdapter };
