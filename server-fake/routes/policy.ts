import { acceptPolicyPayload, getPoliciesPayload, policyIdPayload, publishPolicyPayload, updatePolicyPayload, viewUsersAcceptedPayload } from '../../src/domain/policy';
import { badRequest, forbidden, notFound, ok, refused, route, type FakeContext, type RouteDef } from '../http';
import { policies, policyAcceptances, policyVersions, type PolicyRow } from '../models/policy';
import { users } from '../models/organisation';
import { sessions } from '../models/session';
import { acceptanceFor, currentPolicy, deleteRefusal, hasDraft, languagesInForce, publishOutcome, textInForce, versionState } from '../rules/policy';

const ADMIN = 'Settings.View';
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

function policyOr404(ctx: FakeContext, id: number | string): PolicyRow {
  const p = policies(ctx.db).get(id);
  if (!p) throw notFound();
  return p;
}

const activeUsers = (ctx: FakeContext) => users(ctx.db).filter((u) => u.active).length;
const acceptedOf = (ctx: FakeContext, p: PolicyRow, version = p.version) => policyAcceptances(ctx.db).by('policyId', p.id).filter((a) => a.version === version);

function summary(ctx: FakeContext, p: PolicyRow) {
  const versions = policyVersions(ctx.db).by('policyId', p.id);
  return {
    id: p.id, title: p.title, version: p.version, isPublished: p.isPublished, isEnforced: p.isEnforced, publishedDate: p.publishedDate,
    languages: languagesInForce(versions, p), hasDraft: hasDraft(versions, p), acceptedCount: acceptedOf(ctx, p).length, totalUsers: activeUsers(ctx),
  };
}

function detail(ctx: FakeContext, p: PolicyRow, language?: string) {
  const versions = policyVersions(ctx.db).by('policyId', p.id);
  const acceptances = policyAcceptances(ctx.db).by('policyId', p.id);
  return {
    ...summary(ctx, p),
    versions: versions
      .filter((v) => !language || v.language === language)
      .sort((a, b) => b.version - a.version || a.language.localeCompare(b.language))
      .map((v) => ({ ...v, state: versionState(v, p, versions), acceptedCount: acceptances.filter((a) => a.version === v.version && a.language === v.language).length })),
  };
}

function textOf(ctx: FakeContext, p: PolicyRow, language: string) {
  const row = textInForce(policyVersions(ctx.db).by('policyId', p.id), p, language);
  if (!row) return null;
  return { policyId: p.id, version: p.version, language: row.language, title: row.title, content: row.content, isEnforced: p.isEnforced, publishedDate: p.publishedDate };
}

