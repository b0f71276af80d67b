import { createStore } from '../domain/store';
import { useStore } from '../ui/use-store';

/**
 * The one in-app file viewer's state: the picture on show (its blob URL,
 * typed by content) or nothing. Any view path puts a picture here; the
 * viewer host in the app draws it.
 */
export interface ShownImage {
  name: string;
  url: string;
  /** The same bytes as a download, so saving does not fetch again. */
  blob: Blob;
}

const shown = createStore<ShownImage | null>(null);

export function showImage(image: ShownImage) {
  const before = shown.get();
  if (before) URL.revokeObjectURL(before.url);
  shown.set(image);
}

export function closeViewer() {
  const before = shown.get();
  if (!before) return;
  URL.revokeObjectURL(before.url);
  shown.set(null);
}

export const useShownImage = (): ShownImage | null => useStore(shown);
