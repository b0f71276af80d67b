import { formatDate } from '../../i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyCommand } from '../../../machines/settings/policy-admin.machine';
import { getPolicy } from '../../api/policy-api';
import type { PolicyLanguage, PolicyVersion } from '../../domain/policy';
import { languages } from '../../i18n/languages';
import { languagesBehind } from './policy-behind';
import { useResource } from '../../kernel/use-resource';
import { changes } from '../../realtime/changes';
import { Loaded } from '../../ui/loaded';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useConfirm } from '../../kernel/use-confirm';
import { fillPlaceholders } from '../../i18n/i18n';
import { PolicyEditor } from './policy-editor';
import { PolicyVersions } from './policy-versions';
import { PolicyAcceptedUsers } from './policy-accepted-users';

type Confirm = { kind: 'publish'; id: number; isEnforced: boolean } | { kind: 'unpublish'; id: number } | { kind: 'delete'; version: PolicyVersion };

const commandOf = (c: Confirm): PolicyCommand => (c.kind === 'delete' ? { kind: 'deleteVersion', versionId: c.version.id } : c);

/** One policy: state and actions, texts per language, versions, and who accepted. */
export function PolicyDetailView({ id, busy, run }: { id: number; busy: boolean; run(c: PolicyCommand): void }) {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const detail = useResource((i: number) => getPolicy(i), id, { refreshOn: changes.policies });
  // The question before publishing, unpublishing or deleting a version, on the one confirm lifecycle; the policy's own statechart runs the call.
  const asked = useConfirm(async (c: Confirm) => run(commandOf(c)), { ns: 'settings' });
  const confirm = asked.dialog.open ? asked.target : null;
  const [lang, setLang] = useState<PolicyLanguage>('fr');
  // From the publish warning to the text left behind: its tab, its text field ready to type.
  const editLanguage = (l: PolicyLanguage) => {
    asked.dialog.onCancel();
    setLang(l);
    requestAnimationFrame(() => {
      const field = document.getElementById(`policy-content-${l}`);
      field?.scrollIntoView({ block: 'center' });
      field?.focus();
    });
  };

  return (
    <Loaded view={detail}>
      {(d) => {
        const nextVersion = d.hasDraft ? d.version + 1 : d.version;
        const behind = languagesBehind(d);
        const languageName = (l: string) => languages.find((x) => x.code === l)?.label ?? l;
        return (
          <>
            <section className="card policy-head" aria-labelledby="policy-title">
              <div className="policy-head-top">
                <div>
                  <h2 id="policy-title">{d.title}</h2>
                  <p className="small muted">
                    {d.version > 0 ? fillPlaceholders(t('policy.versionN'), d.version) : t('policy.neverPublished')}
                    {d.publishedDate ? ` · ${fillPlaceholders(t('policy.publishedOn'), formatDate(d.publishedDate, 'day', i18n.language))}` : ''}
                  </p>
                </div>
                <div className="policy-badges">
                  <span className={`badge ${d.isPublished ? 'badge-success' : 'badge-neutral'}`}>{t(d.isPublished ? 'policy.published' : 'policy.unpublished')}</span>
                  {d.hasDraft ? <span className="badge badge-info">{t('policy.draft')}</span> : null}
                </div>
              </div>
              <div className="policy-actions">
                <label className="check-row policy-enforce">
                  <input type="checkbox" role="switch" checked={d.isEnforced} disabled={busy} onChange={() => run({ kind: 'enforce', id: d.id, isEnforced: !d.isEnforced })} />
                  <span>{t('policy.enforce')}</span>
                </label>
                <span className="header-spacer" />
                {d.isPublished ? (
                  <button type="button" className="btn" disabled={busy} onClick={() => asked.ask({ kind: 'unpublish', id: d.id })}>
                    {t('policy.unpublish')}
                  </button>
                ) : null}
                <button type="button" className="btn btn-primary" disabled={busy || (d.isPublished && !d.hasDraft)} onClick={() => asked.ask({ kind: 'publish', id: d.id, isEnforced: d.isEnforced })}>
                  {d.hasDraft ? fillPlaceholders(t('policy.publishVersion'), nextVersion) : t('policy.republish')}
                </button>
              </div>
              <p className="small muted">{t(d.isEnforced ? 'policy.enforcedHelp' : 'policy.notEnforcedHelp')}</p>
            </section>
            <PolicyEditor detail={d} busy={busy} run={run} lang={lang} setLang={setLang} />
            <PolicyVersions detail={d} busy={busy} onDelete={(version) => asked.ask({ kind: 'delete', version })} />
            <PolicyAcceptedUsers key={`${d.id}-${d.version}`} policy={d} />
            <ConfirmDialog
              {...asked.dialog}
              busy={busy || asked.dialog.busy}
              danger={confirm?.kind === 'delete'}
              title={confirm?.kind === 'publish' ? fillPlaceholders(t('policy.publishTitle'), nextVersion) : confirm?.kind === 'unpublish' ? t('policy.unpublishTitle') : undefined}
              confirmLabel={confirm?.kind === 'publish' ? t('policy.publish') : confirm?.kind === 'unpublish' ? t('policy.unpublish') : undefined}
            >
              {confirm?.kind === 'publish' ? (
                <>
                  <p>{t(d.isEnforced && d.hasDraft ? 'policy.publishEnforcedText' : 'policy.publishText')}</p>
                  {behind.length ? (
                    <div className="banner banner-warning policy-behind" role="note">
                      <p>{fillPlaceholders(t('policy.behindTitle'), nextVersion)}</p>
                      <ul>
                        {behind.map((b) => (
                          <li key={b.language}>
                            <span>{b.version === null ? fillPlaceholders(t('policy.behindMissing'), languageName(b.language)) : fillPlaceholders(t('policy.behindAt'), languageName(b.language), b.version)}</span>
                            <button type="button" className="btn btn-small" onClick={() => editLanguage(b.language)}>
                              {fillPlaceholders(t('policy.behindEdit'), languageName(b.language))}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </>
              )
                : confirm?.kind === 'unpublish'
                  ? t('policy.unpublishText')
                  : confirm?.kind === 'delete'
                    ? fillPlaceholders(t('policy.deleteText'), confirm.version.version, confirm.version.language.toUpperCase())
                    : null}
            </ConfirmDialog>
          </>
        );
      }}
    </Loaded>
  );
}
