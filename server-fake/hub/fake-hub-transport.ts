import type { ITransport, TransferFormat } from '@microsoft/signalr';
import type { FakeBackend } from '../make-server';
import { users } from '../models/organisation';
import type { HubConnectionHandle } from './bus';

const RS = '\u001e';

/**
 * An in-memory SignalR transport that speaks the JSON hub protocol, so demo
 * and sandbox modes run the very same HubConnection code as production: the
 * handshake, invocations from the client (connectedUser) and the server's
 * events (ReceiveMessage, UserStatus, updatedTheme, updatedUserRole).
 */
export class FakeHubTransport implements ITransport, HubConnectionHandle {
  onreceive: ((data: string | ArrayBuffer) => void) | null = null;
  onclose: ((error?: Error) => void) | null = null;
  /** Called once the server has closed the connection and its Close message has gone out (the loopback host then ends the socket). */
  onended: (() => void) | null = null;
  private userId: number | null = null;
  /** The access token the connection was opened with: the connection lives only as long as it authorises this user. */
  private sessionToken = '';
  private unlisten: (() => void) | null = null;
  private closed = false;
  /** Closed by the server, waiting for the client's stop: nothing more is delivered nor answered. */
  private ending = false;
  /** Events raised before the handshake answer wait for it: a client reads its first record as that answer. */
  private early: string[] | null = [];

  constructor(
    private backend: FakeBackend,
    private token: () => string | null,
  ) {}

  async connect(url: string, _format: TransferFormat): Promise<void> {
    const fromUrl = /[?&]access_token=([^&]+)/.exec(url)?.[1];
    const token = fromUrl ? decodeURIComponent(fromUrl) : this.token();
    const caller = this.backend.dispatcher.callerFor({ authorization: `Bearer ${token ?? ''}` });
    if (!caller) throw Object.assign(new Error('Unauthorized'), { statusCode: 401 });
    // SignalR's automatic reconnect calls connect again on this same instance after a drop.
    this.closed = false;
    this.ending = false;
    this.early = [];
    this.userId = caller.user.id;
    this.sessionToken = token ?? '';
    this.unlisten = this.backend.hub.listen((to, target, args) => {
      if (to !== null && to !== this.userId) return;
      // Checked before each delivery, not only by the sweep: a session ended a moment ago gets nothing more.
      if (!this.authorized()) return this.close();
      this.push({ type: 1, target, arguments: args });
    });
    // Open again after a reconnect: the failure switch acts on what is open now, not on what was created.
    this.backend.hub.opened(this);
  }

  authorized(): boolean {
    const caller = this.backend.dispatcher.callerFor({ authorization: `Bearer ${this.sessionToken}` });
    return !!caller && caller.user.id === this.userId;
  }

  async send(data: unknown): Promise<void> {
    if (this.closed) throw new Error('connection closed');
    if (this.ending) {
      // Only the client's own stop is heard once the server has closed.
      if (String(data).split(RS).some((r) => r && (JSON.parse(r) as { type?: number }).type === 7)) await this.stop();
      return;
    }
    for (const record of String(data).split(RS)) {
      if (!record) continue;
      const msg = JSON.parse(record) as { protocol?: string; type?: number; target?: string; arguments?: unknown[]; invocationId?: string };
      if (msg.protocol) {
        this.pushRaw('{}');
        const held = this.early ?? [];
        this.early = null;
        for (const text of held) this.pushRaw(text);
        continue;
      }
      if (msg.type === 1) this.invoke(msg.target ?? '', msg.arguments ?? [], msg.invocationId);
      // A real hub pings too: without an answer the client's 30 s server timeout drops an idle connection.
      if (msg.type === 6) this.push({ type: 6 });
      if (msg.type === 7) await this.stop();
    }
  }

  async stop(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.unlisten?.();
    this.backend.hub.ended(this);
    if (this.userId !== null && this.backend.hub.disconnected(this.userId)) this.announce(this.userId, false);
    setTimeout(() => this.onclose?.(), 0);
  }

  /** Drops the connection as a network fault would (demo control and tests). */
  drop() {
    if (this.closed) return;
    this.closed = true;
    this.unlisten?.();
    this.backend.hub.ended(this);
    if (this.userId !== null) this.backend.hub.disconnected(this.userId);
    setTimeout(() => this.onclose?.(new Error('connection lost')), 0);
  }

  /**
   * The server ends the connection as a real hub may (shutting down, the
   * caller's grant gone): a Close message that forbids SignalR's automatic
   * reconnect, so the client closes at once and the app's own backoff takes
   * over. The client answers by stopping the transport (stop above).
   */
  close(reason?: string) {
    if (this.closed || this.ending) return;
    this.unlisten?.();
    this.unlisten = null;
    this.backend.hub.ended(this);
    this.push({ type: 7, ...(reason ? { error: reason } : {}), allowReconnect: false });
    this.ending = true;
    // After the Close message's own timer (pushRaw): the host ends the socket once the client has been told.
    setTimeout(() => this.onended?.(), 0);
  }

  private invoke(target: string, args: unknown[], invocationId?: string) {
    // Hub methods match without regard to case, and an unknown one is an error completion, as ASP.NET Core answers.
    if (target.toLowerCase() !== 'connecteduser') {
      if (invocationId) this.push({ type: 3, invocationId, error: `Failed to invoke '${target}' due to an error on the server. HubException: Method does not exist.` });
      return;
    }
    if (this.userId !== null && this.backend.hub.connected(this.userId)) this.announce(this.userId, true);
    if (invocationId) this.push({ type: 3, invocationId, result: null });
  }

  private announce(userId: number, online: boolean) {
    const table = users(this.backend.db);
    const now = this.backend.ctx.now().toISOString();
    if (table.get(userId)) table.update(userId, { online, lastSeen: online ? null : now });
    this.backend.hub.broadcast('UserStatus', userId, online, online ? '' : now);
  }

  private push(message: unknown) {
    if (this.early) this.early.push(JSON.stringify(message));
    else this.pushRaw(JSON.stringify(message));
  }
  private pushRaw(text: string) {
    const last = this.ending;
    setTimeout(() => {
      if (!this.closed && (!this.ending || !last)) this.onreceive?.(text + RS);
    }, 0);
  }
}
