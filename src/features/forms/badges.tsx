import { useTranslation } from 'react-i18next';
import { formStateBadge, statusKindBadge, type FormState, type StatusKind } from '../../domain/forms';

/** Form states and response statuses as badges: the one place their codes become words. */
export function FormStateBadge({ state }: { state: FormState }) {
  const { t } = useTranslation('forms');
  return <span className={`badge ${formStateBadge[state]}`}>{t(`state.${state}`)}</span>;
}

export function StatutBadge({ statut }: { statut: { text: string; type: string; kind: StatusKind } }) {
  const { t } = useTranslation('forms');
  return (
    // The status's name is the form's own text: the dot leads it in its own direction ('● Validation manager' in an Arabic screen too).
    <span className={`badge ${statusKindBadge[statut.kind]} statut-badge`} dir="auto" title={t(`statusKind.${statut.kind}`)}>
      <span className="statut-dot" style={{ background: statut.type }} aria-hidden="true" />
      {statut.text}
    </span>
  );
}
