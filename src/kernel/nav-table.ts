import { allows, type PermissionRule } from './permissions';

/** The side navigation of spec 1 section 2.1, as data: label keys, links, permission rules. */
export interface NavLink {
  key: string;
  href: string;
  rule: PermissionRule;
  icon: string;
  /** The settings entry is active for anything under /settings. */
  activePrefix?: string;
  /**
   * A module this application does not implement (issue 26 item 6): shown
   * only when the deployment's config.json gives its address, and then a
   * plain link there. Typed by URL, its route keeps the 'not in this version' page.
   */
  elsewhere?: true;
  /** Set on an elsewhere entry given an address: the link leaves the app. */
  external?: true;
}
export interface NavGroup {
  key: string;
  icon: string;
  rule: PermissionRule;
  children: NavLink[];
}
export type NavEntry = NavLink | NavGroup;

export const isGroup = (e: NavEntry): e is NavGroup => 'children' in e;

export function navTable(userId: number | string): NavEntry[] {
  const me = `/employee/${userId}`;
  return [
    { key: 'dashboard', href: '/', rule: 'always', icon: 'home' },
    {
      key: 'profile', icon: 'user', rule: 'always',
      children: [
        { key: 'profile.public', href: `${me}/profile/public`, rule: 'always', icon: 'id' },
        { key: 'profile.leave', href: `${me}/conge/calendar`, rule: ['Conge.View'], icon: 'sun' },
        { key: 'profile.documents', href: `${me}/document/mydemand`, rule: ['DemandDocument.Profil.View.HimSelf'], icon: 'file' },
        { key: 'profile.hardware', href: `${me}/material/hardware`, rule: ['Hardware.View'], icon: 'laptop' },
        { key: 'profile.notes', href: `${me}/profilenotes`, rule: ['ProfileNote.View'], icon: 'note', elsewhere: true },
        { key: 'profile.trainings', href: `${me}/trainings/profile`, rule: ['Training.View'], icon: 'cap', elsewhere: true },
      ],
    },
    {
      key: 'calendar', icon: 'calendar', rule: ['Conge.View'],
      children: [
        { key: 'calendar.timeline', href: '/conge/timeline', rule: ['Conge.View'], icon: 'timeline' },
        { key: 'calendar.requests', href: '/conge/demande', rule: ['Conge.View'], icon: 'list' },
      ],
    },
    { key: 'collaborators', href: '/collaborateur', rule: 'always', icon: 'users' },
    { key: 'orgchart', href: '/organisation', rule: 'always', icon: 'org' },
    {
      key: 'documents', icon: 'folder', rule: ['CompanyDocument.View', 'DemandDocument.View'],
      children: [
        { key: 'documents.requests', href: '/document', rule: ['DemandDocument.View'], icon: 'file' },
        { key: 'documents.company', href: '/companyfile', rule: ['CompanyDocument.View'], icon: 'building' },
        { key: 'documents.distribution', href: '/documentdistribution', rule: ['DemandDocument.Manage.Distribution'], icon: 'send' },
      ],
    },
    {
      key: 'inventory', icon: 'box', rule: ['Hardware.View', 'Software.View', 'Intervention.View'],
      children: [
        { key: 'inventory.hardware', href: '/material/hardware', rule: ['Hardware.View'], icon: 'laptop' },
        { key: 'inventory.software', href: '/material/software', rule: ['Software.View'], icon: 'disc' },
        { key: 'inventory.interventions', href: '/material/intervention', rule: ['Intervention.View'], icon: 'wrench' },
      ],
    },
    { key: 'expenses', href: '/expenses', rule: ['Expenses.View'], icon: 'wallet' },
    {
      key: 'shift', icon: 'clock', rule: ['ShiftUser.View', 'TimeCard.View', 'Shift.View', 'Shift.ManageReplaceRequest', 'Shift.ManageChangeRequest'],
      children: [
        { key: 'shift.timeline', href: '/shift', rule: ['Shift.View', 'TimeCard.View'], icon: 'timeline', elsewhere: true },
        { key: 'shift.my', href: '/shift/my', rule: ['ShiftUser.View'], icon: 'user', elsewhere: true },
        { key: 'shift.requests', href: '/shiftdemands', rule: ['Shift.ManageReplaceRequest'], icon: 'swap', elsewhere: true },
      ],
    },
    { key: 'trainings', href: '/trainings', rule: ['Training.View'], icon: 'cap', elsewhere: true },
    { key: 'announcements', href: '/annonces', rule: ['Annonce.View'], icon: 'megaphone', elsewhere: true },
    { key: 'jobs', href: '/job', rule: ['Job.View'], icon: 'briefcase', elsewhere: true },
    { key: 'reporting', href: '/reporting', rule: ['Reporting.View'], icon: 'chart', elsewhere: true },
    { key: 'exports', href: '/exportdata', rule: ['ExportationsDynamic.View'], icon: 'download', elsewhere: true },
    { key: 'forms', href: '/forms', rule: ['Form.View', 'Form.User.View'], icon: 'form' },
    { key: 'attendance', href: '/integration/attendances', rule: ['Settings.Integration.Manage_ZKBiotime'], icon: 'fingerprint', elsewhere: true },
    { key: 'evp', href: '/evp', rule: ['Evp.Payment.View'], icon: 'coins', elsewhere: true },
    { key: 'projects', href: '/project', rule: ['ProjectManage.View'], icon: 'kanban' },
    { key: 'settings', href: '/settings/info', rule: ['Settings.View'], icon: 'gear', activePrefix: '/settings' },
  ];
}

/** Addresses of the modules other applications serve, by entry key (config.json's externalModules); `{userId}` is the viewer's id. */
export type ModuleAddresses = Readonly<Record<string, string>>;

function placed(link: NavLink, userId: number | string, addresses: ModuleAddresses): NavLink | null {
  if (!link.elsewhere) return link;
  const address = addresses[link.key];
  return address ? { ...link, href: address.replaceAll('{userId}', String(userId)), external: true } : null;
}

/**
 * Entries the user may see: groups keep only their visible children and
 * vanish when none is left; modules of other applications only where the
 * deployment gives their address.
 */
export function visibleNav(userId: number | string, permissions: readonly string[], addresses: ModuleAddresses = {}): NavEntry[] {
  const held = new Set(permissions);
  const out: NavEntry[] = [];
  for (const entry of navTable(userId)) {
    if (!allows(held, entry.rule)) continue;
    if (isGroup(entry)) {
      const children = entry.children.filter((c) => allows(held, c.rule)).map((c) => placed(c, userId, addresses)).filter((c): c is NavLink => !!c);
      if (children.length) out.push({ ...entry, children });
    } else {
      const link = placed(entry, userId, addresses);
      if (link) out.push(link);
    }
  }
  return out;
}

/** Active when the current path starts with the link; '/' only matches itself and /dashboard. */
export function isActive(link: NavLink, pathname: string): boolean {
  if (link.activePrefix) return pathname === link.activePrefix || pathname.startsWith(`${link.activePrefix}/`);
  if (link.href === '/') return pathname === '/' || pathname === '/dashboard';
  return pathname === link.href || pathname.startsWith(`${link.href}/`) || pathname.startsWith(`${link.href}?`);
}

/** Flat list of visible links (groups expanded), in order: what the browser tests compare. */
export function visibleHrefs(userId: number | string, permissions: readonly string[], addresses: ModuleAddresses = {}): string[] {
  return visibleNav(userId, permissions, addresses).flatMap((e) => (isGroup(e) ? e.children.map((c) => c.href) : [e.href]));
}
