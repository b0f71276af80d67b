import * as z from 'zod';
import { call } from './client';

/**
 * The statistics calls other areas serve (leave, documents, expenses,
 * projects). Their shapes are open, so the answer is taken as it comes and
 * read by the dashboard's lenient extractor.
 */
export const statisticPaths = {
  leaveCount: '/api/demandeconge/GetCount',
  leaveIndex: '/api/congee/GetDataIndex',
  documents: '/api/demanddocument/statistic',
  expenses: '/api/Notes/NoteStatistics',
  projects: '/api/project/ProjectsStatistics',
} as const;

const anyAnswer = z.unknown();
export const getStatistic = (path: string) => call(path, { method: 'GET', schema: anyAnswer });
