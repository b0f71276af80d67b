import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { uploadMachine } from '../../machines/shared/upload.machine';

/** The upload child a form's statechart invokes while it sends (absent otherwise). */
export type UploadRef = ActorRefFrom<typeof uploadMachine> | undefined;

/** The percentage of an upload child, 0 when none runs. */
export const useUploadProgress = (upload: UploadRef) => useSelector(upload, (s) => s?.context.progress ?? 0);

/**
 * Progress bar of an upload child while it runs, with the abort its parent
 * offers (the parent leaves the sending state, which stops the child and its
 * request). Labels default to the shared words; a screen may name them its way.
 */
export function UploadProgress({ upload, onAbort, label, abortLabel }: { upload: UploadRef; onAbort(): void; label?: string; abortLabel?: string }) {
  const { t } = useTranslation('common');
  const progress = useUploadProgress(upload);
  const running = useSelector(upload, (s) => s?.status === 'active');
  if (!running) return null;
  return (
    <div className="upload-progress" role="status">
      <progress max={100} value={progress} aria-label={label ?? t('files.progress')} />
      <span className="small">{progress} %</span>
      <button type="button" className="btn btn-small" onClick={onAbort}>
        {abortLabel ?? t('files.abort')}
      </button>
    </div>
  );
}
