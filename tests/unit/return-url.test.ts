import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loginUrl, safeReturnUrl } from '../../machines/shared/return-url';

test('same-origin relative paths are kept, with their query', () => {
  assert.is(safeReturnUrl('/conge/demande?waiting=true'), '/conge/demande?waiting=true');
  assert.is(safeReturnUrl('/employee/3/profile/public'), '/employee/3/profile/public');
});

test('anything that could leave the origin lands on the dashboard', () => {
  for (const bad of ['//evil.example', 'https://evil.example/x', 'http:evil', 'javascript:alert(1)', 'JavaScript:alert(1)', '/\\evil.example', '%2F%2Fevil.example', '%252F%252Fevil.example', ' //evil.example', '/\t/evil.example', 'evil.example', 'data:text/html,x', '', null, undefined]) {
    assert.is(safeReturnUrl(bad as string), '/', String(bad));
  }
});

test('the login and logout pages are never a return target', () => {
  assert.is(safeReturnUrl('/account/login?returnUrl=/x'), '/');
  assert.is(safeReturnUrl('/account/logout'), '/');
});

test('loginUrl carries the safe path only', () => {
  assert.is(loginUrl('/expenses'), '/account/login?returnUrl=%2Fexpenses');
  assert.is(loginUrl('//evil.example'), '/account/login');
  assert.is(loginUrl(null), '/account/login');
  assert.is(loginUrl('/'), '/account/login');
});

test.run();
