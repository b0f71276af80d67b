import { useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../ui/files/file-picker';
import { allowedLists } from '../../domain/uploads';
import { UploadProgress } from '../../kernel/upload-progress';
import { toast } from '../../ui/toast-store';
import { uploadIsSimulated, uploadLogic } from '../../kernel/upload.effects';
import { documentsApi } from '../../api/documents-api';
import { useActorRef } from '../../kernel/actors';

/** Documents uploaded for a request while it is on hold (spec 3 section 2, item 2). */
export function UploadBox({ requestId, existingNames, onUploaded }: { requestId: number; existingNames: string[]; onUploaded(): void }) {
  const [round, setRound] = useState(0);
  return <UploadRound key={round} requestId={requestId} existingNames={existingNames} onUploaded={() => (setRound((r) => r + 1), onUploaded())} />;
}

function UploadRound({ requestId, existingNames, onUploaded }: { requestId: number; existingNames: string[]; onUploaded(): void }) {
  const { t } = useTranslation('documents');
  const [files, setFiles] = useState<File[]>([]);
  const filesRef = useRef(files);
  filesRef.current = files;
  const logic = useMemo(() => uploadLogic((o) => documentsApi.uploadFiles(requestId, filesRef.current, o)), [requestId]);
  const actor = useActorRef(logic, { input: { simulated: uploadIsSimulated() } });
  const done = useSelector(actor, (s) => s.matches('done'));
  const error = useSelector(actor, (s) => s.context.error);
  const running = useSelector(actor, (s) => s.hasTag('busy'));
  useEffect(() => {
    if (!done) return;
    toast.success();
    onUploaded();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announces the upload once, when it is done; onUploaded is the parent's and is not a new upload
  }, [done]);
  return (
    <div className="documents-upload">
      <FilePicker files={files} onChange={setFiles} allowed={allowedLists.documents} existingNames={existingNames} disabled={running} label={t('upload.pick')} />
      <UploadProgress actor={actor} />
      {error ? (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
      {files.length ? (
        <button type="button" className="btn btn-small btn-primary" disabled={running} onClick={() => actor.send({ type: actor.getSnapshot().can({ type: 'upload.retry' }) ? 'upload.retry' : 'upload.start' })}>
          {t('upload.send')}
        </button>
      ) : null}
    </div>
  );
}
