import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { closeHarness, openApp, revealCards, signInAs } from './harness';
import { decisionKinds } from '../../src/kernel/decision-kinds';

/**
 * Every cached read belongs to one person (issue 34 item 3): switching
 * person from the demo bar (the five personas, and the owner connected as
 * the employee) without a reload, each dashboard card shows the figures the
 * fake server gives that person, asked in the page with that person's token,
 * never those of the person before.
 */
const wide = { width: 1440, height: 1000 };

interface Figures {
  leaveRequests: number[] | null;
  documents: number[] | null;
  expenses: number[] | null;
  projects: number[] | null;
  decisions: Record<string, number>;
}

const cards = ['leaveRequests', 'documents', 'expenses', 'projects'] as const;

/** What the cards show: each number in document order (a donut's centre, then its legend), null for a card not shown. */
const shown = (page: Page) =>
  page.evaluate((): Figures & { who: string; loading: boolean } => {
    const card = (k: string) => document.querySelector(`[data-card="${k}"]`);
    const nums = (k: string, sel: string) => {
      const el = card(k);
      return el ? [...el.querySelectorAll(sel)].map((e) => parseInt((e.textContent ?? '').trim(), 10)) : null;
    };
    const decisions: Record<string, number> = {};
    for (const s of document.querySelectorAll<HTMLElement>('[data-card="decisions"] [data-kind]')) {
      const badge = s.querySelector('h3 .badge');
      if (badge) decisions[s.dataset.kind!] = parseInt(badge.textContent ?? '', 10);
    }
    return {
      who: document.querySelector('h1')?.textContent ?? '',
      loading: !!document.querySelector('[data-card] .stat-skeleton, [data-card] [aria-busy="true"]'),
      leaveRequests: nums('leaveRequests', '.bar-value'),
      documents: nums('documents', '.donut-center, .legend-value'),
      expenses: nums('expenses', '.donut-chart .donut-center, .donut-chart .legend-value'),
      projects: nums('projects', '.donut-center, .legend-value'),
      decisions,
    };
  });

/**
 * The same figures as the fake server gives the signed-in person, asked
 * through its API with their token; a card the person may not read (403)
 * is not expected on the dashboard.
 */
