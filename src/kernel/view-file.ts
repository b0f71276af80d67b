import { downloadFile, fetchFile, openInTab, saveFile } from '../api/files';
import { errorMessage } from '../api/api-error';
import { toast } from '../ui/toast-store';
import { showImage } from './viewer-store';

export interface ViewableFile {
  path: string;
  name: string;
}

/**
 * Every 'view' of a stored file (leave and expense attachments, intervention
 * preview, company and request files, search results, chat attachments and
 * group documents) goes through here. What the bytes are decides, never the
 * declared type or the name (issue 21): pictures (SVG included, inside an
 * <img>) open in the in-app viewer, a PDF in a new tab typed as a PDF,
 * anything else downloads under its own name. Failures say the server's
 * message in a toast.
 */
export async function viewFile(file: ViewableFile): Promise<void> {
  try {
    const f = await fetchFile(file.path);
    if (f.view === 'img' || (f.view === 'inline' && f.kind !== 'pdf')) showImage({ name: file.name, url: URL.createObjectURL(f.blob), blob: f.blob });
    else if (f.view === 'inline') openInTab(f);
    else saveFile(f.blob, file.name || f.fileName || 'file');
  } catch (e) {
    toast.error(errorMessage(e));
  }
}

/** The download button of every file list: saved under its own name, failures in a toast. */
export async function saveStoredFile(file: ViewableFile): Promise<void> {
  try {
    await downloadFile(file.path, file.name);
  } catch (e) {
    toast.error(errorMessage(e));
  }
}
