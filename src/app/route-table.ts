import type { ComponentType } from 'react';
import type { PermissionRule } from '../kernel/permissions';
import type { Namespace } from '../i18n/namespaces';

type PageModule = () => Promise<{ default: ComponentType }>;

export interface RouteDef {
  path: string;
  rule: PermissionRule;
  page: PageModule | { notInRelease: string };
  /** The area words the page reads, fetched with its code (see module-cache). */
  ns?: Namespace;
  /** What the page needs at once beside its own code, fetched alongside it rather than after it has rendered. */
  prefetch?: () => Promise<unknown>;
}

/** FullCalendar's code and stylesheet (146 KB gzip), for the calendar pages: asked for with the page, not by it. */
const fullCalendar = () => import('../features/leave/calendar/load-kit').then((m) => m.loadFullCalendar());

/**
 * Every route of spec 1, with its permission. Areas load lazily; modules no
 * spec describes show the 'not in this release' page under their own rule.
 */
export const routeTable: RouteDef[] = [
  { path: '/', rule: 'always', ns: 'dashboard', page: () => import('../features/dashboard/dashboard-page') },
  { path: '/dashboard', rule: 'always', ns: 'dashboard', page: () => import('../features/dashboard/dashboard-page') },
  { path: '/employee/:userId/profile/public', rule: 'always', ns: 'people', page: () => import('../features/profile/public-profile-page') },
  { path: '/employee/:userId/contract', rule: 'always', ns: 'people', page: () => import('../features/profile/contract-page') },
  { path: '/employee/:userId/usersettings/preference', rule: 'always', ns: 'people', page: () => import('../features/profile/preferences-page') },
  { path: '/employee/:userId/conge/calendar', rule: ['Conge.View'], ns: 'leave', prefetch: fullCalendar, page: () => import('../features/leave/employee-calendar-page') },
  { path: '/employee/:userId/document/mydemand', rule: ['DemandDocument.Profil.View.HimSelf'], ns: 'documents', page: () => import('../features/documents/my-requests-page') },
  { path: '/employee/:userId/material/hardware', rule: ['Hardware.View'], ns: 'inventory', page: () => import('../features/inventory/employee-hardware-page') },
  { path: '/employee/:userId/expenses/profile', rule: ['Profile.Expenses.View'], ns: 'expenses', page: () => import('../features/expenses/my-notes-page') },
  { path: '/employee/:userId/profilenotes', rule: ['ProfileNote.View'], page: { notInRelease: 'nav.profile.notes' } },
  { path: '/employee/:userId/trainings/profile', rule: ['Training.View'], page: { notInRelease: 'nav.profile.trainings' } },
  { path: '/conge/timeline', rule: ['Conge.View'], ns: 'leave', prefetch: fullCalendar, page: () => import('../features/leave/timeline-page') },
  { path: '/conge/demande', rule: ['Conge.View'], ns: 'leave', page: () => import('../features/leave/requests-page') },
  { path: '/collaborateur', rule: 'always', ns: 'people', page: () => import('../features/collaborators/collaborators-page') },
  { path: '/organisation', rule: 'always', ns: 'people', page: () => import('../features/collaborators/org-chart-page') },
  { path: '/document', rule: ['DemandDocument.View'], ns: 'documents', page: () => import('../features/documents/requests-page') },
  { path: '/companyfile', rule: ['CompanyDocument.View'], ns: 'documents', page: () => import('../features/documents/company-files-page') },
  { path: '/documentdistribution', rule: ['DemandDocument.Manage.Distribution'], ns: 'documents', page: () => import('../features/documents/distribution-page') },
  { path: '/material/hardware', rule: ['Hardware.View'], ns: 'inventory', page: () => import('../features/inventory/hardware-page') },
  { path: '/material/software', rule: ['Software.View'], ns: 'inventory', page: () => import('../features/inventory/software-page') },
  { path: '/material/intervention', rule: ['Intervention.View'], ns: 'interventions', page: () => import('../features/interventions/interventions-page') },
  { path: '/expenses', rule: ['Expenses.View'], ns: 'expenses', page: () => import('../features/expenses/notes-page') },
  { path: '/forms', rule: ['Form.View', 'Form.User.View'], ns: 'forms', page: () => import('../features/forms/forms-page') },
  { path: '/project', rule: ['ProjectManage.View'], ns: 'projects', page: () => import('../features/projects/projects-page') },
  { path: '/settings/*?', rule: ['Settings.View'], ns: 'settings', page: () => import('../features/settings/settings-page') },
  { path: '/tasks/grid', rule: 'always', ns: 'shell', page: () => import('../features/tasks/tasks-page') },
  { path: '/tasks/:codeCategory/:id', rule: 'always', ns: 'shell', page: () => import('../features/tasks/tasks-page') },
  { path: '/shift', rule: ['Shift.View', 'TimeCard.View'], page: { notInRelease: 'nav.shift' } },
  { path: '/shift/my', rule: ['ShiftUser.View'], page: { notInRelease: 'nav.shift.my' } },
  { path: '/shiftdemands', rule: ['Shift.ManageReplaceRequest'], page: { notInRelease: 'nav.shift.requests' } },
  { path: '/trainings', rule: ['Training.View'], page: { notInRelease: 'nav.trainings' } },
  { path: '/annonces', rule: ['Annonce.View'], page: { notInRelease: 'nav.announcements' } },
  { path: '/job', rule: ['Job.View'], page: { notInRelease: 'nav.jobs' } },
  { path: '/reporting', rule: ['Reporting.View'], page: { notInRelease: 'nav.reporting' } },
  { path: '/exportdata', rule: ['ExportationsDynamic.View'], page: { notInRelease: 'nav.exports' } },
  { path: '/integration/attendances', rule: ['Settings.Integration.Manage_ZKBiotime'], page: { notInRelease: 'nav.attendance' } },
  { path: '/evp', rule: ['Evp.Payment.View'], page: { notInRelease: 'nav.evp' } },
];
