import { connectAs, login } from '../../api/session-api';
import type { SessionActor } from '../../kernel/services';
import type { Persona } from '../../domain/session';
import { sendHeldDecisions } from '../../kernel/decisions-in-hand';

/**
 * Demo: sign in as another persona without going through the sign-out. What the person leaving decided and still
 * holds goes first, in their name (issue 36 item 1).
 */
export async function switchPersona(session: SessionActor, p: Pick<Persona, 'userName' | 'password'>) {
  await sendHeldDecisions();
  const grant = await login({ userName: p.userName, password: p.password });
  session.send({ type: 'session.switched', grant });
}

/**
 * Demo: an administrator connected as another user (spec 1 section 1): sign
 * in as the administrator, connect as the user with that token, and keep the
 * grant that says so (the impersonation banner shows for it).
 */
export async function connectAsPersona(session: SessionActor, admin: Pick<Persona, 'userName' | 'password'>, userId: number) {
  await sendHeldDecisions();
  const grant = await login({ userName: admin.userName, password: admin.password });
  session.send({ type: 'session.switched', grant: await connectAs(grant.token, userId) });
}
