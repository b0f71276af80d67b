import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { assign, fromPromise, setup } from 'xstate';
import { useActorRef, useLogic } from '../../src/kernel/actors';

/**
 * Issue 35 item 3: one way to build a component's logic, useLogic. Without
 * inputs it is built once per mount, whatever the renders; with inputs, a
 * change of one (the person, the record) gives the running actor the new
 * effects: it keeps its state and its next call reads the input of now, not
 * of the first render (a previous person's figures after a switch).
 */
test.after.each(cleanup);

const counter = setup({
  types: { context: {} as { said: string[] }, events: {} as { type: 'ask' } },
  actors: { read: fromPromise<string>(async () => '') },
}).createMachine({
  context: { said: [] },
  initial: 'idle',
  states: {
    idle: { on: { ask: 'reading' } },
    reading: {
      invoke: { src: 'read', onDone: { target: 'idle', actions: assign({ said: ({ context, event }) => [...context.said, event.output] }) } },
    },
  },
});

let builds = 0;
function Reader({ who, inputs }: { who: string; inputs: boolean }) {
  const build = () => {
    builds++;
    return counter.provide({ actors: { read: fromPromise(async () => `read for ${who}`) } });
  };
  const logic = useLogic(build, inputs ? [who] : []);
  const actor = useActorRef(logic);
  const said = useSelector(actor, (s) => s.context.said.length);
  const idle = useSelector(actor, (s) => s.matches('idle'));
  return (
    <button type="button" data-idle={idle} onClick={() => actor.send({ type: 'ask' })}>
      {actor.getSnapshot().context.said.join(' | ')} ({said})
    </button>
  );
}

const ask = async () => {
  await act(async () => screen.getByRole('button').click());
  await waitFor(() => assert.is(screen.getByRole('button').dataset.idle, 'true'));
};

test('with inputs: a new person reaches the running actor, which keeps what it had', async () => {
  builds = 0;
  const view = render(<Reader who="Asmae" inputs />);
  await ask();
  view.rerender(<Reader who="Asmae" inputs />);
  assert.is(builds, 1, 'the same input builds nothing again');
  view.rerender(<Reader who="Karim" inputs />);
  await ask();
  assert.is(builds, 2);
  assert.is(screen.getByRole('button').textContent, 'read for Asmae | read for Karim (2)');
});

test('without inputs: built once per mount, whatever the renders', async () => {
  builds = 0;
  const view = render(<Reader who="Asmae" inputs={false} />);
  view.rerender(<Reader who="Karim" inputs={false} />);
  view.rerender(<Reader who="Yasmine" inputs={false} />);
  await ask();
  assert.is(builds, 1);
  assert.is(screen.getByRole('button').textContent, 'read for Asmae (1)');
});

test.run();
