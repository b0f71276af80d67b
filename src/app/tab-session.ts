import type { SessionGrant } from '../domain/session';
import { createStore } from '../domain/store';

/**
 * Tabs of one browser share one session (issue 37 item 5). The API rotates
 * tokens on each renewal, so two tabs renewing on their own knocked each
 * other's tokens out, and a sign-out in one left the others signed in.
 * - One renewal at a time across tabs: the Web Locks API's lock; a tab that
 *   waited for it takes the grant another tab has just told instead of
 *   spending its own, already rotated, refresh token.
 * - What one tab learns is told to the others over a BroadcastChannel: held
 *   in memory by the browser, never written where a script could read it back.
 * Where either API is missing (old browsers, Node tests) a tab works alone, as before.
 * Production only: in the demo and the sandbox each tab runs its own fake
 * server, whose tokens mean nothing to another tab's.
 */
export type TabMessage =
  | { type: 'renewed'; grant: SessionGrant }
  | { type: 'switched'; grant: SessionGrant }
  | { type: 'ended'; userId: number | null }
  /** A tab just opened (or reloaded) asks for the grant in force, rather than renewing and knocking out the others' tokens. */
  | { type: 'ask'; userId: number }
  | { type: 'current'; grant: SessionGrant };

const CHANNEL = 'mintrh-session';
const LOCK = 'mintrh-session-renewal';

let channel: BroadcastChannel | null = null;
let lastTold: string | null = null;
/** Answers of other tabs to this tab's ask, by person. */
const asked = new Map<number, (g: SessionGrant) => void>();

/** Production's start turns the sharing on. */
export function shareSessionAcrossTabs(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  // Answers to this tab's ask (or a renewal another tab made meanwhile), heard whoever listens for the rest.
  channel.addEventListener('message', (e: MessageEvent<TabMessage>) => {
    if (e.data.type === 'current' || e.data.type === 'renewed') asked.get(e.data.grant.user.userId)?.(e.data.grant);
    // The newest grant told, for a renewal waiting under the lock (heard from the start, whoever else listens).
    if (e.data.type === 'renewed' || e.data.type === 'switched') told.set(e.data.grant);
    if (e.data.type === 'ended') told.set(null);
  });
  // Node (unit tests): an open channel would keep the process alive; browsers have no such method.
  (channel as { unref?: () => void }).unref?.();
}
/** The newest grant another tab told, for a renewal that waited for the lock. */
const told = createStore<SessionGrant | null>(null);

export function tellOtherTabs(message: Extract<TabMessage, { type: 'renewed' | 'switched' | 'ended' }>): void {
  // The renewal tells its grant inside the lock, and the statechart tells it again when it takes it: once is enough.
  if (message.type === 'renewed' && message.grant.token === lastTold) return;
  if (message.type !== 'ended') lastTold = message.grant.token;
  channel?.postMessage(message);
}

/** What other tabs tell, until the returned function is called. */
export function hearOtherTabs(listener: (message: Exclude<TabMessage, { type: 'current' }>) => void): () => void {
  const heard = channel;
  if (!heard) return () => {};
  const on = (e: MessageEvent<TabMessage>) => {
    if (e.data.type === 'current') return;
    listener(e.data);
  };
  heard.addEventListener('message', on);
  // Node (unit tests): a listener refs the channel again.
  (heard as { unref?: () => void }).unref?.();
  return () => heard.removeEventListener('message', on);
}

/**
 * Renews the session, one tab at a time. `spent` is the refresh token this
 * tab would spend. Under the lock: a grant of the same person another tab
 * told since (another refresh token) is the renewal; a stored refresh token
 * newer than `spent` means another tab renewed a moment ago and its message
 * is on its way (the lock can reach this tab first): it is waited for,
 * briefly; so it is when the lock table shows the token this tab would
 * spend marked spent by another tab (storage can be read late). Otherwise
 * this tab marks the token spent, renews, and tells the others before it
 * lets the lock go.
 */
export async function renewOnce(userId: number | null, spent: string | null, renew: (refreshToken: string | null) => Promise<SessionGrant>, stored: () => string | null = () => null, restored = false): Promise<SessionGrant> {
  const locks = channel ? (globalThis.navigator as Navigator | undefined)?.locks : undefined;
  // A tab opened beside others of the same person takes their grant: its own renewal would rotate the tokens under
  // the calls they are making (each then refused once, 401, before taking the new ones).
  if (restored && userId !== null) {
    const current = await askOtherTabs(userId);
    if (current) return current;
  }
  const run = async () => {
    const fresh = () => newerThan(spent);
    const newerThan = (...tokens: Array<string | null>) => {
      const g = told.get();
      return g && g.user.userId === userId && !tokens.includes(g.refreshToken) ? g : null;
    };
    const now = stored();
    if (!fresh() && channel && now && now !== spent) await toldWith(now, 1000);
    const toSpend = now ?? spent;
    // Storage and messages reach this tab late under load (storage was read stale here, then fresh inside the call,
    // and the token another tab had just renewed was spent again): the lock table is never behind.
    if (!fresh() && locks && userId !== null && toSpend && (await spentElsewhere(locks, userId, toSpend))) {
      await toldWhere(() => !!newerThan(spent, toSpend), TOLD_MS);
      const theirs = newerThan(spent, toSpend);
      if (theirs) return theirs;
      // No word (the tab closed mid-renewal): the newest token stored, if it has come.
      const later = stored();
      if (later && later !== toSpend) return renewSpending(locks, userId, later, renew);
    }
    const taken = fresh();
    if (taken) return taken;
    return renewSpending(locks, userId, toSpend, renew);
  };
  return locks ? locks.request(LOCK, run) : run();
}

