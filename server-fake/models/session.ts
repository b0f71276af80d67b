import { tableOf } from '../db/db';

export interface SessionRow {
  id: number;
  token: string;
  refreshToken: string;
  userId: number;
  expiresAt: number;
  /** Set while an administrator is connected as another user. */
  impersonatorId: number | null;
}
export const sessions = tableOf<SessionRow>('sessions', ['token', 'refreshToken']);

export interface FileRow {
  id: number;
  name: string;
  mimeType: string;
  size: number;
  /** Text or data: URL content; generated files keep a recipe instead. */
  content: string;
  ownerId: number | null;
  area: string;
  createdDate: string;
}
export const files = tableOf<FileRow>('files', ['area']);
