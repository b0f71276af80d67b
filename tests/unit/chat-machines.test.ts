import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { canDeleteMessage, catchUpPages, conversationMachine, isAway, olderPageIndex, reconcile } from '../../machines/chat/conversation.machine';
import { confirmLogic } from '../../src/kernel/confirm.effects';
import { pagedListMachine, SEARCH_DEBOUNCE_MS } from '../../machines/shared/paged-list.machine';
import { groupCount, groupFormMachine, type LoadedGroup, toggleAdmin, toggleMember, validateGroup } from '../../machines/chat/group-form.machine';
import type { ChatMessage } from '../../src/domain/chat';
import { previewText } from '../../src/domain/chat';
import { bumpList, keyed, markRead } from '../../src/features/chat/list-bump';
import { scriptedUpload, settle } from './upload-child';

const msg = (id: number, user: number, o: Partial<ChatMessage> = {}): ChatMessage => ({
  id, user, image: null, userFullName: `U${user}`, message: `m${id}`, files: [], seen: false, date: `2026-11-16T09:${String(id).padStart(2, '0')}:00Z`, isgroup: false, type: 0, groupId: null, recieverId: user === 1 ? 2 : 1, ...o,
});

function conversation(o: { pages?: Record<number, ChatMessage[]>; total?: number } = {}) {
  const calls: Array<{ page: number }> = [];
  const errors: string[] = [];
  const clock = new SimulatedClock();
  const upload = scriptedUpload();
  const machine = conversationMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => {
        calls.push({ page: input.page });
        return { messages: o.pages?.[input.page] ?? [], total: o.total ?? 0 };
      }),
      catchUp: fromPromise(({ input }) =>
        catchUpPages(async (page) => {
          calls.push({ page });
          return { messages: o.pages?.[page] ?? [], total: o.total ?? 0 };
        }, input.known),
      ),
      send: upload.logic,
    },
    actions: { notifyError: (_, p) => void errors.push(p.message), markSeen: () => void seen.push(actor.getSnapshot().context.messages.length) },
  });
  const seen: number[] = [];
  const actor = createActor(machine, { input: { me: 1, targetId: 2, isGroup: false }, clock }).start();
  return { actor, calls, errors, clock, seen, upload };
}

test('a resync after a drop fills the whole gap, however many pages it spans, and holds each message once', async () => {
  const o = { pages: { 0: [msg(8, 2), msg(9, 2)] } as Record<number, ChatMessage[]>, total: 2 };
  const { actor, calls } = conversation(o);
  await waitFor(actor, (s) => s.matches('ready'));
  // Seven messages arrived while the socket was down: the newest pages now read 16..12, 11..9 (page size 5).
  o.pages[0] = [12, 13, 14, 15, 16].map((id) => msg(id, 2));
  o.pages[1] = [msg(9, 2), msg(10, 2), msg(11, 2)];
  o.pages[2] = [msg(8, 2)];
  o.total = 9;
  calls.length = 0;
  actor.send({ type: 'conversation.refresh' });
  await waitFor(actor, (s) => s.matches({ ready: { history: 'idle' } }));
  assert.equal(calls.map((c) => c.page), [0, 1], 'stops at the page holding a known message');
  // The push of a message the resync already fetched changes nothing.
  actor.send({ type: 'message.received', message: msg(16, 2) });
  const c = actor.getSnapshot().context;
  assert.equal(c.messages.map((m) => m.id), [8, 9, 10, 11, 12, 13, 14, 15, 16]);
  assert.is(c.total, 9);
  assert.not.ok(actor.getSnapshot().can({ type: 'conversation.loadOlder' }));
});

