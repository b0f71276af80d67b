import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { PolicyCommand } from '../../../machines/settings/policy-admin.machine';
import { getPolicies } from '../../api/policy-api';
import { useResource } from '../../kernel/use-resource';
import { Loaded } from '../../ui/loaded';
import { EmptyState } from '../../ui/empty-state';
import { fillPlaceholders } from '../../i18n/i18n';
import { PolicyDetailView } from './policy-detail';
import { policyAdminLogic } from './policy-admin.effects';
import { changes } from '../../realtime/changes';
import { useActorRef, useLogic } from '../../kernel/actors';

/** /settings/policy: the policies on the left, the chosen one's versions, texts and acceptances on the right. */
export default function PolicyAdmin() {
  const { t } = useTranslation(['settings', 'common']);
  const list = useResource(() => getPolicies(), null, { refreshOn: changes.policies });
  const [chosen, setChosen] = useState<number | null>(null);
  const [title, setTitle] = useState('');

  const machine = useLogic(() =>
    policyAdminLogic({
      created: (id) => {
        setChosen(id);
        setTitle('');
      },
    }),
  );
  const admin = useActorRef(machine);
  const busy = useSelector(admin, (s) => s.hasTag('busy'));
  const run = (command: PolicyCommand) => admin.send({ type: 'policy.run', command });
  const create = (e: FormEvent) => {
    e.preventDefault();
    if (title.trim()) run({ kind: 'create', title: title.trim() });
  };

  const all = list.data ?? [];
  const selected = chosen ?? all.find((p) => p.isPublished)?.id ?? all[0]?.id ?? null;

  return (
    <div className="policy-admin">
      <aside className="card policy-list" aria-labelledby="policies-title">
        <h2 id="policies-title">{t('policy.list')}</h2>
        <Loaded view={list}>
          {(policies) => (
              <>
                {policies.length === 0 ? <EmptyState title={t('NoData.Empty')} /> : null}
                <ul>
                  {policies.map((p) => (
                    <li key={p.id}>
                      <button type="button" className="policy-list-item" aria-current={p.id === selected ? 'true' : undefined} onClick={() => setChosen(p.id)}>
                        <span className="policy-list-title">{p.title}</span>
                        <span className="policy-list-meta">
                          <span className={`badge ${p.isPublished ? 'badge-success' : 'badge-neutral'}`}>{t(p.isPublished ? 'policy.published' : 'policy.unpublished')}</span>
                          {p.isEnforced ? <span className="badge badge-warning">{t('policy.enforced')}</span> : null}
                          {p.hasDraft ? <span className="badge badge-info">{t('policy.draft')}</span> : null}
                        </span>
                        <span className="small muted">
                          {fillPlaceholders(t('policy.versionN'), p.version)} · {fillPlaceholders(t('policy.acceptedOf'), p.acceptedCount, p.totalUsers)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </>
          )}
        </Loaded>
        <form className="policy-new" onSubmit={create}>
          <label htmlFor="policy-new-title">{t('policy.new')}</label>
          <div className="policy-new-row">
            <input id="policy-new-title" className="input" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} placeholder={t('policy.newPlaceholder')} />
            <button type="submit" className="btn" disabled={busy || !title.trim()}>
              {t('policy.create')}
            </button>
          </div>
        </form>
      </aside>
      <div className="policy-main">{selected !== null ? <PolicyDetailView id={selected} busy={busy} run={run} /> : null}</div>
    </div>
  );
}
