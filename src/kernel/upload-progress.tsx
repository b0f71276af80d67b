import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { uploadMachine } from '../../machines/shared/upload.machine';

/** Progress bar of an upload actor, with its abort button while it runs. */
export function UploadProgress({ actor }: { actor: ActorRefFrom<typeof uploadMachine> }) {
  const { t } = useTranslation('common');
  const progress = useSelector(actor, (s) => s.context.progress);
  const running = useSelector(actor, (s) => s.matches('uploading'));
  const aborted = useSelector(actor, (s) => s.matches('aborted'));
  if (!running && !aborted) return null;
  return (
    <div className="upload-progress">
      <progress max={100} value={progress} aria-label={t('files.progress')} />
      <span className="small">{progress} %</span>
      {running ? (
        <button type="button" className="btn btn-small" onClick={() => actor.send({ type: 'upload.abort' })}>
          {t('files.abort')}
        </button>
      ) : (
        <span className="small muted">{t('Error.Aborted')}</span>
      )}
    </div>
  );
}
