import { notFound, ok, route } from '../http';
import { users } from '../models/organisation';
import { companyFileCategories, companyFiles, documentDistributions, documentRequests, documentTypes } from '../models/documents';
import { files } from '../models/session';
import { serveFile } from '../rules/files';
import { companyFileFilter, distributionFilter } from '../../src/domain/documents';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * Company files and distribution: calls the spec leaves out, ours under
 * /api/companyfile and /api/documentdistribution. The bytes of a company file
 * are a `files` row with area 'company', served by /upload/GetCompanyFile/{id}
 * (the id of that row: global search returns it as a CompanyDoc value).
 */
export const documentsCompanyRoutes = [
  route({
    method: 'GET', path: '/api/companyfile/categories', permission: 'CompanyDocument.View',
    handle: ({ ctx }) => ok(companyFileCategories(ctx.db).all().map((c) => ({ value: c.id, text: c.name, count: companyFiles(ctx.db).filter((f) => f.categoryId === c.id).length }))),
  }),
  route({
    method: 'POST', path: '/api/companyfile/list', permission: 'CompanyDocument.View', body: companyFileFilter,
    handle: ({ ctx, body }) => {
      const q = fold(body.search ?? '');
      const rows = companyFiles(ctx.db)
        .filter((c) => !body.categoryId || c.categoryId === body.categoryId)
        .flatMap((c) => {
          const f = files(ctx.db).get(c.fileId);
          if (!f || f.area !== 'company') return [];
          return [{ id: c.id, fileId: f.id, name: f.name, categoryId: c.categoryId, category: companyFileCategories(ctx.db).get(c.categoryId)?.name ?? '', description: c.description, date: c.date, size: f.size, mimeType: f.mimeType }];
        })
        .filter((r) => !q || fold(`${r.name} ${r.description} ${r.category}`).includes(q))
        .sort((a, b) => b.date.localeCompare(a.date));
      return ok(rows);
    },
  }),
  route({
    // A product decision (issue 21): company files are for CompanyDocument.View holders, by id as in the list.
    method: 'GET', path: '/upload/GetCompanyFile/:id', permission: 'CompanyDocument.View',
    handle: ({ ctx, params, query }) => {
      const f = files(ctx.db).get(Number(params.id));
      if (!f || f.area !== 'company') throw notFound();
      return serveFile(f, query.download === 'true' ? 'download' : 'view');
    },
  }),
  route({
    method: 'POST', path: '/api/documentdistribution/list', permission: 'DemandDocument.Manage.Distribution', body: distributionFilter,
    handle: ({ ctx, body }) => {
      const q = fold(body.search ?? '');
      const rows = documentDistributions(ctx.db)
        .all()
        .flatMap((d) => {
          const r = documentRequests(ctx.db).get(d.requestId);
          const u = users(ctx.db).get(d.userId);
          if (!r || !u) return [];
          if (body.typeId && r.typeId !== body.typeId) return [];
          const f = d.fileId ? files(ctx.db).get(d.fileId) : undefined;
          const type = documentTypes(ctx.db).get(r.typeId)?.name ?? '';
          return [{ id: d.id, demandId: r.id, fileId: f?.id ?? null, documentName: f?.name ?? type, type, userId: u.id, userFullName: u.fullName, pathImg: `upload/profileimages/${u.id}/${u.picturePath}`, sentDate: d.sentDate, sentBy: users(ctx.db).get(d.sentBy)?.fullName ?? '', version: r.version }];
        })
        .filter((r) => !q || fold(`${r.userFullName} ${r.documentName} ${r.type}`).includes(q))
        .sort((a, b) => b.sentDate.localeCompare(a.sentDate));
      return ok(rows);
    },
  }),
];
