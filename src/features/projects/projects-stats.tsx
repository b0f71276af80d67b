import { useTranslation } from 'react-i18next';
import type { ProjectsStatistics } from '../../domain/projects';

export function ProjectsStats({ stats }: { stats: ProjectsStatistics }) {
  const { t } = useTranslation('projects');
  const tiles: Array<[string, number]> = [
    ['projects.stats.total', stats.total],
    ['projects.stats.active', stats.active],
    ['projects.stats.activeMembers', stats.activeMembers],
    ['projects.stats.disabledMembers', stats.disabledMembers],
  ];
  return (
    <section className="itops-stats" aria-label={t('projects.stats.title')}>
      {tiles.map(([k, v]) => (
        <div key={k} className="card itops-stat">
          <span className="itops-stat-value">{v}</span>
          <span className="muted small">{t(k)}</span>
        </div>
      ))}
      <div className="card itops-stat itops-stat-wide">
        <span className="muted small">{t('projects.stats.byModule')}</span>
        <div>
          {stats.byModule.map((m) => (
            <span key={m.module} className="badge badge-info itops-gap">{t(`module.${m.module}`)} · {m.count}</span>
          ))}
        </div>
      </div>
    </section>
  );
}
