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
