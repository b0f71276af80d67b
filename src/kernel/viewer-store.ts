import { useSyncExternalStore } from 'react';

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

let shown: ShownImage | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showImage(image: ShownImage) {
  if (shown) URL.revokeObjectURL(shown.url);
  shown = image;
  emit();
}

export function closeViewer() {
  if (!shown) return;
  URL.revokeObjectURL(shown.url);
  shown = null;
  emit();
}

export function useShownImage(): ShownImage | null {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => shown,
    () => shown,
  );
}
