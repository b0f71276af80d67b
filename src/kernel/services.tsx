import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AppConfig } from '../domain/config';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/shared/session.machine';
import type { RealtimeActor } from '../realtime/realtime-service';
import { allows, type PermissionRule } from './permissions';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface AppServices {
  config: AppConfig;
  session: SessionActor;
  /** Created after the first paint, with the connection (start.tsx); no view reads it. */
  realtime?: RealtimeActor;
}

const Ctx = createContext<AppServices | null>(null);

export function AppServicesProvider({ value, children }: { value: AppServices; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useServices(): AppServices {
  const s = useContext(Ctx);
  if (!s) throw new Error('AppServicesProvider missing');
  return s;
}

export const useConfig = () => useServices().config;

export function useSessionSelector<T>(selector: (s: ReturnType<SessionActor['getSnapshot']>) => T): T {
  return useSelector(useServices().session, selector);
}

export const useCurrentUser = () => useSessionSelector((s) => s.context.user);
export const usePermissions = () => useSessionSelector((s) => s.context.permissions);

/** True when the signed-in user holds at least one of the codes. */
export function useCan(rule: PermissionRule): boolean {
  const permissions = usePermissions();
  return allows(permissions, rule);
}
