import { offersPreview } from '../domain/uploads';
import { Icon } from '../ui/icon';
import { saveStoredFile, viewFile } from './view-file';

/**
 * What a stored file in a list offers: a preview when its name is in the screen's preview list (its
 * content still decides how it shows, view-file.ts), a download always. The words are the caller's.
 */
export function FileActions(p: { name: string; viewPath: string; downloadPath: string; preview: readonly string[]; viewText: string; viewLabel?: string; downloadLabel: string }) {
  return (
    <>
      {offersPreview(p.name, p.preview) ? (
        <button type="button" className="btn btn-small" aria-label={p.viewLabel} onClick={() => viewFile({ path: p.viewPath, name: p.name })}>
          {p.viewText}
        </button>
      ) : null}
      <button type="button" className="btn btn-small" aria-label={p.downloadLabel} onClick={() => saveStoredFile({ path: p.downloadPath, name: p.name })}>
        <Icon name="download" size={14} />
      </button>
    </>
  );
}
