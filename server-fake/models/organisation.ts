import { tableOf } from '../db/db';
import type { OrgUser } from '../../fixtures/organisation';

export type UserRow = OrgUser & { permissions: string[]; online: boolean; lastSeen: string | null };
export interface NamedRow { id: number; name: string }
export interface FonctionRow extends NamedRow { departementId: number }
export interface AreaRow extends NamedRow { siteId: number }
export interface CurrencyRow extends NamedRow { code: string; symbol: string }
export interface CountryRow extends NamedRow { code: string }
export interface RegimeRow extends NamedRow { hoursPerDay: number }

export const users = tableOf<UserRow>('users', ['departementId', 'userName', 'managerId']);
export const departements = tableOf<NamedRow>('departements');
export const sites = tableOf<NamedRow>('sites');
export const areas = tableOf<AreaRow>('areas', ['siteId']);
export const societies = tableOf<NamedRow>('societies');
export const fonctions = tableOf<FonctionRow>('fonctions');
export const teams = tableOf<NamedRow>('teams');
export const contractTypes = tableOf<NamedRow>('contractTypes');
export const regimes = tableOf<RegimeRow>('regimes');
export const workHours = tableOf<NamedRow & { start: string; end: string }>('workHours');
export const departureReasons = tableOf<NamedRow>('departureReasons');
export const currencies = tableOf<CurrencyRow>('currencies');
export const countries = tableOf<CountryRow>('countries');
