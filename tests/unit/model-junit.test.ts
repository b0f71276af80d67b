import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { junitXml } from '../model/junit';

const xml = junitXml([
  { name: 'machine level', cases: [{ name: 'leaveRequest', ms: 1500 }, { name: 'expenseNote', ms: 500, failures: ['transition not taken: a <b> & "c"', 'path 3 failed'] }] },
  { name: 'UI walk', cases: [{ name: 'import', skipped: 'no UI adapter' }] },
]);

test('junit: counts per suite and overall, as CI dashboards read them', () => {
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="model" tests="3" failures="1" skipped="1" time="2.000">/);
  assert.match(xml, /<testsuite name="machine level" tests="2" failures="1" skipped="0" time="2.000">/);
  assert.match(xml, /<testsuite name="UI walk" tests="1" failures="0" skipped="1" time="0.000">/);
});

test('junit: a passing case is empty, a failing one carries every failure, escaped', () => {
  assert.match(xml, /<testcase classname="machine level" name="leaveRequest" time="1.500"\/>/);
  assert.match(xml, /<failure message="transition not taken: a &lt;b&gt; &amp; &quot;c&quot;">transition not taken: a &lt;b&gt; &amp; &quot;c&quot;\npath 3 failed<\/failure>/);
  assert.match(xml, /<skipped message="no UI adapter"\/>/);
});

test('junit: control characters (terminal colours) never reach the XML', () => {
  const out = junitXml([{ name: 's', cases: [{ name: 'x', failures: ['\u001b[31mred\u001b[39m'] }] }]);
  assert.not.ok(out.includes(String.fromCharCode(27)), 'no escape character');
  assert.match(out, />\[31mred\[39m<\/failure>/);
});

test.run();
