import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { useResource } from '../../src/kernel/use-resource';
import { usePagedList } from '../../src/kernel/use-paged-list';
import { pagedListMachine } from '../../machines/shared/paged-list.machine';
import { fromPromise } from 'xstate';
import { changes, requestResync } from '../../src/realtime/changes';

/**
 * Issue 23 item 3: a view asks useResource (or a paged list) to refresh on
 * change feeds instead of wiring a bus by hand. A change while the data is
 * shown reads it again with the rows kept on screen; a change during a read
 * starts it again, so what is shown is never older than the change; a
 * reconnect reads again; a feed the view did not ask for does nothing.
 */
test.after.each(cleanup);

/** A server whose answers the test releases one by one. */
function server() {
  const calls: Array<{ release(rows: string[]): void }> = [];
  const load = () => new Promise<string[]>((resolve) => calls.push({ release: resolve }));
  return { calls, load };
}

function Rows({ load }: { load: () => Promise<string[]> }) {
  const view = useResource(load, null, { refreshOn: changes.leave });
  return (
    <ul aria-busy={view.busy}>
      {(view.data ?? []).map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}
const rows = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

test('a change on the feed reads again, keeping the rows shown meanwhile; another feed does nothing', async () => {
  const s = server();
  render(<Rows load={s.load} />);
  await act(async () => s.calls[0]!.release(['Demande 1']));
  assert.equal(rows(), ['Demande 1']);
  act(() => changes.documents.push());
  assert.is(s.calls.length, 1, 'not a feed this view listens to');
  act(() => changes.leave.push());
  assert.is(s.calls.length, 2);
  assert.equal(rows(), ['Demande 1'], 'the rows stay while it reads again');
  await act(async () => s.calls[1]!.release(['Demande 1', 'Demande 2']));
  assert.equal(rows(), ['Demande 1', 'Demande 2']);
  act(() => requestResync());
  assert.is(s.calls.length, 3, 'a reconnect reads again');
});

test('a change during a read starts it again: the answer shown is the one asked after the change', async () => {
  const s = server();
  render(<Rows load={s.load} />);
  await act(async () => s.calls[0]!.release(['Demande 1']));
  act(() => changes.leave.push());
  act(() => changes.leave.push());
  assert.is(s.calls.length, 3);
  await act(async () => s.calls[2]!.release(['Demande 1', 'Demande 2']));
  await act(async () => s.calls[1]!.release(['stale']));
  assert.equal(rows(), ['Demande 1', 'Demande 2']);
});

test('a paged list refreshes in place on its feeds', async () => {
  let reads = 0;
  const logic = pagedListMachine.provide({ actors: { loadPage: fromPromise(async () => ({ items: [{ key: `read ${++reads}` }], total: 1 })) } });
  function List() {
    const actor = usePagedList(logic, { pageSize: 10 }, { refreshOn: changes.forms });
    const items = useSelector(actor, (s) => s.context.items);
    return <p>{items.map((i) => i.key).join()}</p>;
  }
  render(<List />);
  await waitFor(() => assert.ok(screen.getByText('read 1')));
  act(() => changes.forms.push({ formId: 1, move: 'form.publish' }));
  await waitFor(() => assert.ok(screen.getByText('read 2')));
  act(() => changes.leave.push());
  await new Promise((r) => setTimeout(r, 10));
  assert.is(reads, 2);
});

test.run();