test('a resync while an older page loads is not lost: the catch-up runs, the older page is asked again on the next scroll', async () => {
  const o = { pages: { 0: [msg(6, 2), msg(7, 1), msg(8, 2), msg(9, 1), msg(10, 2)], 1: [msg(4, 1), msg(5, 2)] } as Record<number, ChatMessage[]>, total: 7 };
  const { actor } = conversation(o);
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'conversation.loadOlder' });
  assert.ok(actor.getSnapshot().matches({ ready: { history: 'loadingOlder' } }));
  // The hub came back meanwhile: a message written during the gap is on the newest page now.
  o.pages[0] = [msg(7, 1), msg(8, 2), msg(9, 1), msg(10, 2), msg(11, 2)];
  o.pages[1] = [msg(3, 2), msg(4, 1), msg(5, 2), msg(6, 2)];
  o.total = 8;
  actor.send({ type: 'conversation.refresh' });
  assert.ok(actor.getSnapshot().matches({ ready: { history: 'refreshing' } }));
  await waitFor(actor, (s) => s.matches({ ready: { history: 'idle' } }));
  assert.ok(actor.getSnapshot().context.messages.some((m) => m.id === 11), 'the message of the gap shows');
  assert.ok(actor.getSnapshot().can({ type: 'conversation.loadOlder' }), 'older messages can still be asked for');
});

test('a failed catch-up keeps what the conversation showed and says why', async () => {
  const o = { pages: { 0: [msg(8, 2), msg(9, 2)] } as Record<number, ChatMessage[]>, total: 2 };
  const machine = conversationMachine.provide({
    actors: {
      loadPage: fromPromise(async () => ({ messages: o.pages[0], total: o.total })),
      catchUp: fromPromise(() => Promise.reject(new Error('Error.Status.503')) as ReturnType<typeof catchUpPages>),
    },
    actions: { notifyError: (_, p) => void errors.push(p.message) },
  });
  const errors: string[] = [];
  const actor = createActor(machine, { input: { me: 1, targetId: 2, isGroup: false } }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'conversation.refresh' });
  await waitFor(actor, (s) => s.matches({ ready: { history: 'idle' } }));
  assert.equal(actor.getSnapshot().context.messages.map((m) => m.id), [8, 9]);
  assert.equal(errors, ['Error.Status.503']);
});

test('reconcile: a message deleted during the gap goes; a catch-up that never met a known message replaces the list', () => {
  const held = [msg(1, 1), msg(2, 1), msg(3, 2)];
  assert.equal(reconcile(held, { messages: [msg(3, 2), msg(4, 2)], total: 4, complete: true }).map((m) => m.id), [1, 2, 3, 4]);
  assert.equal(reconcile(held, { messages: [msg(1, 1), msg(3, 2)], total: 2, complete: true }).map((m) => m.id), [1, 3], '2 was deleted');
  assert.equal(reconcile(held, { messages: [msg(40, 2), msg(41, 2)], total: 200, complete: false }).map((m) => m.id), [40, 41]);
});

test('the newest page loads, older pages prepend in order, and stop when all are there', async () => {
  const { actor, calls } = conversation({ pages: { 0: [msg(6, 2), msg(7, 1), msg(8, 2), msg(9, 1), msg(10, 2)], 1: [msg(4, 1), msg(5, 2)] }, total: 7 });
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'conversation.loadOlder' });
  await waitFor(actor, (s) => s.matches({ ready: { history: 'idle' } }) && s.context.messages.length === 7);
  assert.equal(actor.getSnapshot().context.messages.map((m) => m.id), [4, 5, 6, 7, 8, 9, 10]);
  assert.equal(calls.map((c) => c.page), [0, 1]);
  assert.not.ok(actor.getSnapshot().can({ type: 'conversation.loadOlder' }));
  assert.is(olderPageIndex(6, 5), 1);
});

// Spec 2 §9 gives no length rule ("no length rule shown"); the product's reading is the server's: a text of spaces
// only is no message (SendMessage answers Chat.EmptyMessage, chat-server.test.ts). So the composer does not send it
// (issue 33 item 6: the mutation run let a guard that sent spaces live); spaces beside a file still send the file.
test('a message of spaces only is not sent; with a file it is', async () => {
  const { actor } = conversation();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'draft.text', text: '   ' });
  assert.not.ok(actor.getSnapshot().can({ type: 'conversation.send' }), 'spaces only: nothing to send');
  actor.send({ type: 'draft.addFiles', files: [{ name: 'a.pdf', size: 3 }] });
  assert.ok(actor.getSnapshot().can({ type: 'conversation.send' }), 'a file: it sends');
  actor.stop();
});

