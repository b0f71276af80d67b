import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freeName } from '../../src/features/demo/sandbox-name';

test('a new sandbox is offered a name no sandbox has', () => {
  assert.is(freeName('Formation du 4 déc. 2026', []), 'Formation du 4 déc. 2026');
  assert.is(freeName('Formation du 4 déc. 2026', ['accueil', 'Formation du 4 déc. 2026']), 'Formation du 4 déc. 2026 (2)');
  assert.is(freeName('T', ['T', 'T (2)', 'T (3)']), 'T (4)');
  assert.is(freeName('T', ['T (2)']), 'T', 'a gap before is no reason to number');
});

test.run();
