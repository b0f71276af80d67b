import { call } from './client';

/**
 * The statistics calls other areas serve (leave, documents, expenses,
 * projects). Their shapes are open, so the answer is taken as it comes and
 * read by the dashboard's lenient extractor. The schema (and zod with it)
 * loads with the first call, after the dashboard's first paint (issue 13).
 */
export const statisticPaths = {
  leaveCount: '/api/demandeconge/GetCount',
  leaveIndex: '/api/congee/GetDataIndex',
  documents: '/api/demanddocument/statistic',
  expenses: '/api/Notes/NoteStatistics',
  projects: '/api/project/ProjectsStatistics',
} as const;

export const getStatistic = async (path: string) => {
  const { anyAnswer } = await import('./any-answer');
  return call(path, { method: 'GET', schema: anyAnswer });
};
