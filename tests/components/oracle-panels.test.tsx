import type { ComponentType } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import LeaveDetailPanel from '../../src/features/leave/leave-detail-panel';
import NoteDetailPanel from '../../src/features/expenses/note-detail-panel';
import RequestDetailPanel from '../../src/features/documents/request-detail-panel';
import type { PanelProps } from '../../src/kernel/panel-registry';
import { fakeApi } from '../unit/fake-api';
import { permissionTable, type RecordKind } from '../model/oracle/permissions';
import { actionsOf, assertNamesIds, bothSides, expected, isGap } from '../model/oracle/expected';
import { subjectsFor } from '../model/oracle/subjects';
import { serverAdapters, worldOf } from '../model/oracle/server-cells';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Issue 24 item 2, level (c): the detail panels of a leave request, an
 * expense note and a document request show an action's button exactly where
 * the spec's table (tests/model/oracle/permissions.ts) says the viewer may
 * act. Each cell writes a fresh record of the status on the fake server (as
 * tests/unit/oracle-fake-server.test.ts does), signs the subject in and
 * renders the panel with the subject's session; the panel's calls reach the
 * fake server's dispatcher.
 */
const api = fakeApi();
const { world, signIn } = worldOf(api);
const { signInWith } = serveFromDispatcher(test, api, ['leave', 'expenses', 'documents']);
test.after.each(() => cleanup());

interface UiAdapter {
  panel: ComponentType<PanelProps>;
  /** What shows once the record is read. */
  loaded: string;
  /** Whether the action is offered on screen. */
  shown: Record<string, () => boolean>;
}
const button = (ns: string, key: string) => () => screen.queryAllByRole('button', { name: i18next.t(key, { ns }) }).length > 0;

const uiAdapters: Partial<Record<RecordKind, UiAdapter>> = {
  leaveRequest: {
    panel: LeaveDetailPanel,
    loaded: '[data-testid="leave-status"]',
    shown: {
      cancel: button('leave', 'detail.cancelRequest'), accept: button('leave', 'detail.accept'), reject: button('leave', 'detail.reject'),
      edit: button('leave', 'detail.edit'), delete: button('leave', 'detail.delete'),
    },
  },
  expenseNote: {
    panel: NoteDetailPanel,
    loaded: '[data-testid="note-total"]',
    shown: {
      submit: button('expenses', 'action.submit'), validate: button('expenses', 'action.validate'), refund: button('expenses', 'action.refund'),
      reject: button('expenses', 'action.reject'), cancel: button('expenses', 'action.cancelNote'), edit: button('expenses', 'action.edit'),
      delete: button('expenses', 'action.delete'), editExpenses: button('expenses', 'action.addExpense'),
    },
  },
  documentRequest: {
    panel: RequestDetailPanel,
    loaded: '.documents-detail',
    shown: {
      accept: button('documents', 'action.accept'), refuse: button('documents', 'action.refuse'), process: button('documents', 'action.process'),
      edit: button('documents', 'action.edit'), delete: button('documents', 'action.delete'),
      upload: () => screen.queryAllByText(i18next.t('upload.pick', { ns: 'documents' })).length > 0,
    },
  },
};

async function panelAgrees(kind: RecordKind, name: string) {
  const ui = uiAdapters[kind]!;
  const server = serverAdapters[kind]!;
  assertNamesIds(name, kind, (action) => !!ui.shown[action]);
  const actions = actionsOf(kind).filter((a) => ui.shown[a.action]);
  const wrong: string[] = [];
  let cells = 0;
  const sides = bothSides();
  for (const status of permissionTable[kind].statuses)
    for (const subject of subjectsFor(kind))
      for (const relation of server.relations.filter((r) => !r.serverOnly)) {
        const s = signIn(subject);
        const row = server.insert(world, status, relation.arrange(world, s));
        try {
          // The flags as the server gives them to this viewer; a record the viewer may not read has no panel to judge.
          const flags = server.read(s, row.id);
          if (!flags) continue;
          const { container } = await renderWithApp(<ui.panel params={{ id: row.id }} onClose={() => {}} panelKey={row.id} />, { grant: signInWith(s.token, s.permissions, s.id) });
          await waitFor(() => assert.ok(container.ownerDocument.querySelector(ui.loaded), `${kind} ${row.id} did not load`), { timeout: 3000 });
          for (const { action } of actions) {
            const want = expected('ui', kind, action, status, { permissions: s.permissions, role: s.role, owner: relation.owner, flags });
            if (isGap(want)) continue;
            const got = ui.shown[action]();
            cells++;
            sides.add(action, want);
            if (got !== want) wrong.push(`${action} · ${status} · ${subject.name} · ${relation.name} ${JSON.stringify(flags)}: table ${want ? 'may' : 'may not'}, panel ${got ? 'shows it' : 'does not'}`);
          }
        } finally {
          cleanup();
          server.cleanUp(world, row);
        }
      }
  assert.ok(cells > 100, `${cells} cells`);
  assert.equal(sides.missing(), [], 'every action asked both ways');
  assert.equal(wrong, [], `${wrong.length} of ${cells} cells disagree`);
}

test('S2.4.01 S2.4.03 S2.4.04 S2.4.06 S2.6.01 S2.6.02 S2.6.03 S2.6.05 S2.6.06 leave request panel: cancel, accept, reject, edit and delete shown exactly where the spec\'s table says', () =>
  panelAgrees('leaveRequest', 'S2.4.01 S2.4.03 S2.4.04 S2.4.06 S2.6.01 S2.6.02 S2.6.03 S2.6.05 S2.6.06'));

test('S3.4.04 S3.4.05 S3.4.06 S3.4.07 S3.4.08 S3.4.09 S3.4.10 S3.4.11 S3.4.13 S3.6.04 S3.6.05 S3.6.06 expense note panel: submit, validate, refund, reject, the X, edit, delete and add an expense shown exactly where the spec\'s table says', () =>
  panelAgrees('expenseNote', 'S3.4.04 S3.4.05 S3.4.06 S3.4.07 S3.4.08 S3.4.09 S3.4.10 S3.4.11 S3.4.13 S3.6.04 S3.6.05 S3.6.06'));

test('S3.4.01 S3.4.02 S3.4.03 S3.6.01 S3.6.02 S3.6.03 document request panel: accept, refuse, process, edit, delete and the upload shown exactly where the spec\'s table says', () =>
  panelAgrees('documentRequest', 'S3.4.01 S3.4.02 S3.4.03 S3.6.01 S3.6.02 S3.6.03'));

test.run();
