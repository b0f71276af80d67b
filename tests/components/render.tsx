import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { createActor, fromPromise } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nextProvider } from 'react-i18next';
import { sessionMachine, type RestoredSession } from '../../machines/shared/session.machine';
import { realtimeMachine } from '../../machines/shared/realtime.machine';
import { AppServicesProvider } from '../../src/kernel/services';
import { initI18n } from '../../src/i18n/i18n';
import type { SessionGrant } from '../../src/domain/session';

let ready: Promise<unknown> | null = null;
/** French with every namespace loaded, once per run. */
export function i18nReady() {
  ready ??= initI18n({ getItem: () => 'fr' }).then(() => i18next.loadNamespaces(['common', 'shell', 'deferred', 'people', 'session']));
  return ready;
}

export function grantFor(permissions: string[], userId = 7): SessionGrant {
  return {
    token: 't', refreshToken: 'r', expiresAt: Date.now() + 60000, permissions,
    user: { userId, fullname: 'Salma Bennani', picturePath: null, fonction: 'Comptable', client: 'Atlas Industries', chatAccessLevel: 'EnableChat', isConnectToUser: false },
  };
}

/** Renders inside the app's providers with a signed-in session and a memory router. */
export async function renderWithApp(ui: ReactNode, o: { permissions?: string[]; path?: string; grant?: SessionGrant; logout?: () => Promise<void> } = {}) {
  await i18nReady();
  const g = o.grant ?? grantFor(o.permissions ?? []);
  // A returning user: the stored profile and refresh token, then the access token renewed from it.
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restore: fromPromise<RestoredSession | null>(async () => ({ refreshToken: g.refreshToken, user: g.user, permissions: g.permissions, location: o.path ?? '/' })),
        refresh: fromPromise(async () => g),
        // The server's answer to the logout call, when a test holds it.
        ...(o.logout ? { logout: fromPromise(o.logout) } : {}),
      },
    }),
  ).start();
  await new Promise((r) => setTimeout(r, 0));
  const realtime = createActor(realtimeMachine).start();
  const location = memoryLocation({ path: o.path ?? '/', record: true });
  const config = { mode: 'demo' as const, apiBaseUrl: '', hubUrl: '/chathub', clientName: 'Atlas', schedulerLicenseKey: '' };
  const utils = render(
    <I18nextProvider i18n={i18next}>
      <AppServicesProvider value={{ config, session, realtime }}>
        <Router hook={location.hook}>{ui}</Router>
      </AppServicesProvider>
    </I18nextProvider>,
  );
  return { ...utils, session, location };
}
