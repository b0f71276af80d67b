import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultTheme, readThemeCookie, themeCookie } from '../../src/kernel/theme';

test('the theme cookie lasts a year and the default is MintRH', () => {
  assert.is(defaultTheme, 'MintRH');
  assert.is(themeCookie('Ocean'), 'theme=Ocean; max-age=31536000; path=/; SameSite=Lax');
});

test('reading the cookie: a valid name, else the default', () => {
  assert.is(readThemeCookie('a=1; theme=Ocean; b=2'), 'Ocean');
  assert.is(readThemeCookie(''), 'MintRH');
  assert.is(readThemeCookie('theme=../../evil'), 'MintRH');
  assert.is(readThemeCookie('theme=%3Cscript%3E'), 'MintRH');
});

test.run();
