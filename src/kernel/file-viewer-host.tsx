import { lazy, Suspense } from 'react';
import { useShownImage } from './viewer-store';
import { preload } from './module-cache';

// Through the module cache, so its words (the deferred namespace) come with its code.
const FileViewer = lazy(() => preload(() => import('./file-viewer')));

/** Mounted once by the app: the viewer's code (and its dialog library) loads with the first picture shown. */
export function FileViewerHost() {
  const image = useShownImage();
  if (!image) return null;
  return (
    <Suspense fallback={null}>
      <FileViewer />
    </Suspense>
  );
}
