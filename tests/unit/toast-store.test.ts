import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dismissToast, toast, toasts } from '../../src/ui/toast-store';

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

test('a held decision taken back says which one was not sent; one sent, or released unheld, says nothing', () => {
  toast.held('leaveRequest#7', "Congé d'Imane Idrissi accepté", () => {}, 5000);
  toast.release('leaveRequest#7', true);
  const said = toasts.get().at(-1)!;
  assert.is(said.message, 'toast.undone');
  assert.equal(said.params, ["Congé d'Imane Idrissi accepté"]);
  assert.not.ok(toasts.get().some((x) => x.message === 'toast.heldNote'), 'the held toast is gone');
  dismissToast(said.id);
  const count = toasts.get().length;
  toast.held('leaveRequest#8', 'Congé de Karim Benali refusé', () => {}, 5000);
  toast.release('leaveRequest#8');
  toast.release('leaveRequest#9', true);
  assert.is(toasts.get().length, count, 'nothing said when sent, nor for a hold that was not there');
});

test.run();
