import { openPanel } from '../../kernel/panel-store';
import { onRealtime } from '../../realtime/realtime-service';
import { toast } from '../../ui/toast-store';
import { chatMessage, previewText, type ChatMessage } from '../../domain/chat';
import { createStore } from '../../domain/store';
import { useStore } from '../../ui/use-store';

/**
 * One subscription to the hub's chat events for the whole area, taken when
 * the chat first loads: while the panel is open it handles messages itself;
 * when it is closed a toast says who wrote and opens the conversation.
 */
type PanelSink = (m: ChatMessage) => void;
let sink: PanelSink | null = null;
let started = false;

/** Who wrote what; a click opens the conversation (in the open panel, or a new one). */
export function messageToast(m: ChatMessage, open?: () => void) {
  const text = m.message ? previewText(m.message) : (m.files[0]?.name ?? '');
  toast.info(text, { title: m.userFullName, onClick: open ?? (() => openPanel('chat.panel', m.groupId !== null ? { groupId: m.groupId } : { userId: m.user })) });
}

export function startChatRealtime() {
  if (started) return;
  started = true;
  onRealtime('ReceiveMessage', (_sender, _text, raw) => {
    const parsed = chatMessage.safeParse(raw);
    if (!parsed.success) return console.warn('chat: unreadable ReceiveMessage');
    if (sink) sink(parsed.data);
    else messageToast(parsed.data);
  });
  onRealtime('UserStatus', (userId, online, lastSeen) => setPresence(userId, online, lastSeen || null));
}

/** The open panel takes the messages; returns the release. */
export function attachPanel(s: PanelSink) {
  sink = s;
  return () => {
    if (sink === s) sink = null;
  };
}

/** Presence told by the hub since the chat loaded, over what the header call said. */
const presence = createStore<ReadonlyMap<number, { online: boolean; lastSeen: string | null }>>(new Map());
function setPresence(userId: number, online: boolean, lastSeen: string | null) {
  presence.set((told) => new Map(told).set(userId, { online, lastSeen }));
}
export const usePresence = (userId: number | null) => useStore(presence, (told) => (userId === null ? undefined : told.get(userId)));
