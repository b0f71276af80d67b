import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ClientLogo } from '../../src/app/shell/client-logo';

/**
 * Spec 1 section 2.2: the client's logo when the file exists, else its name
 * in upper case. The header is drawn again on every switch of person: it
 * shows what the last look found at once, and looks again.
 */
const served = globalThis.fetch;
let logoThere = true;
let asked = 0;
test.before(() => {
  globalThis.fetch = (async () => (asked++, new Response(null, { status: logoThere ? 200 : 404 }))) as typeof globalThis.fetch;
});
test.after(() => {
  globalThis.fetch = served;
});
test.after.each(() => cleanup());

const logo = () => document.querySelector('img.client-logo');

test('the name until the look finds the logo; the header drawn again shows the logo at once, and looks again', async () => {
  render(<ClientLogo client="Atlas" />);
  assert.ok(screen.getByText('ATLAS'), 'nothing known yet: the name');
  await waitFor(() => assert.ok(logo(), 'the logo, once found'));
  assert.is(logo()!.getAttribute('alt'), 'Atlas');
  cleanup();
  const before = asked;
  render(<ClientLogo client="Atlas" />);
  assert.ok(logo(), 'drawn again (a switch of person): the logo in the first frame, not the name');
  assert.is(screen.queryByText('ATLAS'), null);
  await waitFor(() => assert.is(asked, before + 1, 'and looked at again'));
});

test('a logo removed since is seen on the next look; another client starts from its own name', async () => {
  logoThere = false;
  render(<ClientLogo client="Atlas" />);
  await waitFor(() => assert.ok(screen.getByText('ATLAS'), 'no file any more: the name'));
  cleanup();
  render(<ClientLogo client="Atlas" />);
  assert.ok(screen.getByText('ATLAS'), 'the last look found none');
  cleanup();
  logoThere = true;
  render(<ClientLogo client="Borealis" />);
  assert.ok(screen.getByText('BOREALIS'), "another client is not shown Atlas's look");
  await waitFor(() => assert.ok(logo()));
});

test.run();
