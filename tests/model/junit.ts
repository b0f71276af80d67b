/**
 * JUnit XML for CI dashboards (`npm run test:model -- --junit file`): one
 * test suite per part of the walk (machine level, fake server, UI, the
 * requirement gate), one test case per machine or requirement, its failures
 * as the case's failure text. Skipped cases say why (a machine with no UI
 * adapter, one that makes no server calls).
 */
export interface JunitCase {
  name: string;
  ms?: number;
  failures?: string[];
  skipped?: string;
}
export interface JunitSuite {
  name: string;
  cases: JunitCase[];
}

const esc = (s: string) =>
  s
    // XML 1.0 has no place for most control characters (ANSI colours in a message): drop them.
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const secs = (ms = 0) => (ms / 1000).toFixed(3);

export function junitXml(suites: JunitSuite[]): string {
  const failed = (c: JunitCase) => (c.failures?.length ?? 0) > 0;
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const all = suites.flatMap((s) => s.cases);
  lines.push(`<testsuites name="model" tests="${all.length}" failures="${all.filter(failed).length}" skipped="${all.filter((c) => c.skipped).length}" time="${secs(all.reduce((n, c) => n + (c.ms ?? 0), 0))}">`);
  for (const s of suites) {
    const ms = s.cases.reduce((n, c) => n + (c.ms ?? 0), 0);
    lines.push(`  <testsuite name="${esc(s.name)}" tests="${s.cases.length}" failures="${s.cases.filter(failed).length}" skipped="${s.cases.filter((c) => c.skipped).length}" time="${secs(ms)}">`);
    for (const c of s.cases) {
      const open = `    <testcase classname="${esc(s.name)}" name="${esc(c.name)}" time="${secs(c.ms)}"`;
      if (!failed(c) && !c.skipped) {
        lines.push(`${open}/>`);
        continue;
      }
      lines.push(`${open}>`);
      if (c.skipped) lines.push(`      <skipped message="${esc(c.skipped)}"/>`);
      if (failed(c)) lines.push(`      <failure message="${esc(c.failures![0]!.split('\n')[0]!.slice(0, 300))}">${esc(c.failures!.join('\n'))}</failure>`);
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return lines.join('\n') + '\n';
}
