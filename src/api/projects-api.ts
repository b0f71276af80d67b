import { ack } from '../domain/envelope';
import {
  createdIdAnswer, projectDetailAnswer, projectListAnswer, projectsStatisticsAnswer, projectsUserAnswer,
  type ProjectInput, type ProjectListFilter, type ProjectModule,
} from '../domain/projects';
import { call, callData } from './client';
import { pathOf } from './paths';

export const listProjects = (filter: ProjectListFilter) => callData('/api/project/listprojects', { method: 'POST', body: filter, schema: projectListAnswer });
export const projectsStatistics = () => callData('/api/project/ProjectsStatistics', { schema: projectsStatisticsAnswer });
export const getProject = (id: number) => callData('/api/project/getbyId', { method: 'POST', query: { projectId: id }, body: {}, schema: projectDetailAnswer });
export const createProject = (input: ProjectInput) => callData('/api/project/addNewProject', { method: 'POST', body: input, schema: createdIdAnswer });
export const updateProject = (input: ProjectInput & { projectId: number }) => callData('/api/project/UpdateProject', { method: 'POST', body: input, schema: createdIdAnswer });
export const assignMembers = (projectId: number, userIds: number[]) => call('/api/project/assign', { method: 'POST', query: { projectId }, body: userIds, schema: ack });
export const deleteMember = (projectId: number, memberId: number) => call('/api/Project/deletemember', { method: 'POST', body: { projectId, memberId }, schema: ack });
export const setMemberStatus = (projectId: number, memberId: number, status: 0 | 1) => call(pathOf('projects.memberStatus'), { method: 'POST', body: { projectId, memberId, status }, schema: ack });
/** The selector every area's forms use: projects of a module the user is an active member of. */
export const projectsOfUser = (userId: number, module: ProjectModule) => callData('/api/project/projectsUser', { method: 'POST', body: { userId, module }, schema: projectsUserAnswer });
