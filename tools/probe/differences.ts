/**
 * A schema's issues as a deployer reads them: the field path as it sits in
 * the answer, what the client expects and what came.
 * `data.users[0].picturePath: expected string, got number`.
 */
interface Issue {
  path?: readonly PropertyKey[];
  message?: string;
  code?: string;
  expected?: string;
}

export function fieldPath(path: readonly PropertyKey[] = []): string {
  return path.reduce<string>((out, k) => (typeof k === 'number' ? `${out}[${k}]` : out ? `${out}.${String(k)}` : String(k)), '') || '(the answer)';
}

export function describeIssue(issue: Issue): string {
  const message = (issue.message ?? issue.code ?? 'invalid')
    .replace(/^Invalid input: /, '')
    .replace(/, received /, ', got ');
  return `${fieldPath(issue.path)}: ${message}`;
}

/** The first few differences of a malformed answer, or null when the error carried none. */
export function differences(issues: unknown, max = 3): string[] | null {
  if (!Array.isArray(issues) || !issues.length) return null;
  return (issues as Issue[]).slice(0, max).map(describeIssue);
}
