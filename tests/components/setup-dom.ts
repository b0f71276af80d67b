import { GlobalRegistrator } from '@happy-dom/global-registrator';

/** Component tests render into happy-dom; React is told it runs under act(). */
GlobalRegistrator.register({ url: 'http://localhost:8080/', width: 1280, height: 800 });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
