import * as z from 'zod';
import { envelope } from '../domain/envelope';
import { persona, type Persona } from '../domain/session';
import { callData } from './client';
import { pathOf } from './paths';

const personasAnswer = envelope(z.array(persona));

/** Demo and sandbox: the ready-made accounts (login page, demo bar, guided tours); asked for without a token. */
export const loadPersonas = (): Promise<Persona[]> => callData(pathOf('auth.personas'), { schema: personasAnswer, anonymous: true });
