import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../ui/files/file-picker';
import { allowedLists } from '../../domain/uploads';
import { UploadProgress } from '../../kernel/upload-progress';
import { toast } from '../../ui/toast-store';
import { useRecordActor } from '../../kernel/use-record-actor';
import { uploadBoxLogic } from './upload-box.effects';

/** Documents uploaded for a request while it is on hold (spec 3 section 2, item 2). */
export function UploadBox({ requestId, existingNames, onUploaded }: { requestId: number; existingNames: string[]; onUploaded(): void }) {
  const { t } = useTranslation('documents');
  // The machine is built once per box; the parent's callback is read when the upload lands.
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  const [s, actor] = useRecordActor(() => uploadBoxLogic(() => (toast.done('documents', 'toast.files.uploaded'), uploaded.current())), { requestId });
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
