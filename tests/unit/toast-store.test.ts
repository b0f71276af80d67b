import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dismissToast, toast } from '../../src/ui/toast-store';

test('the same error still on screen is not stacked; another message, or a success, is', () => {
  const a = toast.error('Error.Status.503');
  const b = toast.error('Error.Status.503');
  assert.is(b, a, 'the failure seen by two lists at once is said once');
  const c = toast.error('Error.Status.500');
  assert.is.not(c, a);
  const s1 = toast.success();
  const s2 = toast.success();
  assert.is.not(s2, s1, 'successes are not merged');
  dismissToast(a);
  const d = toast.error('Error.Status.503');
  assert.is.not(d, a, 'once closed, the same error shows again');
  for (const id of [c, s1, s2, d]) dismissToast(id);
});

test.run();