async function renewSpending(locks: LockManager | undefined, userId: number | null, token: string | null, renew: (refreshToken: string | null) => Promise<SessionGrant>) {
  if (locks && userId !== null && token) await markSpent(locks, userId, token);
  const grant = await renew(token);
  tellOtherTabs({ type: 'renewed', grant });
  return grant;
}

/** How long a tab waits for the grant of a renewal another tab is known to have made (its message is on its way). */
const TOLD_MS = 3000;
/** How long a spent refresh token stays marked: far longer than the queue of tabs waiting for the renewal lock. */
const SPENT_MS = 60_000;

/** A short digest of a refresh token for a lock's name (the names are readable by any script of the origin). */
function digest(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
/** The lock a tab holds for a while after spending a refresh token: other tabs see it in the lock table at once. */
export const spentLockName = (userId: number, token: string, tab = TAB) => `mintrh-spent:${userId}:${digest(token)}:${tab}`;

/** Marks `token` spent by this tab: resolves once the lock is held, so it shows before the renewal lock is let go. */
function markSpent(locks: LockManager, userId: number, token: string): Promise<void> {
  return new Promise<void>((held) => {
    locks
      .request(spentLockName(userId, token), () => {
        held();
        return new Promise<void>((r) => {
          const kept = setTimeout(r, SPENT_MS);
          // Node (unit tests): the mark never keeps the process alive.
          (kept as unknown as { unref?: () => void }).unref?.();
        });
      })
      .catch(() => held());
  });
}

/** Whether another tab has spent this refresh token (Web Locks' query()). */
async function spentElsewhere(locks: LockManager, userId: number, token: string): Promise<boolean> {
  if (!locks.query) return false;
  const mine = spentLockName(userId, token);
  const prefix = mine.slice(0, mine.lastIndexOf(':') + 1);
  const { held = [] } = await locks.query();
  return held.some((l) => l.name?.startsWith(prefix) && l.name !== mine);
}

/** Resolves once the told grant satisfies `ok`, or after `ms`. */
function toldWhere(ok: (g: SessionGrant | null) => boolean, ms: number): Promise<void> {
  if (ok(told.get())) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      off();
      resolve();
    };
    const off = told.subscribe(() => ok(told.get()) && done());
    const timer = setTimeout(done, ms);
  });
}
const toldWith = (refreshToken: string, ms: number) => toldWhere((g) => g?.refreshToken === refreshToken, ms);

/**
 * How long a tab just opened waits for another tab's grant, when the browser
 * says one holds this person's session: the channel answers within
 * milliseconds on a quiet machine, but a busy one (three tabs starting at
 * once) took more than the 120 ms once allowed, and the new tab's renewal
 * then knocked out the tokens of the others' calls. Without such a tab
 * nothing is waited for.
 */
const ASK_MS = 3000;
/** Without Web Locks (old browsers) a tab cannot know whether another holds the session: a short wait, as before. */
const ASK_BLIND_MS = 120;
const HOLDER = (userId: number) => `mintrh-signed-in:${userId}:`;
/** This tab's name among the locks (each tab holds its own, so it can tell the others' from its own). */
const TAB = `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
let releaseHold: (() => void) | null = null;

/**
 * While this tab holds a person's session it holds a Web Lock named after
 * them and itself, which the browser lets go when the tab closes: a tab that
 * opens waits for an answer only when another tab holds one (Web Locks'
 * query()).
 */
export function holdSession(userId: number | null): void {
  releaseHold?.();
  releaseHold = null;
  const locks = channel ? (globalThis.navigator as Navigator | undefined)?.locks : undefined;
  if (!locks || userId === null) return;
  const ask = new AbortController();
  let release = () => {};
  const kept = new Promise<void>((resolve) => (release = resolve));
  // Aborted while waiting (another person came first): the request is refused, which is what was wanted.
  locks.request(HOLDER(userId) + TAB, { signal: ask.signal }, () => kept).catch(() => {});
  releaseHold = () => {
    ask.abort();
    release();
  };
}

/** Whether another tab of this browser holds this person's session: true, false, or null when the browser cannot say. */
async function otherTabHolds(userId: number): Promise<boolean | null> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks?.query) return null;
  const { held = [] } = await locks.query();
  return held.some((l) => l.name?.startsWith(HOLDER(userId)) && l.name !== HOLDER(userId) + TAB);
}

/** The grant another tab holds for this person, still good for a while, or null when none answers in time. */
async function askOtherTabs(userId: number): Promise<SessionGrant | null> {
  const heard = channel;
  if (!heard) return null;
  const holds = await otherTabHolds(userId);
  if (holds === false) return null;
  return new Promise((resolve) => {
    const done = (g: SessionGrant | null) => {
      clearTimeout(timer);
      asked.delete(userId);
      resolve(g && g.expiresAt > Date.now() + 5000 ? g : null);
    };
    const timer = setTimeout(() => done(null), holds ? ASK_MS : ASK_BLIND_MS);
    asked.set(userId, done);
    heard.postMessage({ type: 'ask', userId } satisfies TabMessage);
  });
}

/** This tab's answer to another's ask: the grant it holds. */
export function answerOtherTab(grant: SessionGrant): void {
  channel?.postMessage({ type: 'current', grant } satisfies TabMessage);
}
