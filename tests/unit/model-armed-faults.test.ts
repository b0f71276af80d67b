import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { faults } from '../../server-fake/faults';

/** The model walk arms failures for the answers of a boot: they cross a full reload through sessionStorage. */
const storage = (items: Record<string, string>) => ({
  getItem: (k: string) => items[k] ?? null,
  removeItem: (k: string) => void delete items[k],
});

test('failures saved before a reload are armed again at boot, once', () => {
  faults.clearArmed();
  const items: Record<string, string> = { 'mintrh.model.armed': JSON.stringify([{ method: 'POST', pattern: '^/api/auth/refresh$', message: 'Error.Status.500', status: 500 }]) };
  faults.restoreArmed(storage(items));
  assert.equal(faults.armed(), [{ method: 'POST', pattern: new RegExp('^/api/auth/refresh$', 'i').source, message: 'Error.Status.500', status: 500 }]);
  assert.is(items['mintrh.model.armed'], undefined, 'taken once: a second reload starts clean');
  assert.ok(faults.takeArmed('POST', '/api/auth/refresh'));
  assert.is(faults.takeArmed('POST', '/api/auth/refresh'), null);
});

test('nothing saved, or something unreadable: the demo starts as usual', () => {
  faults.clearArmed();
  faults.restoreArmed(storage({}));
  faults.restoreArmed(storage({ 'mintrh.model.armed': '{not json' }));
  faults.restoreArmed(undefined);
  assert.equal(faults.armed(), []);
});

test.run();
