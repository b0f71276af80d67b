/**
 * Every namespace has a file per language under locales/<lng>/<ns>.json.
 * Explicit imports let esbuild split each one into its own small chunk:
 * an area's words load with the area.
 */
type Loader = () => Promise<{ default: Record<string, string> }>;

/** Whether the build carries the demo (build.mjs): the demo's words (its bar, tours, personas, the statecharts' inspector) ride only with it. */
declare const __DEMO__: boolean | undefined;
const noWords: Loader = () => Promise.resolve({ default: {} });

export const namespaces = ['common', 'shell', 'deferred', 'people', 'session', 'dashboard', 'cards', 'leave', 'chat', 'documents', 'expenses', 'forms', 'interventions', 'inventory', 'projects', 'settings', 'demo', 'statecharts'] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * `common` and `shell` hold the words of the first screen; `deferred` the words that only code loaded after it reads
 * (the shared controls, panels, pager and file picker, the header's menus, the toasts): every module loaded lazily
 * brings them (kernel/module-cache.ts), except the pages a start shows first, the dashboard and the sign-in page,
 * which read none (tests/unit/perf-first-load.test.ts holds it). A key is looked up in its namespace, then in
 * `common`, then in `deferred` (i18n.ts). In the same way the dashboard's cards have their words in `cards`, which
 * come with the cards after the first paint (features/dashboard/work-card.tsx), not with the page.
 */
export const firstScreens: readonly Namespace[] = ['dashboard', 'session'];

/** The namespaces a lazily loaded module reads: its own, and the deferred words unless it is a first screen. */
export const wordsOf = (ns: Namespace | null | undefined): Namespace[] => (ns && firstScreens.includes(ns) ? [ns] : ns ? [ns, 'deferred'] : ['deferred']);

export const loaders: Record<string, Record<Namespace, Loader>> = {
  fr: {
    common: () => import('./locales/fr/common.json'),
    shell: () => import('./locales/fr/shell.json'),
    deferred: () => import('./locales/fr/deferred.json'),
    people: () => import('./locales/fr/people.json'),
    session: () => import('./locales/fr/session.json'),
    dashboard: () => import('./locales/fr/dashboard.json'),
    cards: () => import('./locales/fr/cards.json'),
    leave: () => import('./locales/fr/leave.json'),
    chat: () => import('./locales/fr/chat.json'),
    documents: () => import('./locales/fr/documents.json'),
    expenses: () => import('./locales/fr/expenses.json'),
    forms: () => import('./locales/fr/forms.json'),
    interventions: () => import('./locales/fr/interventions.json'),
    inventory: () => import('./locales/fr/inventory.json'),
    projects: () => import('./locales/fr/projects.json'),
    settings: () => import('./locales/fr/settings.json'),
    demo: typeof __DEMO__ === 'undefined' || __DEMO__ ? () => import('./locales/fr/demo.json') : noWords,
    statecharts: typeof __DEMO__ === 'undefined' || __DEMO__ ? () => import('./locales/fr/statecharts.json') : noWords,
  },
  ar: {
    common: () => import('./locales/ar/common.json'),
    shell: () => import('./locales/ar/shell.json'),
    deferred: () => import('./locales/ar/deferred.json'),
    people: () => import('./locales/ar/people.json'),
    session: () => import('./locales/ar/session.json'),
    dashboard: () => import('./locales/ar/dashboard.json'),
    cards: () => import('./locales/ar/cards.json'),
    leave: () => import('./locales/ar/leave.json'),
    chat: () => import('./locales/ar/chat.json'),
    documents: () => import('./locales/ar/documents.json'),
    expenses: () => import('./locales/ar/expenses.json'),
    forms: () => import('./locales/ar/forms.json'),
    interventions: () => import('./locales/ar/interventions.json'),
    inventory: () => import('./locales/ar/inventory.json'),
    projects: () => import('./locales/ar/projects.json'),
    settings: () => import('./locales/ar/settings.json'),
    demo: typeof __DEMO__ === 'undefined' || __DEMO__ ? () => import('./locales/ar/demo.json') : noWords,
    statecharts: typeof __DEMO__ === 'undefined' || __DEMO__ ? () => import('./locales/ar/statecharts.json') : noWords,
  },
  es: {
    common: () => import('./locales/es/common.json'),
    shell: () => import('./locales/es/shell.json'),
    deferred: () => import('./locales/es/deferred.json'),
    people: () => import('./locales/es/people.json'),
    session: () => import('./locales/es/session.json'),
    dashboard: () => import('./locales/es/dashboard.json'),
    cards: () => import('./locales/es/cards.json'),
    leave: () => import('./locales/es/leave.json'),
    chat: () => import('./locales/es/chat.json'),
    documents: () => import('./locales/es/documents.json'),
    expenses: () => import('./locales/es/expenses.json'),
    forms: () => import('./locales/es/forms.json'),
    interventions: () => import('./locales/es/interventions.json'),
    inventory: () => import('./locales/es/inventory.json'),
    projects: () => import('./locales/es/projects.json'),
    settings: () => import('./locales/es/settings.json'),
    demo: typeof __DEMO__ === 'undefined' || __DEMO__ ? () => import('./locales/es/demo.json') : noWords,
    statecharts: typeof __DEMO__ === 'undefined' || __DEMO__ ? () => import('./locales/es/statecharts.json') : noWords,
  },
  en: {
    common: () => import('./locales/en/common.json'),
    shell: () => import('./locales/en/shell.json'),
    deferred: () => import('./locales/en/deferred.json'),
    people: () => import('./locales/en/people.json'),
    session: () => import('./locales/en/session.json'),
    dashboard: () => import('./locales/en/dashboard.json'),
    cards: () => import('./locales/en/cards.json'),
    leave: () => import('./locales/en/leave.json'),
    chat: () => import('./locales/en/chat.json'),
    documents: () => import('./locales/en/documents.json'),
    expenses: () => import('./locales/en/expenses.json'),
    forms: () => import('./locales/en/forms.json'),
    interventions: () => import('./locales/en/interventions.json'),
    inventory: () => import('./locales/en/inventory.json'),
    projects: () => import('./locales/en/projects.json'),
    settings: () => import('./locales/en/settings.json'),
    demo: typeof __DEMO__ === 'undefined' || __DEMO__ ? () => import('./locales/en/demo.json') : noWords,
    statecharts: typeof __DEMO__ === 'undefined' || __DEMO__ ? () => import('./locales/en/statecharts.json') : noWords,
  },
};
