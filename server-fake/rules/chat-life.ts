import type { FakeContext } from '../http';
import { chatMessages } from '../models/chat';
import { users } from '../models/organisation';
import { directKey } from './chat';
import { deliver, saveMessage } from './chat-store';

/**
 * Demo and sandbox life: a colleague written to answers a few seconds later,
 * and colleagues come online and go offline now and then, so a product
 * owner sees realtime delivery without a second browser. Timers live here,
 * in the fake server, never in machines. `db.meta.chatLife === false` turns
 * it all off (unit tests); choices follow a counter, not Math.random, so a
 * run is repeatable.
 */
export const REPLY_MIN_MS = 2000;
export const REPLY_SPREAD_MS = 2000;
export const STATUS_EVERY_MS = 20000;

export const replies = [
  'Merci, je regarde ça tout de suite.',
  "D'accord, ça marche !",
  'Bien reçu, je te tiens au courant.',
  'Je suis en réunion, je te réponds juste après.',
  'Parfait, merci pour l’info 👍',
  'Oui, je t’envoie le document cet après-midi.',
  'Pas de souci, c’est noté.',
  'On en parle à la pause café ?',
];

export const chatLifeOn = (ctx: FakeContext) => ctx.db.meta.chatLife !== false;

const started = new WeakSet<FakeContext>();
const pending = new WeakMap<FakeContext, Set<string>>();

/** Node keeps a process alive for a pending timer; the demo's timers must not. */
function later(fn: () => void, ms: number, repeat = false) {
  const t = repeat ? setInterval(fn, ms) : setTimeout(fn, ms);
  (t as { unref?: () => void }).unref?.();
  return t;
}

function tick(ctx: FakeContext, key: string) {
  const n = Number(ctx.db.meta[key] ?? 0);
  ctx.db.meta[key] = n + 1;
  return n;
}

/** The colleague reads the conversation, then answers with one of the phrases. */
export function reply(ctx: FakeContext, personaId: number, colleagueId: number, text: string) {
  if (!users(ctx.db).get(colleagueId) || !users(ctx.db).get(personaId)) return null;
  for (const m of chatMessages(ctx.db).by('conversation', directKey(personaId, colleagueId))) {
    if (m.senderId === personaId && !m.seen) chatMessages(ctx.db).update(m.id, { seen: true });
  }
  const row = saveMessage(ctx, { senderId: colleagueId, receiverId: personaId, groupId: null, text });
  deliver(ctx, row);
  return row;
}

/**
 * Schedules the colleague's answer, one per burst of messages, unless a real
 * person is signed in as that colleague (then they answer themselves).
 * Returns the delay, or null when nothing was scheduled.
 */
export function scheduleReply(ctx: FakeContext, personaId: number, colleagueId: number): number | null {
  if (!chatLifeOn(ctx) || ctx.hub.isOnline(colleagueId)) return null;
  let set = pending.get(ctx);
  if (!set) pending.set(ctx, (set = new Set()));
  const key = directKey(personaId, colleagueId);
  if (set.has(key)) return null;
  set.add(key);
  const n = tick(ctx, 'chatLifeReplies');
  const delay = REPLY_MIN_MS + ((n * 737) % REPLY_SPREAD_MS);
  const text = replies[n % replies.length];
  later(() => {
    set.delete(key);
    if (chatLifeOn(ctx)) reply(ctx, personaId, colleagueId, text);
  }, delay);
  return delay;
}

/** Flips one colleague's presence and tells everyone (UserStatus(userId, online, lastSeenText)). */
export function togglePresence(ctx: FakeContext, colleagueId: number) {
  const u = users(ctx.db).get(colleagueId);
  if (!u || ctx.hub.isOnline(colleagueId)) return null;
  const online = !u.online;
  const now = ctx.now().toISOString();
  users(ctx.db).update(u.id, { online, lastSeen: online ? u.lastSeen : now });
  ctx.hub.broadcast('UserStatus', u.id, online, online ? '' : now);
  return online;
}

/** Starts the presence loop once per backend, on the first chat list call. */
export function startChatLife(ctx: FakeContext) {
  if (!chatLifeOn(ctx) || started.has(ctx)) return;
  started.add(ctx);
  later(
    () => {
      if (!chatLifeOn(ctx)) return;
      // Colleagues only: personas (1..5) are online when someone signs in as them.
      const n = tick(ctx, 'chatLifePresence');
      togglePresence(ctx, 6 + ((n * 7) % 30));
    },
    STATUS_EVERY_MS,
    true,
  );
}
