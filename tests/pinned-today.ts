/**
 * Issue 33 item 1: every test runs on one pinned 'today' unless it is about
 * dates. Imported first by the Node runners (tests/run-suite.ts,
 * tests/model/cli.ts): before src/domain/clock.ts is loaded, MINTRH_TODAY is
 * set to this instant unless the caller gave one (`npm run test:dates`, the
 * sweep of tests/sweep.ts); the browser harness starts every page's clock
 * there too. The seed's own day (tests/unit/fake-api.ts builds the company on
 * 16 November 2026 at 09:00 UTC), an hour later: an ordinary Monday
 * mid-month, mid-morning, no month end, no clock change, the same day in UTC
 * and in Europe.
 */
export const PINNED_TODAY = '2026-11-16T10:00:00Z';

const env = process.env;
if (!env.MINTRH_TODAY) env.MINTRH_TODAY = PINNED_TODAY;
