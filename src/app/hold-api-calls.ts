/**
 * Demo and sandbox: the fake backend starts once the first screen is drawn
 * (start.tsx, issue 20), so calls to the API made meanwhile wait for it
 * instead of reaching the static server. They go through the global `fetch`
 * when it is ready, which is then Mirage's (a call would slip past Mirage on
 * a reference taken before it started). If the backend cannot start, they
 * fail as a network error would.
 *
 * fetch only: the one XMLHttpRequest of the app (multipart uploads) is sent
 * from a form, and every form reads its data first, through fetch.
 */
const apiPath = /^\/(api|upload|chathub)(\/|$)/i;

export function holdApiCalls(ready: Promise<unknown>) {
  const native = globalThis.fetch;
  const held: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!apiPath.test(new URL(url, location.href).pathname)) return native(input, init);
    // Mirage's shutdown puts back what it found, this very function.
    return ready.then(() => (globalThis.fetch === held ? native : globalThis.fetch)(input, init));
  };
  globalThis.fetch = held;
}