test('a failed send keeps the text, the files and the server message; a retry sends them again', async () => {
  const { actor, errors, clock, upload } = conversation();
  await waitFor(actor, (s) => s.matches('ready'));
  assert.not.ok(actor.getSnapshot().can({ type: 'conversation.send' }), 'nothing to send');
  actor.send({ type: 'draft.text', text: 'Bonjour' });
  actor.send({ type: 'draft.addFiles', files: [{ name: 'a.pdf', size: 3 }, { name: 'b.png', size: 4 }] });
  actor.send({ type: 'draft.removeFile', index: 1 });
  actor.send({ type: 'conversation.send' });
  assert.ok(actor.getSnapshot().hasTag('sending'));
  clock.increment(50);
  assert.is(actor.getSnapshot().children.send?.getSnapshot().context.progress, 10);
  assert.not.ok(actor.getSnapshot().can({ type: 'conversation.send' }), 'no double send');
  upload.last().refuse('Chat.Refused');
  await waitFor(actor, (s) => s.matches({ ready: { composer: 'failed' } }));
  const c = actor.getSnapshot().context;
  assert.is(c.text, 'Bonjour');
  assert.equal(c.files.map((f) => f.name), ['a.pdf']);
  assert.is(c.sendError, 'Chat.Refused');
  assert.equal(errors, ['Chat.Refused']);
  actor.send({ type: 'conversation.send' });
  assert.is(upload.sends.length, 2);
  const again = upload.last().request as { text: string; files: Array<{ name: string }> };
  assert.equal([again.text, again.files.map((f) => f.name)], ['Bonjour', ['a.pdf']], 'the same draft goes again');
  upload.last().answer(msg(20, 1, { message: again.text }));
  await waitFor(actor, (s) => s.matches({ ready: { composer: 'idle' } }));
  assert.is(actor.getSnapshot().context.text, '');
  assert.equal(actor.getSnapshot().context.files, []);
  assert.is(actor.getSnapshot().context.messages.at(-1)!.message, 'Bonjour');
});

test('received messages join only their own conversation; an answer marks mine seen', async () => {
  const { actor } = conversation({ pages: { 0: [msg(1, 1)] }, total: 1 });
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'message.received', message: msg(2, 3) });
  actor.send({ type: 'message.received', message: msg(3, 2, { groupId: 9 }) });
  assert.equal(actor.getSnapshot().context.messages.map((m) => m.id), [1]);
  actor.send({ type: 'message.received', message: msg(4, 2) });
  assert.equal(actor.getSnapshot().context.messages.map((m) => [m.id, m.seen]), [[1, true], [4, false]]);
});

test('back to the list leaves the conversation: what arrives then is not read until the person opens it again (issue 22)', async () => {
  const { actor, seen } = conversation({ pages: { 0: [msg(1, 2)] }, total: 1 });
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'message.received', message: msg(2, 2) });
  assert.is(seen.length, 1, 'read while open');
  actor.send({ type: 'conversation.leave' });
  assert.ok(actor.getSnapshot().hasTag('away'));
  actor.send({ type: 'message.received', message: msg(3, 2) });
  assert.is(seen.length, 1, 'not read once left for the list');
  assert.equal(actor.getSnapshot().context.messages.map((m) => m.id), [1, 2, 3], 'the thread still takes it');
  actor.send({ type: 'draft.text', text: 'gardé' });
  actor.send({ type: 'conversation.return' });
  assert.is(seen.length, 2, 'read on return');
  assert.not.ok(actor.getSnapshot().hasTag('away'));
  assert.is(actor.getSnapshot().context.text, 'gardé', 'the draft stays through leaving and coming back');
});

