import { notFound, ok, route } from '../http';
import * as org from '../models/organisation';

/** The hover card's call and the public profile. */
export const profileRoutes = [
  route({
    method: 'POST', path: '/api/profile/GetProfileUser/:id',
    handle: ({ ctx, params }) => {
      const u = org.users(ctx.db).get(Number(params.id));
      if (!u) throw notFound();
      return ok({ id: u.id, fullName: u.fullName, departement: org.departements(ctx.db).get(u.departementId)?.name ?? '' });
    },
  }),
  route({
    method: 'GET', path: '/api/profile/public/:id',
    handle: ({ ctx, params, caller }) => {
      const u = org.users(ctx.db).get(Number(params.id));
      if (!u) throw notFound();
      const manager = u.managerId ? org.users(ctx.db).get(u.managerId) : undefined;
      const self = caller.user.id === u.id;
      return ok({
        id: u.id,
        fullName: u.fullName,
        email: u.email,
        phone: self || caller.can('Settings.View') ? u.phone : null,
        picturePath: `upload/profileimages/${u.id}/${u.picturePath}`,
        fonction: org.fonctions(ctx.db).get(u.fonctionId)?.name ?? '',
        departement: org.departements(ctx.db).get(u.departementId)?.name ?? '',
        site: org.sites(ctx.db).get(u.siteId)?.name ?? '',
        society: org.societies(ctx.db).get(u.societyId)?.name ?? '',
        team: org.teams(ctx.db).get(u.teamId)?.name ?? '',
        hireDate: u.hireDate,
        contractType: org.contractTypes(ctx.db).get(u.contractTypeId)?.name ?? '',
        contractEnd: self || caller.can('Settings.View') || caller.can('DemandDocument.Manage') ? u.contractEnd : null,
        trialEnd: self || caller.can('Settings.View') || caller.can('DemandDocument.Manage') ? u.trialEnd : null,
        manager: manager ? { id: manager.id, fullName: manager.fullName } : null,
        online: ctx.hub.isOnline(u.id),
        lastSeen: u.lastSeen,
      });
    },
  }),
];
