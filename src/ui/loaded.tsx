import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './empty-state';
import { RetryBanner } from './retry-banner';

/** What a loaded view needs of a read (the kernel's useResource answers it). */
export interface LoadedView<T> {
  data: T | null;
  error: string | null;
  busy: boolean;
  failed: boolean;
  reload(): void;
}

/** Loading, failure (the server's message and a retry) or the content, under the message of a failed reload. */
export function Loaded<T>({ view, children }: { view: LoadedView<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('common');
  const banner = (
    <RetryBanner message={t(view.error ?? 'Error.Unknown')} onRetry={view.reload} />
  );
  if (view.failed || (view.error && view.data === null)) return banner;
  if (view.data === null) return <Spinner label={t('state.loading')} />;
  // A reload that failed keeps what was on screen, says why and offers the retry (hidden while it runs).
  return (
    <>
      {view.error && !view.busy ? banner : null}
      {children(view.data)}
    </>
  );
}
