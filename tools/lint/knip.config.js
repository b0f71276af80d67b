// Unused files, exports and dependencies (knip), for `npm run lint`. The package.json scripts are
// entries of their own (knip reads them): run-all, run-suite, the model runner, the bench, chaos, dates.
export default {
  entry: [
    'src/main.tsx',
    // build.mjs hands it to esbuild as the one copy of FullCalendar's stylesheet injector.
    'src/vendor/stylesheet-singleton.ts',
    // build.mjs bundles it on its own and inlines it in index.html (the first paint's frame and language).
    'src/app/first-paint-script.ts',
    'tests/**/*.test.{ts,tsx}',
    // The model runner finds its bindings and UI adapters by listing their folders.
    'tests/model/**/*.ts',
    // The bench builds this page itself, and compare.ts is run by hand (README 'Performance benchmark').
    'tests/bench/floor/main.tsx',
    'tests/bench/compare.ts',
    'tests/bench/static-child.mjs',
  ],
  project: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server-fake/**/*.ts', 'fixtures/**/*.ts', 'tests/**/*.{ts,tsx,mjs}', '*.mjs'],
  // An export also used in its own file (a schema part, a timing constant, a helper its module
  // composes) is named to be read there; dead code is what nobody uses, and that knip still reports.
  ignoreExportsUsedInFile: true,
  ignoreIssues: {
    // The type inferred from each schema is the domain's vocabulary, there whether or not a view names it yet.
    'src/domain/**': ['types'],
  },
  // a11y.test.ts reads axe-core's script file through require.resolve, which knip does not follow.
  ignoreDependencies: ['axe-core'],
};
