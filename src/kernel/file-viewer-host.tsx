import { lazy, Suspense } from 'react';
import { useShownImage } from './viewer-store';

const FileViewer = lazy(() => import('./file-viewer'));

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