test('back to the list while the conversation still loads: once loaded it is not read; opened again before it loads, it is (issue 22)', async () => {
  let answer!: () => void;
  const held = () => new Promise<void>((r) => (answer = r));
  const make = () => {
    const seen: number[] = [];
    const machine = conversationMachine.provide({
      actors: { loadPage: fromPromise(async () => (await held(), { messages: [msg(1, 2)], total: 1 })) },
      actions: { markSeen: () => void seen.push(1) },
    });
    return { actor: createActor(machine, { input: { me: 1, targetId: 2, isGroup: false } }).start(), seen };
  };
  const left = make();
  left.actor.send({ type: 'conversation.leave' });
  assert.ok(isAway(left.actor.getSnapshot()), 'away while it loads');
  answer();
  await waitFor(left.actor, (s) => s.matches('ready'));
  assert.ok(left.actor.getSnapshot().hasTag('away'), 'loaded after the person left: not being read');
  left.actor.send({ type: 'message.received', message: msg(2, 2) });
  assert.is(left.seen.length, 0, 'what arrives on the list is not marked seen');
  left.actor.send({ type: 'conversation.return' });
  assert.is(left.seen.length, 1, 'read on return');
  assert.not.ok(isAway(left.actor.getSnapshot()));

  const back = make();
  back.actor.send({ type: 'conversation.leave' });
  back.actor.send({ type: 'conversation.return' });
  answer();
  await waitFor(back.actor, (s) => s.matches('ready'));
  assert.not.ok(isAway(back.actor.getSnapshot()), 'opened again before it loaded: read');
  back.actor.send({ type: 'message.received', message: msg(2, 2) });
  assert.is(back.seen.length, 1, 'what arrives is read');
});

test('S2.4.09 S2.5.13 only own unseen messages can be deleted, after confirmation; a refusal is told in the dialog', async () => {
  const { actor } = conversation({ pages: { 0: [msg(1, 1), msg(2, 2), msg(3, 1, { seen: true }), msg(4, 1)] }, total: 4 });
  await waitFor(actor, (s) => s.matches('ready'));
  const ctx = () => actor.getSnapshot().context;
  assert.equal([1, 2, 3, 4].map((id) => canDeleteMessage(ctx(), id)), [true, false, false, true], 'own and unseen only');
  // The conversation view binds its delete button to the one confirm-and-act statechart (useConfirm), as here.
  const deleted: number[] = [];
  let answer: () => Promise<unknown> = async () => Promise.reject(new Error('Chat.MessageSeen'));
  const refused: Array<[number, string]> = [];
  const confirm = createActor(confirmLogic<number>(() => ({ act: (id) => (deleted.push(id), answer()), onDone: (id) => actor.send({ type: 'message.deleted', id }), onError: (id, e) => void refused.push([id, e]) }))).start();
  confirm.send({ type: 'confirm.ask', target: 1 });
  confirm.send({ type: 'confirm.no' });
  assert.equal(deleted, [], 'cancelled: nothing sent');
  assert.is(ctx().messages.length, 4);
  confirm.send({ type: 'confirm.ask', target: 4 });
  confirm.send({ type: 'confirm.yes' });
  confirm.send({ type: 'confirm.yes' });
  await waitFor(confirm, (s) => s.matches('asking') && !!s.context.error);
  assert.equal(deleted, [4], 'sent once, however often confirmed');
  assert.is(confirm.getSnapshot().context.error, 'Chat.MessageSeen', 'the refusal is said in the dialog, still open');
  assert.equal(refused, [[4, 'Chat.MessageSeen']], 'and told to the view, which reads the conversation again');
  assert.is(ctx().messages.length, 4, 'a refused delete keeps the message');
  answer = async () => undefined;
  confirm.send({ type: 'confirm.yes' });
  await waitFor(confirm, (s) => s.matches('idle'));
  assert.equal(ctx().messages.map((m) => m.id), [1, 2, 3], 'deleted: it leaves the conversation');
  assert.is(ctx().total, 3);
  actor.send({ type: 'message.deleted', id: 4 });
  assert.is(ctx().total, 3, 'told twice (a catch-up removed it meanwhile): counted once');
});

