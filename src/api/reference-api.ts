import * as z from 'zod';
import { envelope } from '../domain/envelope';
import { currencyList } from '../domain/expenses';
import { callData } from './client';

/** The organisation's reference lists of spec 4 (value and label), one function each. */
const items = envelope(z.array(z.object({ value: z.number(), text: z.string() })));

export const societies = () => callData('/api/society/list', { schema: items });
export const departments = () => callData('/api/departement/list', { schema: items });
export const functions = () => callData('/api/fonction/list', { schema: items });
export const sites = () => callData('/api/site/list', { schema: items });
/** The currencies the company uses (an expense note's, an inventory price's). */
export const currencies = () => callData('/api/settings/CurrencyList', { schema: currencyList });
