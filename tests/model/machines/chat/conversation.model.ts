import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { canDeleteMessage, conversationMachine, type ConversationContext } from '../../../../machines/chat/conversation.machine';
import { chatMessages } from '../../../../server-fake/models/chat';
import type { ChatMessage } from '../../../../src/domain/chat';
import { conversationLogic } from '../../../../src/features/chat/conversation.effects';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter, UiContext } from '../../ui/types';
import { button, confirm, last, panel, quiet, quietDb, toast, unknownError } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const mine = { id: 1, user: 1, image: null, userFullName: 'Y', message: 'a', files: [], seen: false, date: '2026-11-16T09:01:00Z', isgroup: false, type: 0, groupId: null, recieverId: 2 } satisfies ChatMessage;

const older = { ...mine, id: 2, user: 2, date: '2026-11-16T09:00:00Z', recieverId: 1 } satisfies ChatMessage;

const entry: RegisteredMachine = {
  id: 'chat.conversation',
  file: 'chat/conversation.machine.ts',
  machine: conversationMachine,
  input: { me: 1, targetId: 2, isGroup: false, pageSize: 5 },
  maxDepth: 8,
  // Whether the person reads (presence) doubles the states of history × composer.
  limit: 45000,
  // Payloads kept few and repeated (the same message objects) so the state space stays small.
  events: [
    done('loadFirst', { messages: [mine], total: 2 }), error('loadFirst'), { type: 'conversation.retry' },
    { type: 'conversation.loadOlder' }, done('loadOlder', { messages: [older], total: 2 }), error('loadOlder'),
    { type: 'conversation.refresh' }, done('refresh', { messages: [mine], total: 2, complete: true }), error('refresh'),
    { type: 'draft.text', text: 'Bonjour' }, { type: 'draft.text', text: '' }, { type: 'draft.addFiles', files: [] }, { type: 'draft.removeFile', index: 9 },
    // The upload child's answer (its progress is the 'upload' machine's walk): the message on record, or refused.
    { type: 'conversation.send' }, done('send', mine), error('send', { message: 'Chat.EmptyMessage' }),
    { type: 'message.received', message: older }, { type: 'conversation.leave' }, { type: 'conversation.return' },
    // Her message deleted through the one confirm-and-act dialog (its asking and refusals are the 'confirm' machine's walk).
    { type: 'message.deleted', id: 1 },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * UI adapters of the chat area's machines (machines/chat/), in the
 * 'Conversation' side panel. start() turns the demo's chat life off (a
 * colleague's automatic answer would arrive as an unplanned push).
 */
/**
 * One conversation (Yasmine with Karim). start() adds an own unseen message,
 * so the newest page holds one of hers, as the model's first page does;
 * it is long, so the newest page fills the view (a page too short to fill it
 * makes the list load older pages by itself, deliberately, which the model
 * does not do). Older pages load on the user's scroll only: the walk scrolls
 * with the mouse wheel.
 * The resync after a reconnect ('conversation.refresh'): the walk drops the
 * in-page hub while Karim writes, SignalR reconnects by itself and the app
 * refetches the open conversation (the resync change feed); the message shows once. A
 * reconnect while an older page loads: the older page's answer is held
 * (latency) until the resync has come, then the catch-up wins and the older
 * page, abandoned, changes nothing when it lands.
 */
// Test ids and CSS, not roles, for what stays behind a confirmation: the modal hides the rest from the accessibility tree.
const log = (page: Page) => panel(page).getByTestId('chat-messages');

/** The message Karim writes during the drop of step `n` (one per step, so paths on a reused page never meet an old one). */
const gapText = (ui: UiContext, n = ui.step) => `Écrit pendant la coupure ${ui.path.index}.${n}`;

/** The gap message of the latest drop before this step. */
const gapOf = (ui: UiContext) => {
  for (let j = ui.step - 1; j >= 0; j--) if (ui.path.steps[j]!.event.type === 'conversation.refresh') return gapText(ui, j + 1);
  return null;
};

/** How long an older page's answer is held when a reconnect is planned during its load: longer than the reconnect and the resync take on a loaded machine. */
const OLDER_HOLD_MS = 8000;

/** Per page: when the held older page's answer is due (page clock, ms), so the path waits for it to land before it ends. */
const heldUntil = new WeakMap<Page, number>();

/** The reconnect of step `refreshStep` (1-based) came during an older page's load: the step before it was the user's scroll up. */
const interruptedOlder = (ui: UiContext, refreshStep: number) => ui.path.steps[refreshStep - 2]?.event.type === 'conversation.loadOlder';

/** Counts, in the page, when the fake server last answered a page of messages (the held answer comes through there too). */
async function watchMessagePages(page: Page) {
  await page.evaluate(() => {
    const w = window as any;
    const d = w.__mintrh.fake.backend.dispatcher;
    if (d.__messagePagesWatched) return;
    const handle = d.handle.bind(d);
    d.handle = (req: { path: string }) => {
      const res = handle(req);
      if (/\/api\/chat\/GetMessages$/i.test(req.path)) w.__lastMessagePageAt = performance.now();
      return res;
    };
    d.__messagePagesWatched = true;
  });
}

/**
 * Waits until the held older page's answer has landed (then two frames for the page to take it): a path must not end
 * with it pending, or it would reach the fake server during the next path and could take a failure armed there.
 */
async function heldAnswerLanded(ui: UiContext) {
  const due = heldUntil.get(ui.page);
  if (due === undefined) return;
  await ui.page.waitForFunction((t) => ((window as any).__lastMessagePageAt ?? 0) >= t, due, { timeout: OLDER_HOLD_MS + 10000 });
  await ui.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  heldUntil.delete(ui.page);
}

const textarea = (page: Page) => composer(page).locator('textarea');

/**
 * Back to the list ('conversation.leave') is a phone's: the walk narrows the page to 390 px for it and widens it again
 * when the person opens the conversation again ('conversation.return'), or at the next path's start.
 */
const wideSize = new WeakMap<Page, { width: number; height: number }>();
async function widen(page: Page) {
  const size = wideSize.get(page);
  if (size) await page.setViewportSize(size);
  wideSize.delete(page);
}
/**
 * Left for the list (back pressed, whether the conversation had loaded or not, and not opened again since): the thread
 * is out of sight, so what is asserted of it waits for the return.
 */
const awayNow = (ui: UiContext) => {
  for (let j = ui.step - 1; j >= 0; j--) {
    const type = ui.path.steps[j]!.event.type;
    if (type === 'conversation.leave' || type === 'conversation.return') return type === 'conversation.leave';
  }
  return false;
};
/** Left for the list in the model, before or after the conversation loaded. */
const awayIn = (from: { value?: any; context: { leftEarly?: boolean } }) => from.value?.ready?.presence === 'away' || !!from.context?.leftEarly;
/** How long the first page's answer is held when the person acts while it loads. */
const FIRST_HOLD_MS = 2500;
/** The next step is the person's (back, or opening it again) while the first page loads: its answer must be held. */
const actsWhileLoading = (ui: UiContext) => ui.path.steps[ui.step]?.kind === 'user';
/**
 * The client sends a call in a task of its own (src/api/client.ts), queued when the chart began loading, before its
 * words showed: a zero timeout of the page's, queued after it, runs once the call has left with the latency held.
 */
const callLeft = (ui: UiContext) => ui.page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
/** Holds the first page's answer (only its: the lists have loaded) while `open` asks for it, until it is seen loading. */
async function holdingFirstPage(ui: UiContext, open: () => Promise<void>) {
  await ui.latency(FIRST_HOLD_MS);
  await open();
  await panel(ui.page).getByText('Chargement des messages…').waitFor();
  await callLeft(ui);
  await ui.latency(0);
}
/** What a person can do on the list: open the conversation again; answers and pushes still come. */
const onTheList = (e: { type: string }) => ['conversation.return', 'message.received'].includes(e.type) || e.type.startsWith('xstate.');

const composer = (page: Page) => panel(page).getByTestId('chat-composer');

/** What the UI's answers depend on beyond the chart: whether the refresh under way interrupted an older page's load, and whether her own message was deleted. */
type ConversationWorld = { interrupted: boolean; deleted: boolean };

export const conversationAdapter: UiAdapter = {
  machine: 'chat.conversation',
  persona: 'employee',
  writes: ['conversation.send', 'message.deleted'],
  maxLength: 10,
  feasible: (e, c: { messages: Array<{ id: number }> }, from) =>
    (e.type !== 'conversation.loadOlder' || c.messages.length > 0) &&
    (!awayIn(from) || onTheList(e)) &&
    // A catch-up that took over from an older page is walked to its success, so the path shows what it brings (its failure is walked from idle).
    !(e.type === 'xstate.error.actor.refresh' && (from.world as ConversationWorld).interrupted) &&
    // Her message has a delete button while it is hers and unseen (an answer of Karim's marks it seen); once deleted, none
    // of hers is left to delete until she sends another (the model's catch-up brings it back, the server's does not).
    !(e.type === 'message.deleted' && (!canDeleteMessage(c as unknown as ConversationContext, (e as unknown as { id: number }).id) || (from.world as ConversationWorld).deleted)),
  world: { interrupted: false, deleted: false } satisfies ConversationWorld,
  track: (w: ConversationWorld, e, from): ConversationWorld => {
    if (e.type === 'conversation.refresh') return { ...w, interrupted: from.value?.ready?.history === 'loadingOlder' };
    if (e.type.endsWith('.actor.refresh')) return { ...w, interrupted: false };
    if (e.type === 'message.deleted') return { ...w, deleted: true };
    if (e.type === 'xstate.done.actor.send') return { ...w, deleted: false };
    return w;
  },
  // SignalR reports the drop the walk causes on purpose.
  consoleErrors: { 'conversation.refresh': /connection lost/i },
  // A reconnect during an older page's load: the older page's answer is held so the drop lands inside it.
  // Back (or the conversation opened again) while its first page loads: the answer is held (holdingFirstPage).
  interruptible: ['conversation.ready.history.loadingOlder', 'conversation.loading'],
  async start(ui) {
    await widen(ui.page);
    await quiet(ui);
    await ui.backend((b: any) => {
      b.db.table('chatMessages').insert({ conversation: 'u:1-2', senderId: 1, receiverId: 2, groupId: null, text: `Message du parcours à supprimer. ${'Un long message remplit la vue, pour que la liste ne charge pas seule les messages précédents. '.repeat(14)}`, fileIds: [], date: new Date().toISOString(), seen: false, seenBy: [] });
    });
    if (actsWhileLoading(ui)) {
      // As a person would: the chat first, then Karim in its list (the lists answer at once, his conversation is held).
      await ui.openPanel('chat.panel');
      await holdingFirstPage(ui, () => panel(ui.page).locator('[data-key="u:2"]').click());
      return;
    }
    await ui.openPanel('chat.panel', { userId: 2 });
    await panel(ui.page).locator('[data-testid="chat-messages"], .banner-error').first().waitFor();
  },
  actions: {
    async 'conversation.retry'(ui) {
      const retry = () => panel(ui.page).getByRole('alert').getByRole('button', { name: 'Réessayer' }).click();
      await (actsWhileLoading(ui) ? holdingFirstPage(ui, retry) : retry());
    },
    async 'conversation.loadOlder'(ui) {
      if (ui.path.steps[ui.step]?.event.type === 'conversation.refresh') {
        await watchMessagePages(ui.page);
        await ui.latency(OLDER_HOLD_MS);
        heldUntil.set(ui.page, (await ui.page.evaluate(() => performance.now())) + OLDER_HOLD_MS);
      }
      await log(ui.page).hover({ position: { x: 20, y: 20 } });
      // Already at the top (an older page abandoned for a resync leaves the list there): a wheel up would move nothing, so first down a little, as a user would.
      if (await log(ui.page).evaluate((el) => el.scrollTop <= 50)) {
        await ui.page.mouse.wheel(0, 400);
        await ui.page.waitForFunction((el) => !!el && el.scrollTop > 50, await log(ui.page).elementHandle());
      }
      // The user's wheel up to the top of the messages.
      await ui.page.mouse.wheel(0, -100000);
    },
    async 'draft.text'(ui, e) {
      const area = textarea(ui.page);
      // Emptied (the other side of 'hasDraft'), or typed: a text different from what is there.
      await area.fill(e.text === '' ? '' : (await area.inputValue()) === 'Bonjour' ? 'Bonjour Karim' : 'Bonjour');
    },
    async 'draft.addFiles'(ui) {
      await composer(ui.page).getByTestId('chat-file-input').setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('note') });
    },
    async 'draft.removeFile'(ui) {
      // A file must be pending to be removed: attach one first if none is.
      if (!(await composer(ui.page).getByRole('button', { name: /^Retirer / }).count())) await conversationAdapter.actions['draft.addFiles']!(ui, { type: 'draft.addFiles' });
      await composer(ui.page).getByRole('button', { name: /^Retirer / }).first().click();
    },
    async 'conversation.send'(ui) {
      await composer(ui.page).getByRole('button', { name: 'Envoyer' }).click();
    },
    async 'message.received'(ui) {
      // What the server's deliver() does for a message from Karim.
      await ui.backend((b: any) => {
        const row = b.db.table('chatMessages').insert({ conversation: 'u:1-2', senderId: 2, receiverId: 1, groupId: null, text: 'Réponse de Karim', fileIds: [], date: new Date().toISOString(), seen: false, seenBy: [] });
        b.hub.sendToUser(1, 'ReceiveMessage', 2, row.text, { id: row.id, user: 2, image: null, userFullName: 'Karim Benali', message: row.text, files: [], seen: false, date: row.date, isgroup: false, type: 0, groupId: null, recieverId: 1 });
      });
    },
    async 'conversation.refresh'(ui) {
      if (interruptedOlder(ui, ui.step)) {
        // The older page is on its way (the user sees it loading); what follows answers at once.
        await log(ui.page).getByText('Chargement des messages précédents').waitFor();
        await callLeft(ui);
        await ui.latency(0);
      }
      // Karim writes while Yasmine's connection is down: the push is lost, the resync after SignalR's reconnect brings it.
      await ui.backend((b: any, text: string) => {
        b.hub.dropConnections();
        const row = b.db.table('chatMessages').insert({ conversation: 'u:1-2', senderId: 2, receiverId: 1, groupId: null, text, fileIds: [], date: new Date().toISOString(), seen: false, seenBy: [] });
        b.hub.sendToUser(1, 'ReceiveMessage', 2, row.text, { id: row.id, user: 2, image: null, userFullName: 'Karim Benali', message: row.text, files: [], seen: false, date: row.date, isgroup: false, type: 0, groupId: null, recieverId: 1 });
      }, gapText(ui));
    },
    async 'message.deleted'(ui) {
      await log(ui.page).getByRole('button', { name: 'Supprimer le message' }).last().click();
      await confirm(ui.page).getByText('Supprimer ce message ?').waitFor();
      await button(ui.page, 'Supprimer').click();
      await confirm(ui.page).waitFor({ state: 'detached' });
      await log(ui.page).getByText('Message du parcours à supprimer').waitFor({ state: 'detached' });
    },
    async 'conversation.leave'(ui) {
      const size = ui.page.viewportSize();
      if (size && !wideSize.has(ui.page)) wideSize.set(ui.page, size);
      await ui.page.setViewportSize({ width: 390, height: 844 });
      await panel(ui.page).getByRole('button', { name: 'Retour aux conversations' }).click();
    },
    async 'conversation.return'(ui) {
      await panel(ui.page).locator('[data-key="u:2"]').click();
      await widen(ui.page);
    },
  },
  faults: {
    'xstate.error.actor.loadFirst': { method: 'POST', path: '^/api/chat/GetMessages$' },
    'xstate.error.actor.loadOlder': { method: 'POST', path: '^/api/chat/GetMessages$' },
    'xstate.error.actor.refresh': { method: 'POST', path: '^/api/chat/GetMessages$' },
    'xstate.error.actor.send': { method: 'POST', path: '^/api/chat/SendMessage$', status: 400 },
  },
  states: {
    async 'conversation.failure'(ui) {
      if (awayNow(ui)) return;
      await panel(ui.page).getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'conversation.ready.presence.away'(ui) {
      // The list instead of the thread; what Karim wrote since is unread there (issue 22).
      await textarea(ui.page).waitFor({ state: 'hidden' });
      const row = panel(ui.page).locator('[data-key="u:2"]');
      await row.waitFor();
      if (last(ui) === 'message.received') await row.locator('.chat-unread').waitFor();
    },
    async 'conversation.ready.presence.reading'(ui) {
      if (last(ui) === 'conversation.return') await panel(ui.page).locator('[data-key="u:2"] .chat-unread').waitFor({ state: 'detached' });
    },
    async 'conversation.ready.composer.idle'(ui) {
      if (awayNow(ui)) return;
      await textarea(ui.page).waitFor();
      if (last(ui) === 'xstate.done.actor.send' && (await textarea(ui.page).inputValue()) !== '') throw new Error('the draft was not cleared after a send');
    },
    async 'conversation.ready.composer.failed'(ui) {
      if (awayNow(ui)) return;
      await toast(ui.page, 'Écrivez un message ou joignez un fichier').waitFor();
      if (!(await textarea(ui.page).inputValue()).startsWith('Bonjour')) throw new Error('the draft was lost after a failed send');
    },
    // Only when a path ends during the catch-up: an older page's answer still held must land first.
    'conversation.ready.history.refreshing': heldAnswerLanded,
    async 'conversation.ready.history.idle'(ui) {
      if (awayNow(ui)) return;
      await log(ui.page).locator('[data-message-id]').first().waitFor();
      if (last(ui) === 'xstate.error.actor.loadOlder') await toast(ui.page, unknownError).waitFor();
      const gap = gapOf(ui);
      if (last(ui)?.startsWith('xstate.') && last(ui)!.endsWith('.actor.refresh') && interruptedOlder(ui, ui.step - 1)) {
        // The catch-up (or its failure) came first: the older page's loading is over, and its answer, abandoned, changes nothing when it lands.
        await log(ui.page).getByText('Chargement des messages précédents').waitFor({ state: 'detached' });
        const shown = await log(ui.page).getAttribute('data-loaded');
        await heldAnswerLanded(ui);
        if ((await log(ui.page).getAttribute('data-loaded')) !== shown) throw new Error(`the abandoned older page changed the conversation when it landed (${shown} messages, then ${await log(ui.page).getAttribute('data-loaded')})`);
        // The newest message, written during the drop, is at the bottom: the user scrolls down to it.
        await log(ui.page).evaluate((el) => (el.scrollTop = el.scrollHeight));
      }
      if (last(ui) === 'xstate.done.actor.refresh') {
        await log(ui.page).getByText(gap!).waitFor();
        const n = await log(ui.page).getByText(gap!).count();
        if (n !== 1) throw new Error(`the message sent during the drop shows ${n} times after the resync`);
      }
      // A failed refetch keeps what the conversation showed (the message of the gap waits for the next refetch).
      if (last(ui) === 'xstate.error.actor.refresh' && (await log(ui.page).getByText(gap!).count())) throw new Error('the failed refetch showed the message of the gap');
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/**
 * Yasmine's conversation with Karim holds what the model loads: one page of
 * one message (her own, unseen) and an older one of Karim's. Sends and
 * received messages are checked on record; a deleted message leaves the
 * conversation (its asking is the one confirm-and-act dialog's: the 'confirm'
 * machine's walk, and tests/unit/chat-machines.test.ts).
 */
const conversation = (w: WalkContext) => chatMessages(w.db).by('conversation', 'u:1-2');

const sentBonjour = (w: WalkContext) => conversation(w).filter((m) => m.text === 'Bonjour').length;

const row = (o: { senderId: number; receiverId: number; text: string; seen: boolean; date: string }) => ({ conversation: 'u:1-2', groupId: null, fileIds: [], seenBy: [], ...o });

const conversationBinding: FakeBinding = {
  machine: 'chat.conversation',
  persona: 'employee',
  like: conversationAdapter,
  // The resync ('conversation.refresh') is walked here: the catch-up runs against the server.
  feasible: (e, c: { messages: Array<{ id: number }> }) => e.type !== 'conversation.loadOlder' || c.messages.length > 0,
  faults: { ...conversationAdapter.faults, 'xstate.error.actor.refresh': { method: 'POST', path: '^/api/chat/GetMessages$' } },
  seed(w) {
    quietDb(w);
    for (const m of conversation(w)) chatMessages(w.db).remove(m.id);
    chatMessages(w.db).insert(row({ senderId: 2, receiverId: 1, text: 'Bonjour Yasmine', seen: true, date: '2026-11-16T09:00:00Z' }));
    w.data.mine = chatMessages(w.db).insert(row({ senderId: 1, receiverId: 2, text: 'Message du parcours à supprimer', seen: false, date: '2026-11-16T09:01:00Z' })).id;
  },
  input: () => ({ me: 1, targetId: 2, isGroup: false, pageSize: 1 }),
  provide: () => conversationLogic({ sent: () => {} }),
  event(e, w) {
    // A path may have sent the same text before: a refused send is one that adds none.
    if (e.type === 'conversation.send') w.data.sentBefore = sentBonjour(w);
    // What the confirm-and-act dialog's call did before the view tells the conversation.
    if (e.type === 'message.deleted') {
      chatMessages(w.db).remove(w.data.mine);
      return { ...e, id: w.data.mine };
    }
    if (e.type === 'message.received') {
      // What the server's deliver() does before the hub pushes it: the row exists.
      const r = chatMessages(w.db).insert(row({ senderId: 2, receiverId: 1, text: 'Réponse de Karim', seen: false, date: '2026-11-16T09:02:00Z' }));
      return { ...e, message: { id: r.id, user: 2, image: null, userFullName: 'Karim Benali', message: r.text, files: [], seen: false, date: r.date, isgroup: false, type: 0, groupId: null, recieverId: 1 } };
    }
    return e;
  },
  checks: {
    'xstate.done.actor.loadFirst': (w, s) => assert.equal((s.context as { messages: Array<{ id: number }> }).messages.map((m) => m.id), [w.data.mine], 'the newest page on record'),
    'xstate.done.actor.send': (w) => assert.ok(conversation(w).some((m) => m.senderId === 1 && m.text === 'Bonjour'), 'the message is on record'),
    'xstate.error.actor.send': (w) => assert.is(sentBonjour(w), w.data.sentBefore, 'a refused send recorded nothing'),
    'message.deleted': (w, s) => assert.not.ok((s.context as { messages: Array<{ id: number }> }).messages.some((m) => m.id === w.data.mine), 'the deleted message left the conversation'),
  },
};

export const model: MachineModel = { entry, server: conversationBinding, ui: conversationAdapter };