test('S2.9.01 list search waits 300 ms after the last key, then loads page 0; more pages append', async () => {
  const calls: Array<{ search: string; page: number }> = [];
  const clock = new SimulatedClock();
  const machine = pagedListMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => {
        calls.push({ search: input.search, page: input.page });
        return { items: [{ key: `${input.search}${input.page}` }], total: 2 };
      }),
    },
  });
  const actor = createActor(machine, { input: { pageSize: 1 }, clock }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'list.search', search: 'k' });
  clock.increment(200);
  actor.send({ type: 'list.search', search: 'ka' });
  clock.increment(SEARCH_DEBOUNCE_MS - 1);
  assert.is(calls.length, 1);
  clock.increment(1);
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'list.loadMore' });
  await waitFor(actor, (s) => s.matches('ready') && s.context.items.length === 2);
  assert.equal(calls, [{ search: '', page: 0 }, { search: 'ka', page: 0 }, { search: 'ka', page: 1 }]);
  assert.not.ok(actor.getSnapshot().can({ type: 'list.loadMore' }));
});

test('S2.5.07 S2.5.08 S2.5.09 S2.4.13 group form: required fields, image on create, admin and member exclusive, creator counted and fixed', async () => {
  assert.equal(validateGroup({ id: 0, title: ' ', description: '', image: null }), { title: 'RequiredAttribute', description: 'RequiredAttribute', image: 'Image.Required' });
  assert.equal(validateGroup({ id: 3, title: 'T', description: 'D', image: null }), {});
  const c = { memberIds: [6], adminIds: [] as number[], creatorId: 2 };
  const promoted = { ...c, ...toggleAdmin(c, 6) };
  assert.equal([promoted.memberIds, promoted.adminIds], [[], [6]]);
  const demoted = { ...promoted, ...toggleAdmin(promoted, 6) };
  assert.equal([demoted.memberIds, demoted.adminIds], [[6], []]);
  assert.equal(toggleMember(c, 2), {}, 'the creator stays');
  assert.equal(toggleMember(promoted, 6), { memberIds: [], adminIds: [] });
  assert.is(groupCount(promoted), 2);

  const upload = scriptedUpload({ simulated: false });
  const machine = groupFormMachine.provide({
    actors: {
      load: fromPromise<LoadedGroup, { id: number }>(async () => ({ title: '', description: '', imagePath: null, memberIds: [], adminIds: [], creatorId: 0 })),
      save: upload.logic,
    },
  });
  const actor = createActor(machine, { input: { id: 0, creatorId: 2 } }).start();
  await waitFor(actor, (s) => s.matches('editing'));
  assert.is(actor.getSnapshot().context.creatorId, 2);
  actor.send({ type: 'form.submit' });
  assert.equal(actor.getSnapshot().context.errors, { title: 'RequiredAttribute', description: 'RequiredAttribute', image: 'Image.Required' });
  actor.send({ type: 'form.set', field: 'title', value: 'Projet' });
  actor.send({ type: 'form.set', field: 'description', value: 'D' });
  actor.send({ type: 'form.image', image: { name: 'g.png', size: 1 } });
  assert.equal(actor.getSnapshot().context.errors, {});
  actor.send({ type: 'member.toggle', id: 6 });
  actor.send({ type: 'admin.toggle', id: 6 });
  actor.send({ type: 'form.submit' });
  const saved = upload.last().request;
  upload.last().answer({ id: 8 });
  await waitFor(actor, (s) => s.matches('saved'));
  assert.equal((saved as { adminIds: number[] }).adminIds, [6]);
  assert.is(actor.getSnapshot().context.savedId, 8);
});

