import type { NoServerCalls } from './walk';

/** The demo area: the guided tour drives the page (clicks, waits for elements), it calls no API. */
export const demoBindings: NoServerCalls[] = [
  { machine: 'sandbox', none: 'its actors act on the browser: the sandboxes kept in IndexedDB, the in-page database and the page reload; no API call' },
  { machine: 'demo.tour', none: 'its actors act on the page (wait for an element, click it); the tour itself sends no API call' },
];
