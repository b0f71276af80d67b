/**
 * A list a form needs (projects, people) that failed to load: the server's
 * message and a retry, beside its field (issue 26 item 8). The form stays
 * open and keeps what was typed.
 */
export function ListFailure(p: { text: string; onRetry(): void; retryLabel: string }) {
  return (
    <span className="field-error" role="alert">
      {p.text}{' '}
      <button type="button" className="btn btn-small" onClick={p.onRetry}>
        {p.retryLabel}
      </button>
    </span>
  );
}
