import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { createActor } from 'xstate';
import { tourMachine } from '../../machines/demo/tour.machine';
import { TourBubble } from '../../src/features/demo/tour-bubble';
import { i18nReady } from './render';

/**
 * Escape ends the demo's tour (the persona review: 'Escape does not close it'), once no popup is left to close first:
 * with a panel or a dialog open, Escape is theirs, and the tour goes on.
 */
// The bubble's words load lazily: loaded first, so that it is drawn (and listens) at once.
test.before(async () => void (await i18nReady(), await i18next.loadNamespaces('demo')));
test.after.each(cleanup);

const tour = { id: 't', title: 'tour.t', steps: [{ text: 'tour.a', action: { kind: 'none' } }, { text: 'tour.b', action: { kind: 'none' } }] };
const started = () => {
  const a = createActor(tourMachine).start();
  a.send({ type: 'tour.start', tour: tour as never });
  return a;
};
const escape = () => act(async () => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));

test('Escape with nothing open ends the tour', async () => {
  const a = started();
  render(<TourBubble actor={a} />);
  assert.ok(a.getSnapshot().matches('running'));
  await escape();
  assert.ok(a.getSnapshot().matches('stopped'), 'ended');
});

test('Escape while a panel is open is the panel\'s: the tour goes on', async () => {
  const a = started();
  render(
    <>
      <div role="dialog" aria-label="Panneau" />
      <TourBubble actor={a} />
    </>,
  );
  await escape();
  assert.ok(a.getSnapshot().matches('running'), 'still running');
});

test.run();
