import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForNewVersion, isCodeLoadFailure, useNewVersion } from './new-version';

/**
 * The message and a retry; `what` says whether a page or a panel failed.
 * When its code could not be fetched, the server is asked which version it
 * serves: after a deploy, the way on is a reload, not a retry.
 */
export function ErrorFallback({ onRetry, what = 'panel', error }: { onRetry(): void; what?: 'page' | 'panel'; error?: unknown }) {
  const { t } = useTranslation('common');
  const newVersion = useNewVersion();
  useEffect(() => {
    if (isCodeLoadFailure(error)) void checkForNewVersion();
  }, [error]);
  if (newVersion)
    return (
      <div className="panel-error banner banner-info" role="alert" data-testid={`${what}-error`}>
        <p>{t('Error.NewVersion')}</p>
        <button type="button" className="btn btn-primary btn-small" onClick={() => location.reload()}>
          {t('Error.Reload')}
        </button>
      </div>
    );
  return (
    <div className="panel-error banner banner-error" role="alert" data-testid={`${what}-error`}>
      <p>{t(what === 'page' ? 'Error.PageFailed' : 'Error.PanelFailed')}</p>
      <button type="button" className="btn btn-small" onClick={onRetry}>
        {t('Error.Retry')}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  resetKey?: unknown;
  what?: 'page' | 'panel';
  /** Runs before a retry (the app forgets chunks that failed to load). */
  onRetry?: () => void;
  /** Draws the fallback in its place (a panel's error stays inside a side panel). */
  fallback?: (retry: () => void, error: Error) => ReactNode;
}

/**
 * One failing panel or page never takes the rest of the app down. A retry
 * mounts the children afresh, so a lazily loaded chunk is requested again.
 */
export class ErrorBoundary extends Component<Props, { error: Error | null; key: unknown }> {
  override state: { error: Error | null; key: unknown } = { error: null, key: undefined };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey?: unknown }, state: { error: Error | null; key: unknown }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`${this.props.what ?? 'panel'} failed`, error.message, info.componentStack?.split('\n')[1]?.trim());
  }
  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };
  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry, this.state.error) : <ErrorFallback onRetry={this.retry} what={this.props.what} error={this.state.error} />;
  }
}
