import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { visibleError } from '../../src/ui/inputs/field-rules';

test('S1.5.07 field errors show only once touched', () => {
  assert.is(visibleError('RequiredAttribute', false), null);
  assert.is(visibleError('RequiredAttribute', true), 'RequiredAttribute');
  assert.is(visibleError(null, true), null);
});

test.run();
