import { assignMembers, deleteMember, memberStatusInput, projectInput, projectListFilter, projectUpdate, projectsUserInput } from '../../src/domain/projects';
import { notFound, ok, refused, route, type RouteDef } from '../http';
import { users } from '../models/organisation';
import { projectMembers, projects } from '../models/projects';
import { notify } from '../rules/notify';
import { detail, projectsOfUser, statistics, summarise } from '../rules/projects';

const manage = 'ProjectManage.View';
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

function projectOf(db: Parameters<typeof projects>[0], id: unknown) {
  const p = projects(db).get(Number(id));
  if (!p) throw notFound();
  return p;
}

/** The projects calls of ../shared/spec/endpoints.tsv, plus memberStatus (a path the spec leaves out). */
export const projectsRoutes: RouteDef[] = [
  route({
    method: 'POST', path: '/api/project/projectsUser', body: projectsUserInput,
    handle: ({ ctx, body }) => ok(projectsOfUser(ctx.db, body.userId, body.module)),
  }),
  route({
    method: 'POST', path: '/api/project/listprojects', permission: manage, body: projectListFilter,
    handle: ({ ctx, body }) => {
      const q = fold(body.searchValue);
      const all = projects(ctx.db)
        .filter((p) => (!q || fold(`${p.name} ${p.code} ${p.description}`).includes(q)) && (!body.module || p.modules.includes(body.module)) && (body.active == null || p.active === body.active))
        .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name));
      return ok({ items: all.slice(body.page * body.size, (body.page + 1) * body.size).map((p) => summarise(ctx.db, p)), total: all.length });
    },
  }),
  route({
    method: 'GET', path: '/api/project/ProjectsStatistics', permission: manage,
    handle: ({ ctx }) => ok(statistics(ctx.db)),
  }),
  route({
    method: 'POST', path: '/api/project/getbyId', permission: manage,
    handle: ({ ctx, query }) => ok(detail(ctx.db, projectOf(ctx.db, query.projectId))),
  }),
  route({
    method: 'POST', path: '/api/project/addNewProject', permission: manage, body: projectInput,
    handle: ({ ctx, body, caller }) => {
      if (projects(ctx.db).find((p) => fold(p.name) === fold(body.name))) return refused('projects.nameTaken');
      const row = projects(ctx.db).insert({
        name: body.name, code: body.code, description: body.description, modules: body.modules, startDate: body.startDate ?? null, endDate: body.endDate ?? null,
        active: body.active, createdBy: caller.user.id, createdDate: ctx.now().toISOString(),
      });
      return ok(row.id);
    },
  }),
  route({
    method: 'POST', path: '/api/project/UpdateProject', permission: manage, body: projectUpdate,
    handle: ({ ctx, body }) => {
      const p = projectOf(ctx.db, body.projectId);
      if (projects(ctx.db).find((o) => o.id !== p.id && fold(o.name) === fold(body.name))) return refused('projects.nameTaken');
      projects(ctx.db).update(p.id, { name: body.name, code: body.code, description: body.description, modules: body.modules, startDate: body.startDate ?? null, endDate: body.endDate ?? null, active: body.active });
      return ok(p.id);
    },
  }),
  route({
    method: 'POST', path: '/api/project/assign', permission: manage, body: assignMembers,
    handle: ({ ctx, body, query, caller }) => {
      const p = projectOf(ctx.db, query.projectId);
      const current = new Map(projectMembers(ctx.db).by('projectId', p.id).map((m) => [m.userId, m]));
      let added = 0;
      for (const userId of new Set(body)) {
        if (!users(ctx.db).get(userId)) continue;
        const existing = current.get(userId);
        if (existing) {
          if (existing.status === 1) projectMembers(ctx.db).update(existing.id, { status: 0 });
          continue;
        }
        projectMembers(ctx.db).insert({ projectId: p.id, userId, status: 0, addedDate: ctx.now().toISOString() });
        added++;
        notify(ctx, { userId, title: 'Notification.Project.Assigned', parameterTitle: p.name, sourceName: 'projects', sourceId: p.id, sourceUserId: userId, senderId: caller.user.id });
      }
      return ok(added);
    },
  }),
  route({
    method: 'POST', path: '/api/Project/deletemember', permission: manage, body: deleteMember,
    handle: ({ ctx, body }) => {
      const m = projectMembers(ctx.db).get(body.memberId);
      if (!m || m.projectId !== body.projectId) throw notFound();
      projectMembers(ctx.db).remove(m.id);
      return ok(m.id);
    },
  }),
  route({
    method: 'POST', path: '/api/project/memberStatus', permission: manage, body: memberStatusInput,
    handle: ({ ctx, body }) => {
      const m = projectMembers(ctx.db).get(body.memberId);
      if (!m || m.projectId !== body.projectId) throw notFound();
      projectMembers(ctx.db).update(m.id, { status: body.status });
      return ok(m.id);
    },
  }),
];