test('S1.4.04 group form: the save with its picture goes through the upload child: one send, progress, abort keeps every field, then saved', async () => {
  const upload = scriptedUpload({ simulated: false });
  const machine = groupFormMachine.provide({
    actors: { load: fromPromise<LoadedGroup, { id: number }>(async () => ({ title: '', description: '', imagePath: null, memberIds: [], adminIds: [], creatorId: 0 })), save: upload.logic },
  });
  const actor = createActor(machine, { input: { id: 0, creatorId: 2 } }).start();
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.set', field: 'title', value: 'Projet Atlas' });
  actor.send({ type: 'form.set', field: 'description', value: 'Suivi du chantier' });
  actor.send({ type: 'form.image', image: { name: 'atlas.png', size: 2048 } });
  actor.send({ type: 'member.toggle', id: 6 });
  actor.send({ type: 'form.submit' });
  actor.send({ type: 'form.submit' });
  assert.is(upload.sends.length, 1, 'a save is not sent twice');
  upload.last().report(512, 2048);
  assert.is(actor.getSnapshot().children.save?.getSnapshot().context.progress, 25);
  actor.send({ type: 'form.abort' });
  assert.ok(upload.last().aborted, 'the abort stops the request');
  const s = actor.getSnapshot();
  assert.ok(s.matches('editing'));
  assert.is(s.context.serverError, 'Error.Aborted');
  assert.equal([s.context.title, s.context.description, s.context.image?.name, s.context.memberIds], ['Projet Atlas', 'Suivi du chantier', 'atlas.png', [6]], 'every field is kept');
  actor.send({ type: 'form.submit' });
  upload.last().refuse('Error.Status.403');
  await settle();
  assert.equal([actor.getSnapshot().value, actor.getSnapshot().context.serverError, actor.getSnapshot().context.title], ['editing', 'Error.Status.403', 'Projet Atlas']);
  actor.send({ type: 'form.submit' });
  upload.last().answer({ id: 12 });
  await waitFor(actor, (x) => x.matches('saved'));
  assert.is(actor.getSnapshot().context.savedId, 12);
  assert.is(upload.sends.length, 3);
});

test('group form: a failed load shows its message; a successful retry clears it (edit mode)', async () => {
  let fail = true;
  const machine = groupFormMachine.provide({
    actors: {
      load: fromPromise<LoadedGroup, { id: number }>(async () => {
        if (fail) throw new Error('Error.Unknown');
        return { title: 'Web', description: 'D', imagePath: 'g.svg', memberIds: [5], adminIds: [1], creatorId: 2 };
      }),
    },
  });
  const actor = createActor(machine, { input: { id: 3, creatorId: 1 } }).start();
  await waitFor(actor, (s) => s.matches('loadFailed'));
  assert.is(actor.getSnapshot().context.serverError, 'Error.Unknown');
  fail = false;
  actor.send({ type: 'form.retry' });
  await waitFor(actor, (s) => s.matches('editing'));
  assert.is(actor.getSnapshot().context.serverError, null, 'the old load error is not shown over the loaded form');
  assert.is(actor.getSnapshot().context.title, 'Web');
});

test('S2.5.12 preview: 30 characters then ...; list bump moves the row up and counts unread unless open or mine', () => {
  assert.is(previewText('a'.repeat(31)), `${'a'.repeat(30)}...`);
  assert.is(previewText('court'), 'court');
  const row = (value: number, unread = 0) => keyed({ chatUser: { value, text: `U${value}`, imagePath: null }, isGroup: false, groupsEnd: false, lastAction: null, messageUnread: unread });
  const items = [row(5), row(2), row(3)];
  const bumped = bumpList(items, msg(9, 3, { recieverId: 1, message: 'salut' }), { me: 1, openKey: null })!;
  assert.equal(bumped.map((i) => [i.key, i.messageUnread]), [['u:3', 1], ['u:5', 0], ['u:2', 0]]);
  assert.is(bumped[0].lastAction!.message, 'salut');
  assert.is(bumpList(items, msg(9, 3), { me: 1, openKey: 'u:3' })![0].messageUnread, 0);
  assert.is(bumpList(items, msg(9, 1, { recieverId: 2 }), { me: 1, openKey: null })![0].key, 'u:2');
  assert.is(bumpList(items, msg(9, 4, { groupId: 7 }), { me: 1, openKey: null }), null, 'unknown group: refetch');
  assert.is(bumpList(items, msg(9, 40), { me: 1, openKey: null })![0].key, 'u:40');
  assert.is(markRead(bumped, 'u:3')[0].messageUnread, 0);
});

test.run();
