import { useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './empty-state';
import { RetryBanner } from './retry-banner';
import { fillPlaceholders } from '../i18n/i18n';
import { ScreenName } from './screen-name';

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
  const screen = useContext(ScreenName);
  // The floating message put away by the person (on a phone it sits over a row's buttons, persona review): until the
  // next try, whose failure says itself again.
  const [putAway, setPutAway] = useState(false);
  if (putAway && (view.busy || !view.error)) setPutAway(false);
  if (view.failed || (view.error && view.data === null)) return <RetryBanner message={t(view.error ?? 'Error.Unknown')} onRetry={view.reload} />;
  if (view.data === null) return <Spinner label={t('state.loading')} />;
  // Over what stays shown, the message says that it is the screen as it was, and which (persona review: an error
  // without context; then 'Non actualisé' over a list, naming none).
  const why = t(view.error ?? 'Error.Unknown');
  const stale = <RetryBanner message={screen ? fillPlaceholders(t('state.notRefreshedIn'), screen, why) : fillPlaceholders(t('state.notRefreshed'), why)} onRetry={view.reload} onDismiss={() => setPutAway(true)} />;
  // A reload that failed keeps what was on screen, says why and offers the retry (hidden while it runs). It floats
  // at the bottom of the view and takes no room: the rows under the pointer stay where they are (persona review).
  return (
    <>
      {children(view.data)}
      {view.error && !view.busy && !putAway ? <div className="banner-float">{stale}</div> : null}
    </>
  );
}
