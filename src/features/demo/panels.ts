import type { PanelLoaders } from '../../kernel/panel-registry';

/** Whether the build carries the demo (build.mjs): a production build holds none of these panels. */
declare const __DEMO__: boolean | undefined;

/** Demo and sandbox panels: they only ever open outside production. */
export const demoPanels: PanelLoaders =
  typeof __DEMO__ === 'undefined' || __DEMO__
    ? {
        'demo.control': () => import('./demo-control-panel'),
        'demo.sandboxes': () => import('./sandbox-panel'),
      }
    : {};