const expected = (page: Page) =>
  page.evaluate(async (leaveDeciders: readonly string[]): Promise<Figures & { userId: number; fullname: string }> => {
    const ctx = (globalThis as unknown as { __mintrh: { session: { getSnapshot(): { context: { token: string; permissions: string[]; user: { userId: number; fullname: string } } } } } }).__mintrh.session.getSnapshot().context;
    const ask = async <T,>(path: string, body?: unknown): Promise<T | null> => {
      const res = await fetch(path, { method: body ? 'POST' : 'GET', headers: { Authorization: `Bearer ${ctx.token}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
      return res.ok ? ((await res.json()) as { data: T }).data : null;
    };
    const me = ctx.user.userId;
    const count = await ask<{ waiting: number; mine: number }>('/api/demandeconge/GetCount');
    const docs = await ask<{ total: number; onHold: number; accepted: number; refused: number; processed: number }>('/api/demanddocument/statistic');
    const notes = await ask<Array<{ status: number; count: number }>>('/api/Notes/NoteStatistics');
    const projects = await ask<{ total: number; active: number; inactive: number; activeMembers: number; disabledMembers: number }>('/api/project/ProjectsStatistics');
    const noteCount = notes?.reduce((s, r) => s + r.count, 0) ?? 0;
    // The expense statuses 0 to 5 in their order (draft, pending, success, refund, rejected, canceled).
    const byStatus = [0, 1, 2, 3, 4, 5].map((code) => notes?.find((r) => r.status === code)?.count ?? 0);
    const waitingLeave = await ask<{ total: number }>('/api/demandeconge/GetDemandes', { waiting: true, page: 1, pageSize: 10 });
    const docsOnHold = await ask<{ items: Array<{ isApprover: boolean }> }>('/api/demanddocument/listing', { status: 0, page: 0, pageSize: 50 });
    const notesPending = await ask<{ notes: Array<{ affectedUserId: number }> }>('/api/Notes/List', { status: 1, currentPage: 0, pageSize: 50 });
    const decisions: Record<string, number> = {};
    if (waitingLeave) decisions.leave = waitingLeave.total;
    if (docsOnHold) decisions.documents = docsOnHold.items.filter((d) => d.isApprover).length;
    // Nobody decides on their own note (spec 3 section 4).
    if (notesPending) decisions.notes = notesPending.notes.filter((n) => n.affectedUserId !== me).length;
    return {
      userId: me,
      fullname: ctx.user.fullname,
      // 'Awaiting my decision' only for whoever decides leave, or has some waiting.
      leaveRequests: count && (ctx.permissions.some((p) => leaveDeciders.includes(p)) || count.waiting ? [count.waiting, count.mine] : [count.mine]),
      documents: docs && (docs.total ? [docs.total, docs.onHold, docs.accepted - docs.processed, docs.refused, docs.processed] : []),
      expenses: notes && (noteCount ? [noteCount, ...byStatus] : []),
      projects: projects && [projects.total, projects.active, projects.inactive, projects.activeMembers + projects.disabledMembers, projects.activeMembers, projects.disabledMembers],
      decisions,
    };
  }, decisionKinds.leave);

/** Picks a choice of the demo bar's 'Voir en tant que' (no reload: the in-page server and its data stay). */
async function switchTo(page: Page, value: string) {
  await page.locator('[data-testid="persona-switch"]').selectOption(value);
}

/** The dashboard's cards for the person signed in, compared once they have all answered. */
async function cardsMatchServer(page: Page, label: string) {
  await revealCards(page);
  const want = await expected(page);
  const first = want.fullname.split(' ')[0]!;
  // The cards the dashboard shows this person (by its permission rules); the server may answer more than it shows.
  const figures = (g: Figures, on: Figures = g) => Object.fromEntries(cards.filter((k) => on[k] !== null).map((k) => [k, g[k]]));
  const same = (g: Awaited<ReturnType<typeof shown>>) =>
    JSON.stringify(figures(g)) === JSON.stringify(figures(want, g)) && JSON.stringify(both(g.decisions, want.decisions)[0]) === JSON.stringify(both(g.decisions, want.decisions)[1]);
  let got = await shown(page);
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline && (got.loading || !got.who.includes(first) || !same(got))) {
    await page.waitForTimeout(250);
    got = await shown(page);
  }
  assert.ok(got.who.includes(first), `${label}: the dashboard greets ${first} (it says '${got.who}')`);
  assert.ok(cards.some((k) => got[k] !== null), `${label}: the dashboard shows figures`);
  for (const k of cards) {
    if (got[k] !== null) assert.equal(got[k], want[k], `${label}: the '${k}' card shows the server's figures for ${want.fullname}`);
  }
  const [shownCounts, serverCounts] = both(got.decisions, want.decisions);
  assert.equal(shownCounts, serverCounts, `${label}: what awaits ${want.fullname}'s decision is counted as the server says`);
  return want;
}

/** The decision kinds the card shows whose count is asked of the server here (responses and interventions are not): shown, then the server's. */
const both = (shownCounts: Record<string, number>, server: Record<string, number>) => {
  const kinds = Object.keys(server).filter((k) => k in shownCounts);
  return [Object.fromEntries(kinds.map((k) => [k, shownCounts[k]])), Object.fromEntries(kinds.map((k) => [k, server[k]]))];
};

test('switching between the five personas and "connected as" without a reload: every card shows the figures of the person shown', async () => {
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'hr');
    await page.locator('[data-card="decisions"] [data-kind]').first().waitFor({ timeout: 30000 });
    const hr = await cardsMatchServer(page, 'hr');
    const values = await page.locator('[data-testid="persona-switch"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    assert.ok(values.length >= 6, `five personas and 'connected as' are offered (${values.join(', ')})`);
    const seen = new Set<number>([hr.userId]);
    let last = hr.userId;
    // Every choice in turn, then back to the first: HR → the others → connected as → HR again.
    const current = await page.locator('[data-testid="persona-switch"]').inputValue();
    for (const v of [...values.filter((x) => x !== current), current]) {
      await switchTo(page, v);
      await page.waitForFunction((prev) => (globalThis as unknown as { __mintrh: { session: { getSnapshot(): { context: { user?: { userId: number } | null } } } } }).__mintrh.session.getSnapshot().context.user?.userId !== prev, last, { timeout: 20000 });
      await page.waitForURL((u) => u.pathname === '/', { timeout: 20000 });
      const who = await cardsMatchServer(page, v);
      seen.add(who.userId);
      last = who.userId;
    }
    assert.ok(seen.size >= 5, `five people were shown (${[...seen].join(', ')})`);
    assert.equal(t.errors, [], 'no page errors');
  } finally {
    await t.close();
  }
});

test.after(closeHarness);
test.run();
