import type { PublicationEvent } from '../domain/form-publication';

/**
 * Something changed elsewhere: one typed feed per source of records. A
 * panel's save pushes to its source's feed (with what it knows of the
 * change, or nothing), the hub's notification about a source pushes to it
 * (realtime-service.ts, after parsing it once), and after a reconnect, or
 * when another sandbox tab changed the data (`requestResync`), every feed
 * fires, since what the gap hid is unknown. Views subscribe through the
 * kernel (`useResource(load, input, { refreshOn })`, `useChanges`). This
 * module stays light (no zod, no SignalR): views of the first load use it.
 */
export interface ChangeFeed<C = never> {
  readonly source: string;
  /** Something changed; `change` says what when the pusher knows (null after a resync or a notification). */
  push(change?: C): void;
  subscribe(listener: (change: C | null) => void): () => void;
}

const feeds: Array<ChangeFeed<never>> = [];

function changeFeed<C = never>(source: string): ChangeFeed<C> {
  const listeners = new Set<(change: C | null) => void>();
  const feed: ChangeFeed<C> = {
    source,
    push(change) {
      for (const l of [...listeners]) {
        try {
          l(change ?? null);
        } catch (e) {
          console.error(`change listener of ${source} failed`, e);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  feeds.push(feed as unknown as ChangeFeed<never>);
  return feed;
}

/** A form's publication moved (published, archived, deleted…): its lifecycle takes the move. */
export interface FormMove {
  formId: number;
  move: PublicationEvent['type'];
}

export const changes = {
  leave: changeFeed('leave'),
  documents: changeFeed('documents'),
  expenses: changeFeed('expenses'),
  forms: changeFeed<FormMove>('forms'),
  interventions: changeFeed('interventions'),
  inventory: changeFeed('inventory'),
  projects: changeFeed('projects'),
  policies: changeFeed('policies'),
  /** No source of its own (the bell, the chat): fires only after a reconnect or another tab's change. */
  resync: changeFeed('resync'),
};

/** The hub's notifications that say a source's records changed (their `sourceName`). */
const notifiedSources: Record<string, ChangeFeed<never>> = {
  CongeRequests: changes.leave,
  DocumentsRequest: changes.documents,
  CollaboratorExpensesRequests: changes.expenses,
  forms: changes.forms as unknown as ChangeFeed<never>,
};

/** A notification arrived (parsed): the feed of its source fires. */
export function pushNotified(notification: { sourceName: string }) {
  notifiedSources[notification.sourceName]?.push();
}

/** After a reconnect, or when another tab changed the data: every feed fires. */
export function requestResync() {
  for (const feed of feeds) feed.push();
}
