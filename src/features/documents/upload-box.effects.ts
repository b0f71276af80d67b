import { uploadBoxMachine, type DocumentsUpload } from '../../../machines/documents/upload-box.machine';
import { documentsApi } from '../../api/documents-api';
import { uploadLogic } from '../../kernel/upload.effects';

/** The box's upload child: the picked files sent for the request on hold. */
export const documentsUpload = uploadLogic<DocumentsUpload>(({ requestId, files }, o) => documentsApi.uploadFiles(requestId, files as File[], o));

/** The upload box's statechart, its child bound to the documents API. */
export const uploadBoxLogic = (onUploaded: () => void) => uploadBoxMachine.provide({ actors: { upload: documentsUpload }, actions: { notifyUploaded: onUploaded } });
