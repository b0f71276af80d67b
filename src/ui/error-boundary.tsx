import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Fallback({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <div className="panel-error" role="alert">
      <p>{t('Error.PanelFailed')}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('Error.Retry')}
      </button>
    </div>
  );
}

/** One failing panel or page never takes the rest of the app down. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: unknown }, { error: Error | null; key: unknown }> {
  override state: { error: Error | null; key: unknown } = { error: null, key: undefined };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey?: unknown }, state: { error: Error | null; key: unknown }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('panel failed', error.message, info.componentStack?.split('\n')[1]?.trim());
  }
  override render() {
    return this.state.error ? <Fallback onRetry={() => this.setState({ error: null })} /> : this.props.children;
  }
}
