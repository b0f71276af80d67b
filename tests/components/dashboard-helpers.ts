import * as assert from 'uvu/assert';
import { waitFor, within } from '@testing-library/react';
import type { fakeApi } from '../unit/fake-api';

/** What the dashboard's component tests share: the cards by key, waiting for what must come, and the answers the fake server gave. */

/** A card's body (its calls, zod, its statecharts) is imported after the first paint: compiled on the fly here, slow on a busy machine. */
export const waitLong = { timeout: 20000 };

export const card = (key: string) => document.querySelector<HTMLElement>(`[data-card="${key}"]`);

/** An element that must be there: waitFor retries until it is. */
export const present = <E extends Element>(e: E | null | undefined): E => {
  if (!e) throw new Error('not there yet');
  return e;
};

/** The decision card's section of a kind (leave, documents, notes, responses, interventions), once drawn. */
export const decisionSection = (kind: string) => waitFor(() => present(card('decisions')?.querySelector<HTMLElement>(`[data-kind="${kind}"]`)), waitLong);

/** A row of a section by its record's id, once listed. */
export const rowOf = (section: HTMLElement, id: number) => waitFor(() => present(section.querySelector<HTMLElement>(`li[data-id="${id}"]`)), waitLong);

/** A row's button, once its record is read and the move is the viewer's. */
export const enabledButton = (row: HTMLElement, name: string) =>
  waitFor(() => {
    const b = within(row).getByRole('button', { name }) as HTMLButtonElement;
    assert.not.ok(b.disabled, `${name} enabled`);
    return b;
  }, waitLong);

/** Every answer the fake server gives while a test runs (reset it in before.each), and the 403s among them. */
export function recordAnswers(api: ReturnType<typeof fakeApi>) {
  const answered: Array<{ method: string; path: string; status: number }> = [];
  const handle = api.backend.dispatcher.handle.bind(api.backend.dispatcher);
  api.backend.dispatcher.handle = ((req: Parameters<typeof handle>[0]) => {
    const res = handle(req);
    answered.push({ method: req.method, path: req.path, status: res.status });
    return res;
  }) as typeof handle;
  return { answered, forbidden: () => answered.filter((a) => a.status === 403) };
}

/**
 * A decision taken in a row is held first (issue 36 item 1): the row says what was decided (`taken`) with 'Annuler' in
 * the buttons' place, and `before()` says nothing reached the server yet.
 */
export async function held(row: HTMLElement, taken: string, before: () => void) {
  await waitFor(() => assert.ok(within(row).getByRole('button', { name: 'Annuler' }), "'Annuler' in the row"), waitLong);
  assert.ok(within(row).getByText(taken), `the row says '${taken}'`);
  before();
}

/** The first leave row of the manager's decisions, once listed: its element and its request's id. */
export async function firstLeaveRow() {
  const section = await decisionSection('leave');
  const row = await waitFor(() => present(section.querySelector<HTMLElement>('li')), waitLong);
  return { section, row, id: Number(row.dataset.id) };
}
