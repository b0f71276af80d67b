import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Page } from '../../ui/page';
import { useCurrentUser, usePermissions } from '../../kernel/services';
import { allows, type PermissionRule } from '../../kernel/permissions';
import { quickActions } from '../../kernel/quick-actions';
import { visibleNav, isGroup } from '../../kernel/nav-table';
import { hasPanel } from '../../kernel/panel-registry';
import { openPanel } from '../../kernel/panel-store';
import { fillPlaceholders } from '../../i18n/i18n';
import { formatLongDay } from '../../i18n/format';
import { appNow } from '../../domain/clock';
import { useToday } from '../../ui/use-today';
import { Icon } from '../../ui/icon';
import i18next from 'i18next';
import { WorkCard, type CardDef } from './work-card';
import { decisionKinds, mineKinds } from '../../kernel/decision-kinds';


/** Load a card body and the area words it shows (statuses, priorities) together: it then draws once. */
const withWords = <M,>(load: () => Promise<M>, ns: string[]) => () => Promise.all([load(), i18next.loadNamespaces(ns)]).then(([m]) => m);

/** The work first, each card under the permissions its calls need (the fake server answers 403 to the rest). */
const workCards: Array<CardDef & { rule: PermissionRule }> = [
  { key: 'decisions', icon: 'check', size: 'tall', rule: Object.values(decisionKinds).flat(), load: withWords(() => import('./decisions-card'), ['leave', 'documents', 'expenses', 'forms', 'interventions']) },
  { key: 'balance', icon: 'sun', size: 'short', rule: ['Conge.View'], load: () => import('./balance-card') },
  { key: 'mine', icon: 'list', size: 'tall', rule: Object.values(mineKinds).flat(), load: withWords(() => import('./mine-card'), ['leave', 'documents', 'expenses', 'interventions']) },
  { key: 'away', icon: 'calendar', href: '/conge/timeline', size: 'tall', rule: ['Conge.View'], load: () => import('./away-card') },
  { key: 'coming', icon: 'bell', size: 'tall', rule: ['Notifications.View'], load: () => import('./coming-card') },
];

const figures = () => import('./figure-cards');
/** Then the figures, one unit each. */
const figureCards: Array<CardDef & { rule: PermissionRule }> = [
  { key: 'leaveRequests', icon: 'sun', href: '/conge/demande', size: 'short', rule: ['Conge.View'], load: () => figures().then((m) => ({ default: m.LeaveFigures })) },
  { key: 'documents', icon: 'file', href: '/document', size: 'short', rule: ['DemandDocument.View', 'DemandDocument.Manage'], load: () => figures().then((m) => ({ default: m.DocumentFigures })) },
  { key: 'expenses', icon: 'wallet', href: '/expenses', size: 'short', rule: ['Expenses.View', 'Expenses.Edit'], load: withWords(() => figures().then((m) => ({ default: m.ExpenseFigures })), ['expenses']) },
  { key: 'projects', icon: 'briefcase', href: '/project', size: 'short', rule: ['ProjectManage.View'], load: () => figures().then((m) => ({ default: m.ProjectFigures })) },
];

/** Today in words, as the language writes it (Intl: Spanish says 'jueves, 3 de diciembre de 2026', which dayjs's pattern did not). */
function LongDate({ language, today }: { language: string; today: string }) {
  return <p className="dashboard-date muted" data-testid="dashboard-date">{formatLongDay(today, language)}</p>;
}

/** Home: a greeting, what the user can start right away, their figures at a glance, and every area they may open. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation(['dashboard', 'shell']);
  const user = useCurrentUser();
  const permissions = usePermissions();
  // The demo's clock may travel: the date and the greeting follow it.
  const today = useToday();
  if (!user) return null;
  const hour = appNow().getHours();
  const greeting = fillPlaceholders(t(hour < 18 ? 'greeting.day' : 'greeting.evening'), user.fullname.split(' ')[0]);
  const actions = quickActions.filter((a) => allows(permissions, a.rule) && hasPanel(a.panel));
  const work = workCards.filter((c) => allows(permissions, c.rule));
  const shown = figureCards.filter((c) => allows(permissions, c.rule));
  const links = visibleNav(user.userId, permissions)
    .flatMap((e) => (isGroup(e) ? e.children : [e]))
    .filter((l) => l.href !== '/');

  return (
    <Page title={greeting}>
      <LongDate language={i18n.language} today={today} />
      {actions.length ? (
        <section className="dashboard-actions" aria-labelledby="quick-title">
          <h2 id="quick-title" className="visually-hidden">
            {t('quick.title')}
          </h2>
          {actions.map((a) => (
            <button key={a.key} type="button" className="btn quick-action" onClick={() => openPanel(a.panel, {})}>
              <Icon name={a.icon} size={18} />
              <span>{t(a.key, { ns: 'shell' })}</span>
            </button>
          ))}
        </section>
      ) : null}
      {work.length ? (
        <div className="work-grid">
          {work.map((c) => (
            <WorkCard key={c.key} def={c} />
          ))}
        </div>
      ) : null}
      {shown.length ? (
        <section aria-labelledby="figures-title">
          <h2 id="figures-title" className="dashboard-subtitle">
            {t('figures.title')}
          </h2>
          <div className="stat-grid">
            {shown.map((c) => (
              <WorkCard key={c.key} def={c} />
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="areas-title">
        <h2 id="areas-title" className="dashboard-subtitle">
          {t('areas.title')}
        </h2>
        <ul className="tile-grid">
          {links.map((l) => (
            <li key={l.key}>
              <Link className="tile" href={l.href}>
                <Icon name={l.icon} size={22} />
                <span>{t(`nav.${l.key}`, { ns: 'shell' })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
