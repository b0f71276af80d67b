import { useEffect, useState } from 'react';

/**
 * Work that many components of one render would start in one task (a list's
 * rows each starting their statechart and its call, the cards in view each
 * loading) taken one piece a task instead: each waits for its turn, handed
 * out in the order asked, one per macrotask, so the main thread is never
 * held for the lot (issue 25: on a phone, Lighthouse counts every task over
 * 50 ms; the dashboard's decision rows starting together made one of about
 * 60 ms here, four times that on its phone). Between two turns the browser
 * paints and takes input.
 *
 * The macrotask is a MessageChannel message, as React's own scheduler's: no
 * 4 ms clamp after a few nested timers, and a test's paused page clock
 * (which stands setTimeout still) does not hold the page's rows back.
 */
const queue: Array<() => void> = [];
let channel: MessageChannel | null = null;
let posted = false;
/** Node's ports (the tests) keep the process alive while they listen: only while a turn is due. The browser's have neither. */
type NodePort = MessagePort & { ref?: () => void; unref?: () => void };

function runOne() {
  posted = false;
  const job = queue.shift();
  try {
    job?.();
  } finally {
    // The next turn is asked for after the job: the render the job scheduled (React's own message) goes first.
    if (queue.length) post();
    else (channel?.port1 as NodePort | undefined)?.unref?.();
  }
}

function post() {
  if (posted) return;
  posted = true;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runOne;
  }
  (channel.port1 as NodePort).ref?.();
  channel.port2.postMessage(null);
}

/** Runs `job` at its turn, in a task of its own; the returned function takes it out of the queue if it has not run. */
export function inTurn(job: () => void): () => void {
  queue.push(job);
  post();
  return () => {
    const at = queue.indexOf(job);
    if (at >= 0) queue.splice(at, 1);
  };
}

/** Whether this component's turn has come: false on its first render, true from its turn on. */
export function useTurn(): boolean {
  const [mine, setMine] = useState(false);
  useEffect(() => (mine ? undefined : inTurn(() => setMine(true))), [mine]);
  return mine;
}
