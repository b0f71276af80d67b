import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The message and a retry; `what` says whether a page or a panel failed. */
export function ErrorFallback({ onRetry, what = 'panel' }: { onRetry(): void; what?: 'page' | 'panel' }) {
  const { t } = useTranslation('common');
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
  fallback?: (retry: () => void) => ReactNode;
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
    return this.props.fallback ? this.props.fallback(this.retry) : <ErrorFallback onRetry={this.retry} what={this.props.what} />;
  }
}
