import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, screen, within } from '@testing-library/react';
import { ToastHost, preloadToastRegion } from '../../src/app/toast-host';
import { toast } from '../../src/ui/toast-store';
import { renderWithApp } from './render';

/*
 * Issue 35, the first load: the toasts' region is not drawn by the first
 * paint. A toast raised before the page is idle still shows (its region comes
 * with it), and once idle the region stands, empty, before any toast, so a
 * screen reader hears what is later put in it.
 */
const region = () => document.querySelector('.toast-region');

test.after.each(async () => {
  await act(async () => document.querySelectorAll<HTMLButtonElement>('.toast button.icon-button').forEach((b) => b.click()));
  cleanup();
});

test('before the page is idle there is no region; a toast raised then brings it, with the toast in it', async () => {
  await renderWithApp(<ToastHost />);
  assert.is(region(), null, 'no region in the first paint');
  await act(async () => void toast.error('Error.ServerError'));
  const live = await screen.findByRole('region', { name: /./ }, { timeout: 2000 });
  assert.is(live.getAttribute('aria-live'), 'polite');
  assert.ok(await within(live).findByRole('alert'), 'the error toast is in the region');
});

test('once the page is idle the region stands empty, before any toast', async () => {
  await renderWithApp(<ToastHost />);
  assert.is(region(), null);
  await act(async () => preloadToastRegion());
  const live = await screen.findByRole('region', { name: /./ }, { timeout: 2000 });
  assert.is(live.querySelectorAll('.toast').length, 0, 'no toast yet');
  await act(async () => void toast.info('feedback.text'));
  assert.is(within(live).getAllByRole('status').length, 1, 'the toast goes into the region already there');
});

test.run();
