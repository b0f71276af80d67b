import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../ui/files/file-picker';
import { allowedLists } from '../../domain/uploads';
import { UploadProgress } from '../../kernel/upload-progress';
import { toast } from '../../ui/toast-store';
import { useRecordActor } from '../../kernel/use-record-actor';
import { uploadBoxLogic } from './upload-box.effects';

type UploadBoxActor = ReturnType<typeof useRecordActor<ReturnType<typeof uploadBoxLogic>>>;

/**
 * The statechart of a request's document box, held by its panel: the panel
 * reads from it whether documents are chosen and not yet sent (accepting
 * then would drop them: the box goes with the request's hold).
 */
export function useUploadBox(requestId: number, onUploaded: () => void): UploadBoxActor {
  // The machine is built once per box; the parent's callback is read when the upload lands.
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  return useRecordActor(() => uploadBoxLogic(() => (toast.done('documents', 'toast.files.uploaded'), uploaded.current())), { requestId });
}

/** Documents chosen and not sent yet. */
export const unsentFiles = ([s]: UploadBoxActor) => (s.context.files as File[]).length;

/** Documents uploaded for a request while it is on hold (spec 3 section 2, item 2). */
export function UploadBox({ box, existingNames }: { box: UploadBoxActor; existingNames: string[] }) {
  const { t } = useTranslation('documents');
  const [s, actor] = box;
  const files = s.context.files as File[];
  const sending = s.hasTag('busy');
  return (
    <div className="documents-upload">
      <FilePicker files={files} onChange={(f) => actor.send({ type: 'uploadBox.setFiles', files: f })} allowed={allowedLists.documents} existingNames={existingNames} disabled={sending} label={t('upload.pick')} />
      <UploadProgress upload={s.children.upload} onAbort={() => actor.send({ type: 'uploadBox.abort' })} />
      {s.context.error ? (
        <p className="field-error" role="alert">
          {t(s.context.error)}
        </p>
      ) : null}
      {files.length ? (
        <button type="button" className="btn btn-small btn-primary" disabled={!s.can({ type: 'uploadBox.send' })} onClick={() => actor.send({ type: 'uploadBox.send' })}>
          {t('upload.send')}
        </button>
      ) : null}
    </div>
  );
}
