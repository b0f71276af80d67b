import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { MessageBubble } from '../../src/features/chat/message-row';
import type { ChatMessage } from '../../src/domain/chat';
import { i18nReady, renderWithApp } from './render';

/**
 * Spec 2 section 4: a message is seen or not seen. The sender's own message says which: one check when sent and not
 * read yet, two once read, each also said in words to assistive technology (review: a clock read as 'not sent yet').
 */
test.before(async () => void (await i18nReady(), await i18next.loadNamespaces('chat')));
test.after.each(() => cleanup());

const message = (seen: boolean): ChatMessage => ({ id: 7, user: 1, image: null, userFullName: 'Yasmine', message: 'Bonjour', files: [], seen, date: '2026-11-16T09:00:00Z', isgroup: false, type: 0, groupId: null, recieverId: 2 });
const strokes = (el: Element) => el.querySelector('.chat-meta svg path')?.getAttribute('d')?.match(/M/g)?.length ?? 0;

test('own message not yet read: one check and "Non vu"; read: two checks and "Vu"', async () => {
  const { container } = await renderWithApp(<MessageBubble m={message(false)} mine isGroup={false} deletable onDelete={() => {}} />);
  assert.is(container.querySelector('.chat-meta .visually-hidden')?.textContent, 'Non vu');
  assert.is(strokes(container), 1, 'one check');
  cleanup();
  const read = await renderWithApp(<MessageBubble m={message(true)} mine isGroup={false} deletable={false} onDelete={() => {}} />);
  assert.is(read.container.querySelector('.chat-meta .visually-hidden')?.textContent, 'Vu');
  assert.is(strokes(read.container), 2, 'two checks');
});

test('a received message carries no seen mark', async () => {
  const { container } = await renderWithApp(<MessageBubble m={{ ...message(false), user: 2 }} mine={false} isGroup={false} deletable={false} onDelete={() => {}} />);
  assert.is(container.querySelector('.chat-meta svg'), null);
});

test.run();
