/**
 * `npm run test:model -- --help` (or `-h`) prints this and exits. cli.ts
 * imports this module first: ESM evaluates imports in order, so the usage
 * shows before the models and the walk's modules are loaded.
 */
const usage = `npm run test:model [-- options]

Walks every registered statechart and prints, per machine, states, transitions,
guards and spec rules covered out of the total, the paths generated and the failures.

  --criterion states|transitions|guards|paths
                   machine level (default transitions: every state, every transition and
                   every guard both ways; 'guards' is the same)
  --max-length N   bound for --criterion paths (default 8)
  --sample N --seed S   a seeded sample of the paths
  --machine ID     only that machine ('leave*': ids starting with 'leave')
  --list           the machine ids and their model files, then stops
  --path I         replay only path I (with --machine); with --ui, that UI path in one page
  --machine-only   only the machine-level walks and the fake-server walk (no browser)
  --fake-path I    (with --machine) replay only path I against the fake server
  --ui             also walk the paths through the real UI (default unless --machine-only)
  --ui-criterion states|transitions   what the UI walk must cover (default transitions)
  --adapted-only   the UI gate applies only to machines with a UI adapter
  --after-machines (with --ui) the machine-level and fake-server walks are read back from
                   tests/.output/model-machines.json, written by a whole --machine-only run just
                   before (npm test runs both), not walked again
  --pages N        pages in parallel for the UI walk (default 2)
  --production --api URL --hub URL   UI walk of read-only adapters against a real API
  --junit FILE     also JUnit XML (a suite per part of the walk, a case per machine)
  --help, -h       this text

Examples:
  npm run test:model -- --machine-only
  npm run test:model -- --machine expenseNote
  npm run test:model -- --machine session --path 3
  npm run test:model -- --ui --machine shell.reminderEditor --path 0

Writes tests/.output/model-report.json and model-report.html. The guide: docs/testing.md.`;

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
