// What wouter, react-i18next and @xstate/react import as use-sync-external-store's shim (build.mjs, `alias`): React 19
// has the hook. The package's own main entry hands React's over too, but warns in development builds.
export { useSyncExternalStore } from 'react';
