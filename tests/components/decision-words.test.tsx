import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { DecisionStatus, HeldDecision, HeldInFooter } from '../../src/ui/decision-buttons';
import { i18nReady } from './render';

/**
 * A decision is said in the record's own word where the language makes it agree (persona review s34): in Arabic a
 * leave and an expense note are feminine, as their status badges and their charts say ('مرفوضة'), where the row and the
 * footer said 'مرفوض'; a document request (طلب) keeps the masculine. French says 'Refusée' for every record.
 */
const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/i18n/locales');
const status = (lng: string, ns: string, key: string) => (JSON.parse(readFileSync(path.join(locales, lng, `${ns}.json`), 'utf8')) as Record<string, string>)[key];

test.before(async () => void (await i18nReady()));
test.after.each(async () => {
  cleanup();
  await i18next.changeLanguage('fr');
});

const noop = () => {};
const footer = (id: string, tags: string[], held: string) => ({ machine: { id }, context: { held }, hasTag: (t: string) => tags.includes(t) });

test('Arabic: a held or sent decision on a leave or a note reads as its status badge; on a document request, the masculine', async () => {
  await act(async () => void (await i18next.changeLanguage('ar')));
  const held = render(<HeldDecision refusal decision="reject" kind="leaveRequest" onUndo={noop} />);
  assert.is(held.container.querySelector('.decision-taken')!.textContent, status('ar', 'leave', 'status.rejected'));
  held.unmount();
  const accepted = render(<DecisionStatus refusal={false} decision="accept" kind="leaveRequest" sending={false} sent />);
  assert.ok(accepted.container.textContent!.startsWith(status('ar', 'leave', 'status.accepted')), accepted.container.textContent!);
  accepted.unmount();
  const refunded = render(<HeldInFooter s={footer('expenseNote', ['held'], 'refund')} send={noop} />);
  assert.is(refunded.container.querySelector('.decision-taken')!.textContent, status('ar', 'expenses', 'status.refund'));
  refunded.unmount();
  const cancelled = render(<HeldInFooter s={footer('leaveRequest', ['held', 'refusal'], 'cancel')} send={noop} />);
  assert.is(cancelled.container.querySelector('.decision-taken')!.textContent, status('ar', 'leave', 'status.cancelled'));
  cancelled.unmount();
  const document = render(<HeldInFooter s={footer('documentRequest', ['held', 'refusal'], 'refuse')} send={noop} />);
  assert.is(document.container.querySelector('.decision-taken')!.textContent, status('ar', 'documents', 'status.refused'));
});

test('French: one word whatever the record', async () => {
  for (const kind of ['leaveRequest', 'expenseNote', 'documentRequest', undefined]) {
    const r = render(<HeldDecision refusal decision="reject" kind={kind} onUndo={noop} />);
    assert.is(r.container.querySelector('.decision-taken')!.textContent, 'Refusée', String(kind));
    r.unmount();
  }
});

test.run();
