import { tableOf } from '../db/db';
import type { InterventionStatus, Priority } from '../../src/domain/interventions';

export interface InterventionRow {
  id: number;
  title: string;
  description: string;
  nature: string;
  priority: Priority;
  statut: InterventionStatus;
  type: number;
  /** Category: 0 software, 1 material, 2 general. */
  hardware: number;
  fk_Material: number;
  fk_DemadeBy: number;
  createdBy: number;
  createdDate: string;
  fileIds: number[];
  assignees: number[];
  nbrActions: number;
}
export interface InterventionHistoryRow {
  id: number;
  interventionId: number;
  /** Translation key: Intervention.Created, Intervention.Assigned, Intervention.UnAssigned, Intervention.Step, Intervention.Closed, Intervention.Updated. */
  title: string;
  description: string | null;
  whoDid: number;
  userId: number | null;
  date: string;
  closed: boolean;
  resolved: boolean;
  assigned: boolean;
  active: boolean;
}
export const interventions = tableOf<InterventionRow>('interventions', ['fk_DemadeBy']);
export const interventionHistory = tableOf<InterventionHistoryRow>('interventionHistory', ['interventionId']);
