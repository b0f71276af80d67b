import { tableOf } from '../db/db';

export interface HardwareRow {
  id: number;
  title: string;
  category: string;
  brand: string;
  model: string;
  serialNumber: string;
  purchaseDate: string | null;
  warrantyEnd: string | null;
  price: number;
  /** The price's currency (a code of settings/CurrencyList). */
  currency: string;
  condition: string;
  siteId: number | null;
  notes: string;
  active: boolean;
  assignees: number[];
  createdDate: string;
}
export interface SoftwareRow {
  id: number;
  title: string;
  editor: string;
  version: string;
  category: string;
  licenceType: string;
  seats: number;
  billingDay?: number | null;
  expiryDate: string | null;
  price: number;
  /** The price's currency (a code of settings/CurrencyList). */
  currency: string;
  notes: string;
  active: boolean;
  assignees: number[];
  createdDate: string;
}
export type ItemKind = 'hardware' | 'software';
/** What happened to an item (created, updated, activated…). */
export interface ItemHistoryRow {
  id: number;
  kind: ItemKind;
  itemId: number;
  title: string;
  description: string | null;
  whoDid: number;
  date: string;
}
/** Who held an item and when. */
export interface AssignmentRow {
  id: number;
  kind: ItemKind;
  itemId: number;
  userId: number;
  assignedBy: number;
  assignedDate: string;
  unassignedDate: string | null;
}
export const hardware = tableOf<HardwareRow>('hardware');
export const software = tableOf<SoftwareRow>('software');
export const itemHistory = tableOf<ItemHistoryRow>('inventoryHistory', ['itemId']);
export const assignments = tableOf<AssignmentRow>('inventoryAssignments', ['itemId', 'userId']);
