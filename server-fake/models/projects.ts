import { tableOf } from '../db/db';

export interface ProjectRow {
  id: number;
  name: string;
  code: string;
  description: string;
  modules: string[];
  startDate: string | null;
  endDate: string | null;
  active: boolean;
  createdBy: number;
  createdDate: string;
}
/** Status: active 0, Disabled 1 (spec 4 section 4). */
export interface ProjectMemberRow {
  id: number;
  projectId: number;
  userId: number;
  status: 0 | 1;
  addedDate: string;
}
export const projects = tableOf<ProjectRow>('projects');
export const projectMembers = tableOf<ProjectMemberRow>('projectMembers', ['projectId', 'userId']);
