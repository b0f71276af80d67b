import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, screen } from '@testing-library/react';
import { ConversationHeader } from '../../src/features/chat/conversation-header';
import { startChatRealtime } from '../../src/features/chat/chat-realtime';
import { onRealtime } from '../../src/realtime/realtime-service';
import { chatHeader } from '../../src/domain/chat';
import { users } from '../../server-fake/models/organisation';
import { togglePresence } from '../../server-fake/rules/chat-life';
import { fakeApi } from '../unit/fake-api';
import { realtimeService, until } from '../unit/realtime-kit';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Spec 2 section 4: a user's online status toggles between 'en ligne' and a
 * last-seen text. The conversation header starts from the fake server's
 * ChatHeader answer, then follows the hub's UserStatus pushes (the app's
 * realtime service over the fake server's in-memory hub).
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['chat']);
test.after.each(() => cleanup());

const lastSeenText = /^vu (aujourd’hui à \d{2}:\d{2}|le .+)$/;
const presence = () => screen.getByTestId('chat-presence').textContent ?? '';
/** Flips the colleague's presence on the fake server and waits, inside act, for the hub's UserStatus to reach the app. */
async function flip(colleague: number) {
  let online: boolean | null = null;
  await act(async () => {
    const pushed = new Promise<void>((done) => {
      const off = onRealtime('UserStatus', () => (off(), done()));
    });
    online = togglePresence(api.backend.ctx, colleague);
    await pushed;
  });
  return online;
}

test("S2.4.11 the header's status toggles between 'en ligne' and a last-seen text as the hub tells", async () => {
  const colleague = 20;
  users(api.backend.db).update(colleague, { online: false, lastSeen: '2026-11-10T08:30:00.000Z' });
  const grant = signIn('employee');
  const header = chatHeader.parse(api.as('employee').post('/api/chat/ChatHeader', { id: colleague, isgroup: false }).json.data);
  const { actor, off } = realtimeService(api.backend, api.login('employee'));
  startChatRealtime();
  try {
    actor.send({ type: 'realtime.start', userId: grant.user.userId });
    await until('connected', () => actor.getSnapshot().matches('connected'));
    await renderWithApp(<ConversationHeader header={header} onNavigate={() => {}} onDetails={() => {}} onEdit={() => {}} onDelete={() => {}} />, { grant });
    assert.match(presence(), lastSeenText);
    assert.not.match(presence(), /en ligne/);
    assert.is(await flip(colleague), true);
    assert.is(presence(), 'en ligne');
    assert.is(await flip(colleague), false);
    assert.match(presence(), lastSeenText);
  } finally {
    actor.send({ type: 'realtime.stop' });
    off();
  }
});

test.run();
