import { ok, route, type RouteDef } from '../http';
import { tasks } from '../models/shell';
import { globalSearch, taskView } from '../rules/shell';
import { globalSearchBody, type GlobalSearchBody } from '../../src/domain/shell';
import { defaultPaths } from '../../src/domain/paths';

/** The shell calls of ../shared/spec/endpoints.tsv, and the assigned-tasks call the spec leaves unnamed. */
export const shellRoutes: RouteDef[] = [
  route({
    method: 'GET', path: defaultPaths['tasks.assigned'],
    handle: ({ ctx, caller }) => ok(tasks(ctx.db).by('assigneeId', caller.user.id).sort((a, b) => a.endDate.localeCompare(b.endDate)).map((t) => taskView(t, ctx.now()))),
  }),
  route<GlobalSearchBody>({
    method: 'POST', path: '/api/home/GlobalSearch', body: globalSearchBody,
    handle: ({ ctx, caller, body }) => ok(globalSearch(ctx.db, { id: caller.user.id, companyFiles: caller.can('CompanyDocument.View') }, body.value, !!body.regex)),
  }),
];
