import { fromCallback, fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { tourMachine, type TourEvent } from '../../../machines/demo/tour.machine';
import type { TourStep } from '../../domain/tour';
import { loadPersonas } from '../../api/personas-api';
import { closeAllPanels } from '../../kernel/panel-store';
import type { SessionActor } from '../../kernel/services';
import { switchPersona } from './persona-switch';
import { choose, clickOn, pickRange, readyTarget, resolveValue, typeInto } from './tour-dom';

const POLL_MS = 150;

async function perform(step: TourStep | null, session: SessionActor) {
  if (!step) return;
  const a = step.action;
  if (a.kind === 'none') return;
  if (a.kind === 'persona') {
    const list = await loadPersonas();
    const p = list.find((x) => x.key === a.persona);
    if (!p) throw new Error('tour.error.action');
    await switchPersona(session, p);
    closeAllPanels();
    navigate(a.then);
    return;
  }
  if (a.kind === 'navigate') {
    closeAllPanels();
    navigate(a.path);
    return;
  }
  // The page may have re-rendered since the bubble found it: look again.
  const el = readyTarget(step);
  if (!el) throw new Error('tour.error.targetMissing');
  if (a.kind === 'pickRange') await pickRange(el, resolveValue(a.start), resolveValue(a.end));
  else if (a.kind === 'click') clickOn(el);
  else if (a.kind === 'type') typeInto(el, resolveValue(a.value));
  else choose(el, resolveValue(a.value));
}

/** The DOM side of the tour statechart: watching for a target and acting on the real page (a persona switch goes through `session`). */
export const tourLogic = (session: SessionActor) =>
  tourMachine.provide({
    actors: {
      watchTarget: fromCallback<TourEvent, { step: TourStep | null }>(({ input, sendBack }) => {
        const look = () => {
          if (input.step && readyTarget(input.step)) {
            clearInterval(timer);
            sendBack({ type: 'tour.targetFound' });
          }
        };
        const timer = setInterval(look, POLL_MS);
        return () => clearInterval(timer);
      }),
      performStep: fromPromise<void, { step: TourStep | null }>(({ input }) => perform(input.step, session)),
    },
  });
