import { login } from '../../api/session-api';
import type { SessionActor } from '../../app/session-service';
import type { Persona } from '../../domain/session';

/** Demo: sign in as another persona without going through the sign-out. */
export async function switchPersona(session: SessionActor, p: Pick<Persona, 'userName' | 'password'>) {
  const grant = await login({ userName: p.userName, password: p.password });
  session.send({ type: 'session.switched', grant });
}
