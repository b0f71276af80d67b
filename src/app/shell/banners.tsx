import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { useConfig, useCurrentUser, useServices } from '../../kernel/services';
import { fillPlaceholders } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { useModule } from '../../kernel/module-cache';
import { sendHeldDecisions } from '../../kernel/decisions-in-hand';

/** Spec 1 section 1: while connected as another user, a banner says so and offers a way out. */
export function ImpersonationBanner() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const { session } = useServices();
  const leaving = useSelector(session, (s) => s.matches({ signedIn: 'leavingConnectedUser' }));
  if (!user?.isConnectToUser) return null;
  return (
    <div className="banner banner-warning impersonation-banner" role="status">
      <Icon name="user" />
      <span>{fillPlaceholders(t('impersonation.banner'), user.fullname)}</span>
      <button type="button" className="btn btn-small" disabled={leaving} onClick={() => void sendHeldDecisions().then(() => session.send({ type: 'session.leaveConnectedUser' }))}>
        {t('impersonation.leave')}
      </button>
    </div>
  );
}

/** Whether the build carries the demo (build.mjs): a production build holds none of its code. */
declare const __DEMO__: boolean | undefined;

/**
 * The demo and sandbox bar's code. start.tsx loads it with a signed-in first
 * screen: a bar drawn after the shell pushed the whole page down (issue 25,
 * a layout shift of 0.8). Its stand-in keeps the bar's place meanwhile.
 */
export const loadDemoBar = typeof __DEMO__ === 'undefined' || __DEMO__ ? () => import('../../features/demo/demo-bar') : null;

function DemoBarSlot({ load }: { load: NonNullable<typeof loadDemoBar> }) {
  const m = useModule(load, 'demo');
  return m ? <m.default /> : <div className="demo-bar" />;
}

/** Demo and sandbox are never confusable with production: a bar says which, with its tools. */
export function ModeBanner() {
  const config = useConfig();
  if (config.mode === 'production' || !loadDemoBar) return null;
  return (
    <Suspense fallback={<div className="demo-bar" />}>
      <DemoBarSlot load={loadDemoBar} />
    </Suspense>
  );
}
