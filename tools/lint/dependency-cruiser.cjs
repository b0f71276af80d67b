/**
 * The layers as rules (issue 23 item 6), checked by `npm run lint` over src, machines, server-fake,
 * tests and build.mjs. Type-only imports count: a layer that may not import another may not borrow
 * its types either. The README's 'Layout' says the same in prose.
 */
const feature = '^src/features/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle anywhere (lazy imports included): a circle makes load order decide what a module sees.',
      from: { path: '^(src|machines|server-fake)/' },
      to: { circular: true },
    },
    {
      name: 'machines-pure',
      severity: 'error',
      comment: 'Statecharts are pure lifecycle logic: they import xstate, each other and src/domain, nothing else.',
      from: { path: '^machines/' },
      to: { pathNot: ['^machines/', '^src/domain/', '^node_modules/xstate/'] },
    },
    {
      name: 'feature-not-app',
      severity: 'error',
      comment: 'src/app only composes: features stand on the kernel and are composed there, never the other way round.',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'feature-not-other-feature',
      severity: 'error',
      comment:
        "Features do not import each other: what two areas share moves down to the kernel or src/ui. One exception: the dashboard decides the areas' records in place (issue 26 item 1) through the same statecharts as their panels, so it may take an area's effects file (its machine bound to the API), and nothing else of it.",
      from: { path: feature },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/(leave|documents|expenses|forms|interventions)/[a-z-]+\\.effects\\.ts$'] },
    },
    {
      name: 'feature-layers',
      severity: 'error',
      comment: 'A feature stands on the kernel, ui, api, realtime, machines, domain and i18n (and npm packages).',
      from: { path: '^src/features/' },
      to: { pathNot: ['^src/features/', '^src/(kernel|ui|api|realtime|domain|i18n)/', '^machines/', '^node_modules/'] },
    },
    {
      name: 'ui-holds-no-actor',
      severity: 'error',
      comment: 'src/ui is presentational: no statechart, no API call, no realtime, nothing from the kernel, app or features.',
      from: { path: '^src/ui/' },
      to: { path: ['^machines/', '^src/(api|realtime|kernel|app|features)/', '^node_modules/(xstate|@xstate/react)/'] },
    },
    {
      name: 'kernel-not-features',
      severity: 'error',
      comment: 'The kernel is what every area stands on: it imports no feature and nothing of src/app.',
      from: { path: '^src/kernel/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'one-confirm-dialog',
      severity: 'error',
      comment:
        "Asking before acting has one drawing (issue 35 item 4): the confirm and reason dialogs share dialog-frame.tsx, and nothing else draws an alert dialog; a view asks through ConfirmDialog (with useConfirm or a record's asking state) or ReasonDialog.",
      from: { path: '^src/', pathNot: '^src/ui/(confirm|reason)-dialog\\.tsx$' },
      to: { path: ['^src/ui/dialog-frame\\.tsx$', '^node_modules/@radix-ui/react-alert-dialog/'] },
    },
    {
      name: 'dialogs-in-their-frames',
      severity: 'error',
      comment:
        "Radix's dialog is used by the app's frames only (the side panel, the confirm dialogs' frame, the file viewer, the search and the demo's diagram): a view opens one of those rather than a dialog of its own.",
      from: { path: '^src/', pathNot: '^src/(ui/(side-panel|dialog-frame)|kernel/file-viewer|features/shell/global-search|features/demo/machine-diagram)\\.tsx$' },
      to: { path: '^node_modules/@radix-ui/react-dialog/' },
    },
    {
      name: 'fake-server-only-lazily',
      severity: 'error',
      comment:
        'The fake server never weighs on production: src reaches it only through the lazy import of server-fake/boot in src/app/start.tsx (startFakeBackendAfter), which esbuild drops from the production build.',
      from: { path: '^src/', pathNot: '^src/app/start\\.tsx$' },
      to: { path: '^server-fake/' },
    },
    {
      name: 'fake-server-boot-lazy',
      severity: 'error',
      comment: 'The one way in, src/app/start.tsx, loads server-fake/boot with a dynamic import() and nothing else of it.',
      from: { path: '^src/app/start\\.tsx$' },
      to: { path: '^server-fake/', pathNot: '^server-fake/boot\\.ts$' },
    },
    {
      name: 'fake-server-boot-is-dynamic',
      severity: 'error',
      comment: 'A static import of the fake server would put Mirage and the company data in the first load.',
      from: { path: '^src/app/start\\.tsx$' },
      to: { path: '^server-fake/', dynamic: false },
    },
    {
      name: 'fake-server-stands-on-domain',
      severity: 'error',
      comment:
        "The fake server plays the real backend, so it knows the contract and nothing of the client: it imports itself, src/domain (schemas, codes, rules both sides share), fixtures/, the headers every server of ours sends (security-headers.mjs) and packages. One exception, src/i18n: an export sheet is written in the caller's language with the screens' own words (locales/*.json), durations and number readings, and a second copy of those would drift from what people see; src/i18n stands only on src/domain (rule 'i18n-stands-on-domain').",
      from: { path: '^server-fake/' },
      to: { pathNot: ['^server-fake/', '^src/domain/', '^src/i18n/', '^fixtures/', '^security-headers\\.mjs$', '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'i18n-stands-on-domain',
      severity: 'error',
      comment: 'src/i18n (set-up, words, formats, number reading) imports only itself, src/domain and packages: the fake server may use it without reaching the client through it.',
      from: { path: '^src/i18n/' },
      to: { pathNot: ['^src/i18n/', '^src/domain/', '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'domain-stands-alone',
      severity: 'error',
      comment: 'src/domain is what the client and the fake server share: it imports only itself and packages.',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'not-to-tests',
      severity: 'error',
      comment: 'Test code is never part of the app or the fake server.',
      from: { path: '^(src|machines|server-fake)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves to a file or an installed package.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^tools/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Package 'exports' (wouter/use-browser-location and the like) resolve as esbuild and TypeScript resolve them.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], mainFields: ['module', 'main', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
