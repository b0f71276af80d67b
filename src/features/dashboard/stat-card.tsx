import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../ui/icon';
import { useModule } from '../../kernel/module-cache';

export interface CardDef {
  key: string;
  icon: string;
  href: string;
  path: string;
}

/*
 * The card's frame paints with the dashboard; its body (the call, its
 * statechart, zod and the charts) loads right after, showing meanwhile the
 * skeleton it shows while its call runs anyway (issue 13).
 */
const loadBody = () => import('./stat-body');

/** A statistics card: its call, a headline figure, and a chart of the parts. */
export function StatCard({ def }: { def: CardDef }) {
  const { t } = useTranslation('dashboard');
  const title = t(`card.${def.key}`);
  return (
    <section className="card stat-card" aria-labelledby={`stat-${def.key}`} data-card={def.key}>
      <header className="stat-card-head">
        <Icon name={def.icon} size={20} />
        <h2 id={`stat-${def.key}`}>{title}</h2>
        <Link className="stat-card-link small" href={def.href}>
          {t('card.open')}
        </Link>
      </header>
      <CardBody path={def.path} title={title} />
    </section>
  );
}


function CardBody({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation('dashboard');
  const m = useModule(loadBody);
  if (!m) return <div className="stat-skeleton" aria-busy="true"><span className="visually-hidden">{t('state.loading')}</span></div>;
  return (
    <m.CardBoundary>
      <m.StatBody path={path} title={title} />
    </m.CardBoundary>
  );
}
