import { ListFailure } from './list-failure';

/** A project a form can be linked to, as `projectsOfUser` answers it. */
export interface ProjectOption {
  value: number;
  text: string;
}

/**
 * The project picker of every form that links a record to a project (leave,
 * expense note, document request): drawn only when the user has projects for
 * the module; the empty choice sends null. A list that failed to load shows
 * the server's message in its place with a retry (issue 26 item 8): the form
 * stays open and keeps what was typed.
 */
export function ProjectSelect(p: {
  label: string;
  emptyLabel: string;
  projects: readonly ProjectOption[] | null | undefined;
  value: number | null | undefined;
  onChange(projectId: number | null): void;
  disabled?: boolean;
  /** The record's own project, offered even where the list no longer holds it (the person left it since). */
  kept?: ProjectOption | null;
  /** The list's failure, already in words: shown with a retry instead of the select. */
  error?: string | null;
  onRetry?(): void;
  retryLabel?: string;
}) {
  if (p.error) {
    return (
      <div className="field">
        <span className="field-label">{p.label}</span>
        <ListFailure text={p.error} onRetry={p.onRetry ?? (() => {})} retryLabel={p.retryLabel ?? ''} />
      </div>
    );
  }
  // A record's project missing from the list would read 'no project' while the record keeps it (persona review).
  const kept = p.kept && !p.projects?.some((o) => o.value === p.kept!.value) ? [p.kept] : [];
  const options = [...kept, ...(p.projects ?? [])];
  if (!options.length) return null;
  return (
    <label className="field">
      <span>{p.label}</span>
      <select className="input" name="projectId" value={p.value ? String(p.value) : ''} onChange={(e) => p.onChange(e.target.value ? Number(e.target.value) : null)} disabled={p.disabled}>
        <option value="">{p.emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
}
