import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveDetail } from '../../domain/leave';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { openPanel } from '../../kernel/panel-store';
import { formatDay } from '../../i18n/format';
import { DateRange } from '../../ui/date-range';

/** Colleagues of the same department away over the same days, scrolled sideways. */
export function OverlapCarousel({ items }: { items: LeaveDetail['demanedInSameDepartment'] }) {
  const { t, i18n } = useTranslation('leave');
  const track = useRef<HTMLUListElement>(null);
  const scroll = (dir: number) => track.current?.scrollBy({ left: dir * 220 * (i18n.dir() === 'rtl' ? -1 : 1), behavior: 'smooth' });
  return (
    <section className="leave-carousel" aria-label={t('detail.sameDepartment')}>
      <h3 className="leave-subtitle">{t('detail.sameDepartment')}</h3>
      <div className="leave-carousel-row">
        <button type="button" className="icon-button" aria-label={t('detail.previous')} onClick={() => scroll(-1)}>
          <Icon name="chevronStart" />
        </button>
        <ul ref={track} className="leave-carousel-track">
          {items.map((o) => {
            const body = (
              <>
                <Avatar userId={o.id} name={o.fullName} picturePath={o.image} size={32} />
                <span>
                  <strong>{o.fullName}</strong>
                  <span className="small muted"> {o.type || t('calendar.absence')}</span>
                  {' '}<DateRange className="small" start={formatDay(o.startDate, i18n.language)} end={formatDay(o.endDate, i18n.language)} />
                </span>
              </>
            );
            return (
              <li key={o.id} className="card leave-carousel-card">
                {/* No type: an absence whose reason is not the viewer's to know (health data); it opens nothing. */}
                {o.type ? (
                  <button type="button" className="leave-carousel-open" onClick={() => openPanel('leave.detail', { id: o.id })}>
                    {body}
                  </button>
                ) : (
                  <div className="leave-carousel-open" title={t('calendar.absenceHint')}>
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <button type="button" className="icon-button" aria-label={t('detail.next')} onClick={() => scroll(1)}>
          <Icon name="chevronEnd" />
        </button>
      </div>
    </section>
  );
}
