import { tableOf } from '../db/db';

/** A task assigned to a user, for the header shortcut and the tasks pages. */
export interface TaskRow {
  id: number;
  assigneeId: number;
  title: string;
  description: string;
  codeCategory: string;
  endDate: string;
  totalSubTask: number;
  totalMessage: number;
  totalFiles: number;
}
export const tasks = tableOf<TaskRow>('tasks', ['assigneeId']);