/** The policy calls of spec 4 (endpoints.tsv, area policy); administration needs Settings.View. */
export const policyRoutes: RouteDef[] = [
  route({
    method: 'POST', path: '/api/policy/getPolicies', permission: ADMIN, body: getPoliciesPayload,
    handle: ({ ctx, body }) => ok(policies(ctx.db).filter((p) => !body.searchValue || fold(p.title).includes(fold(body.searchValue))).sort((a, b) => b.id - a.id).map((p) => summary(ctx, p))),
  }),
  route({
    method: 'GET', path: '/api/policy/getPolicy/:id', permission: ADMIN,
    handle: ({ ctx, params, query }) => ok(detail(ctx, policyOr404(ctx, params.id), query.language || undefined)),
  }),
  route({
    method: 'GET', path: '/api/policy/getPolicyByLanguage/:id/:language',
    handle: ({ ctx, params }) => {
      const text = textOf(ctx, policyOr404(ctx, params.id), params.language);
      if (!text) throw notFound('Policy.NoTextInLanguage');
      return ok(text);
    },
  }),
  route({
    method: 'POST', path: '/api/policy/updatePolicy', permission: ADMIN, body: updatePolicyPayload,
    handle: ({ ctx, body }) => {
      const now = ctx.now().toISOString();
      const p = body.id !== undefined ? policyOr404(ctx, body.id) : policies(ctx.db).insert({ title: body.title!, version: 0, isPublished: false, isEnforced: !!body.isEnforced, publishedDate: null, createdDate: now });
      const patched = policies(ctx.db).update(p.id, { ...(body.title ? { title: body.title } : {}), ...(body.isEnforced !== undefined ? { isEnforced: body.isEnforced } : {}) });
      if (body.content !== undefined && body.language) {
        // Writing a text edits the draft of the next version, started from the text in force.
        const versions = policyVersions(ctx.db).by('policyId', p.id);
        const draft = versions.find((v) => v.version === patched.version + 1 && v.language === body.language);
        const base = textInForce(versions, patched, body.language);
        const title = body.versionTitle || draft?.title || base?.title || patched.title;
        if (draft) policyVersions(ctx.db).update(draft.id, { content: body.content, title, updatedDate: now });
        else policyVersions(ctx.db).insert({ policyId: p.id, version: patched.version + 1, language: body.language, title, content: body.content, updatedDate: now });
      }
      return ok(detail(ctx, policies(ctx.db).get(p.id)!));
    },
  }),
  route({
    method: 'POST', path: '/api/policy/publishPolicy', permission: ADMIN, body: publishPolicyPayload,
    handle: ({ ctx, caller, body }) => {
      const p = policyOr404(ctx, body.id);
      const outcome = publishOutcome(policyVersions(ctx.db).by('policyId', p.id), p);
      if ('refused' in outcome) return refused(outcome.refused);
      // Only one policy is in force: publishing this one withdraws the others.
      for (const other of policies(ctx.db).filter((o) => o.id !== p.id && o.isPublished)) policies(ctx.db).update(other.id, { isPublished: false });
      const now = ctx.now().toISOString();
      const updated = policies(ctx.db).update(p.id, { version: outcome.version, isPublished: true, publishedDate: now, ...(body.isEnforced !== undefined ? { isEnforced: body.isEnforced } : {}) });
      // Whoever publishes a version has read and accepted it: the author is not sent to the acceptance page.
      const mine = policyAcceptances(ctx.db).by('userId', caller.user.id).some((a) => a.policyId === p.id && a.version === updated.version);
      if (!mine) policyAcceptances(ctx.db).insert({ policyId: p.id, version: updated.version, userId: caller.user.id, language: 'fr', acceptedDate: now });
      return ok(detail(ctx, updated));
    },
  }),
  route({
    method: 'POST', path: '/api/policy/unpublishPolicy', permission: ADMIN, body: policyIdPayload,
    handle: ({ ctx, body }) => ok(detail(ctx, policies(ctx.db).update(policyOr404(ctx, body.id).id, { isPublished: false }))),
  }),
  route({
    method: 'POST', path: '/api/policy/acceptPolicy', body: acceptPolicyPayload,
    handle: ({ ctx, caller, body }) => {
      const p = policyOr404(ctx, body.policyId);
      if (!p.isPublished) return refused('Policy.NotPublished');
      if (body.version !== undefined && body.version !== p.version) return refused('Policy.VersionChanged');
      const session = sessions(ctx.db).by('token', caller.token)[0];
      if (session?.impersonatorId) return refused('Policy.ImpersonatedCannotAccept');
      const mine = policyAcceptances(ctx.db).by('userId', caller.user.id).find((a) => a.policyId === p.id && a.version === p.version);
      if (!mine) policyAcceptances(ctx.db).insert({ policyId: p.id, version: p.version, userId: caller.user.id, language: body.language ?? 'fr', acceptedDate: ctx.now().toISOString() });
      return ok(acceptanceFor(p, policyAcceptances(ctx.db).by('userId', caller.user.id), false));
    },
  }),
  route({
    method: 'GET', path: '/api/policy/privacyPolicy',
    handle: ({ ctx, query }) => {
      const p = currentPolicy(policies(ctx.db).all());
      if (!p) throw notFound('Policy.NonePublished');
      const text = textOf(ctx, p, query.language || 'fr') ?? textOf(ctx, p, 'fr') ?? textOf(ctx, p, languagesInForce(policyVersions(ctx.db).by('policyId', p.id), p)[0] ?? 'fr');
      if (!text) throw notFound('Policy.NonePublished');
      return ok(text);
    },
  }),
  route({
    method: 'GET', path: '/api/policy/checkUserAcceptance',
    handle: ({ ctx, caller, query }) => {
      const userId = query.userId ? Number(query.userId) : caller.user.id;
      if (!Number.isInteger(userId)) throw badRequest('RequiredAttribute');
      if (userId !== caller.user.id && !caller.can(ADMIN)) throw forbidden();
      const session = sessions(ctx.db).by('token', caller.token)[0];
      const impersonated = userId === caller.user.id && !!session?.impersonatorId;
      return ok(acceptanceFor(currentPolicy(policies(ctx.db).all()), policyAcceptances(ctx.db).by('userId', userId), impersonated));
    },
  }),
  route({
    method: 'POST', path: '/api/policy/DeletePolicyVersion', permission: ADMIN, body: policyIdPayload,
    handle: ({ ctx, body }) => {
      const row = policyVersions(ctx.db).get(body.id);
      if (!row) throw notFound();
      const p = policyOr404(ctx, row.policyId);
      const refusal = deleteRefusal(row, p, policyVersions(ctx.db).by('policyId', p.id));
      if (refusal) return refused(refusal);
      policyVersions(ctx.db).remove(row.id);
      return ok(detail(ctx, p));
    },
  }),
  route({
    method: 'POST', path: '/api/policy/viewUsersAccepted', permission: ADMIN, body: viewUsersAcceptedPayload,
    handle: ({ ctx, body }) => {
      const p = policyOr404(ctx, body.policyId);
      const version = body.version ?? p.version;
      const q = fold(body.searchValue);
      const rows = acceptedOf(ctx, p, version)
        .map((a) => ({ a, u: users(ctx.db).get(a.userId) }))
        .filter((x) => x.u && (!q || fold(x.u.fullName).includes(q)))
        .filter((x) => (!body.from || x.a.acceptedDate.slice(0, 10) >= body.from) && (!body.to || x.a.acceptedDate.slice(0, 10) <= body.to))
        // Newest first; two acceptances in the same millisecond keep the order they were made in.
        .sort((x, y) => y.a.acceptedDate.localeCompare(x.a.acceptedDate) || y.a.id - x.a.id);
      const start = body.currentList * body.length;
      return ok({
        users: rows.slice(start, start + body.length).map(({ a, u }) => ({ id: u!.id, fullName: u!.fullName, picturePath: `upload/profileimages/${u!.id}/${u!.picturePath}`, acceptedDate: a.acceptedDate, version: a.version, language: a.language })),
        total: rows.length,
        totalUsers: activeUsers(ctx),
      });
    },
  }),
];
