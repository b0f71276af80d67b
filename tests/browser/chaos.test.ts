import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAll } from '../chaos/chaos-run';
import { writeFigures } from '../figures';

/**
 * The bounded chaos run of `npm test`: the main flow of every area once, with
 * the in-page server failing 20 % of calls and waiting 0 to 2 s on each.
 * `CHAOS_SEED=n` replays a run; `npm run chaos` is the long soak.
 */
test('every area’s main flow survives 20 % errors and 0–2 s latency: messages shown, nothing typed lost, nothing sent twice', async () => {
  const seed = Number(process.env.CHAOS_SEED ?? 20261121);
  const results = await runAll({ seed, rounds: 1, parallel: 3 });
  writeFigures('chaos', {
    seed,
    flowsRun: results.length,
    flowsPassed: results.filter((r) => r.passed).length,
    faultsInjected: results.reduce((s, r) => s + r.faultsInjected, 0),
    submits: results.reduce((s, r) => s + r.submits, 0),
    failedSubmitsRetried: results.reduce((s, r) => s + r.failedSubmits, 0),
    readsRetried: results.reduce((s, r) => s + r.retriedReads, 0),
    violations: results.flatMap((r) => r.violations.map((v) => `${r.flow} (seed ${r.seed}): ${v}`)),
  });
  // Every flow must finish: a step that never showed is a stuck screen (a failed read with no retry) or a kit race, both bugs.
  const failed = results.flatMap((r) => r.violations.map((v) => `${r.flow} (replay with CHAOS_SEED=${seed}): ${v}`));
  assert.equal(failed, []);
  assert.is(results.length, 7);
  assert.is(results.filter((r) => r.passed).length, 7);
});

test.run();
