import type { RealtimeActor } from '../realtime/realtime-service';

/** The longest a sign-out waits for the realtime connection to stop before it tells the server anyway. */
export const STOP_BEFORE_LOGOUT_MS = 1000;

let before: (() => Promise<void>) | null = null;

/** What must end on this side before the server is told the session ends: the app's realtime connection (start.tsx). */
export function beforeSessionEnds(run: (() => Promise<void>) | null) {
  before = run;
}

/** Runs it, bounded: a hub that does not answer never holds the sign-out. */
export async function endingSession(limitMs = STOP_BEFORE_LOGOUT_MS) {
  if (!before) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([before().catch(() => {}), new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)))]);
  clearTimeout(timer);
}

/**
 * Stops the realtime statechart and resolves once it is idle, its SignalR connection stopped: the client closes its
 * own hub connection before the logout call (the server closes any it still holds, issue 33 item 4).
 */
export function stopRealtime(realtime: RealtimeActor): Promise<void> {
  return new Promise((resolve) => {
    if (realtime.getSnapshot().matches('idle')) return resolve();
    const sub = realtime.subscribe((s) => {
      if (!s.matches('idle')) return;
      sub.unsubscribe();
      resolve();
    });
    realtime.send({ type: 'realtime.stop' });
  });
}
