import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  clientFrame,
  closeCodes,
  realtimePath,
  realtimeRules,
  settingTopic,
  userTopic,
  type ServerFrame,
} from '@lobby/contract/realtime';
import { and, eq, isNull } from 'drizzle-orm';
import { safeParse } from 'valibot';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { OpenDatabase } from '../db/client';
import { sessions, type Merchant } from '../db/schema';
import type { Platform } from '../http/env';
import { brandForHost, isServedHost } from '../merchants/hosts';
import { merchantDirectory } from '../merchants/merchantCache';
import { hashToken, memberForToken } from '../security/sessions';
import { realtimeChannel, type RealtimeNote } from './publish';

/** How many sockets one member may hold at once (tabs and devices): a new one beyond closes the oldest. */
export const maxSocketsPerMember = 8;

/** When a socket must have sent its token, and how often the platform beats. */
export interface RealtimeTiming {
  authWithinMs: number;
  heartbeatMs: number;
}
const realtimeTiming: RealtimeTiming = {
  authWithinMs: realtimeRules.authWithinMs,
  heartbeatMs: realtimeRules.heartbeatMs,
};

/** One open socket: its merchant, and once the token is good, its member, session and topics. */
interface Connection {
  socket: WebSocket;
  merchant: Merchant;
  member?: { id: number; tokenHash: string; expiresAt: number; topics: { user: string; setting: string } };
  subscribed: Set<string>;
  /** When the frames of the current window arrived (the flood check). */
  frameTimes: number[];
  /** Answered the last ping. */
  alive: boolean;
  authTimer?: ReturnType<typeof setTimeout>;
}

/**
 * The platform's push channel: WebSockets on `realtimePath` of the same port. A socket sends its token first, then
 * subscribes to its member's topic and its merchant's settings topic; events reach it from any process on the database
 * (LISTEN on `realtimeChannel`), each process delivering to its own sockets, so an event reaches every socket once.
 */
export class RealtimeHub {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: realtimeRules.maxFrameBytes });
  private readonly byMember = new Map<number, Set<Connection>>();
  private readonly all = new Set<Connection>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private stopListening: (() => Promise<void>) | undefined;

  private constructor(
    private readonly platform: Platform,
    private readonly timing: RealtimeTiming,
  ) {}

  /** Listens on the database and starts the heartbeat (`timing`: the contract's, unless a test shortens it). */
  static async start(
    platform: Platform,
    database: Pick<OpenDatabase, 'listen'>,
    timing: Partial<RealtimeTiming> = {},
  ): Promise<RealtimeHub> {
    const hub = new RealtimeHub(platform, { ...realtimeTiming, ...timing });
    hub.stopListening = await database.listen(
      realtimeChannel,
      (payload) => hub.deliver(payload),
      () => hub.closeEveryone(closeCodes.goingAway, 'events may have been missed: reconnect'),
    );
    hub.heartbeat = setInterval(() => hub.beat(), hub.timing.heartbeatMs);
    hub.heartbeat.unref();
    return hub;
  }

  /** Sockets open now, signed in or not. */
  get size(): number {
    return this.all.size;
  }

  /**
   * Takes an HTTP upgrade when it asks for the push channel at a host the platform serves (from a page of the same
   * merchant's sites, when the browser says where the page is); answers whether it was the push channel's.
   */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = (request.url ?? '').split('?')[0];
    if (path !== realtimePath) return false;
    void this.admit(request, socket, head).catch((error: unknown) => {
      this.platform.log.error(`Push channel: upgrade failed: ${String(error)}`);
      socket.destroy();
    });
    return true;
  }

  private async admit(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const host = request.headers.host;
    const directory = await merchantDirectory(this.platform.db);
    const brand = isServedHost(host, directory) ? brandForHost(host, directory, this.platform.defaultBrand) : undefined;
    const merchant = brand === undefined ? undefined : directory.byBrand.get(brand);
    // A browser names the page that opens the socket: it must be a site of the same merchant (a page of another site
    // must not reach a member's events with a token it somehow holds).
    const origin = request.headers.origin;
    const originHost = origin === undefined ? undefined : hostOf(origin);
    const foreign =
      origin !== undefined &&
      (originHost === undefined ||
        !isServedHost(originHost, directory) ||
        brandForHost(originHost, directory, this.platform.defaultBrand) !== brand);
    if (!merchant || foreign) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    this.server.handleUpgrade(request, socket, head, (ws) => this.open(ws, merchant));
  }

  private open(socket: WebSocket, merchant: Merchant): void {
    const connection: Connection = { socket, merchant, subscribed: new Set(), frameTimes: [], alive: true };
    this.all.add(connection);
    connection.authTimer = setTimeout(
      () => socket.close(closeCodes.sessionEnded, 'no token in time'),
      this.timing.authWithinMs,
    );
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => void this.receive(connection, data, isBinary));
    socket.on('close', () => this.forget(connection));
    socket.on('error', () => socket.terminate());
  }

  private async receive(connection: Connection, data: RawData, isBinary: boolean): Promise<void> {
    const now = Date.now();
    connection.frameTimes = connection.frameTimes.filter((at) => at > now - realtimeRules.frameWindowMs);
    connection.frameTimes.push(now);
    if (connection.frameTimes.length > realtimeRules.maxFrames) {
      connection.socket.close(closeCodes.policy, 'too many frames');
      return;
    }
    const frame = isBinary ? undefined : readFrame(data);
    if (!frame) {
      this.platform.log.warn('Push channel: a frame that is not of the contract closed its socket');
      connection.socket.close(closeCodes.policy, 'not a frame of the push channel');
      return;
    }
    if (frame.type === 'auth') {
      await this.authenticate(connection, frame.token);
      return;
    }
    const { member } = connection;
    if (!member) {
      send(connection, { type: 'error', code: 'not_authenticated', message: 'Send the token first.' });
      return;
    }
    if (frame.topic !== member.topics.user && frame.topic !== member.topics.setting) {
      send(connection, { type: 'error', code: 'topic_forbidden', message: `${frame.topic} is not this member's.` });
      return;
    }
    if (frame.type === 'subscribe') {
      connection.subscribed.add(frame.topic);
      send(connection, { type: 'subscribed', topic: frame.topic });
    } else {
      connection.subscribed.delete(frame.topic);
    }
  }

  private async authenticate(connection: Connection, token: string): Promise<void> {
    if (connection.member) return;
    const { db, clock } = this.platform;
    const found = await memberForToken(db, token, connection.merchant, new Date(clock()));
    const tokenHash = hashToken(token);
    const [session] = found
      ? await db
          .select({ expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
          .limit(1)
      : [];
    if (!found || found.passwordChangeRequired || !session || connection.socket.readyState !== connection.socket.OPEN) {
      connection.socket.close(closeCodes.sessionEnded, 'the token opens no session here');
      return;
    }
    clearTimeout(connection.authTimer);
    const memberId = found.member.id;
    const topics = { user: userTopic(memberId), setting: settingTopic(connection.merchant.code) };
    connection.member = { id: memberId, tokenHash, expiresAt: session.expiresAt.getTime(), topics };
    const held = this.byMember.get(memberId) ?? new Set<Connection>();
    this.byMember.set(memberId, held);
    held.add(connection);
    if (held.size > maxSocketsPerMember) {
      const oldest = held.values().next().value;
      oldest?.socket.close(closeCodes.policy, 'too many sockets for one member');
    }
    send(connection, { type: 'ready', customerId: memberId, topics });
  }

  private forget(connection: Connection): void {
    clearTimeout(connection.authTimer);
    this.all.delete(connection);
    const memberId = connection.member?.id;
    if (memberId === undefined) return;
    const held = this.byMember.get(memberId);
    held?.delete(connection);
    if (held?.size === 0) this.byMember.delete(memberId);
  }

  /** A note from any process: an event sent to the sockets subscribed here, or sessions whose sockets close. */
  private deliver(payload: string): void {
    let note: RealtimeNote;
    try {
      note = JSON.parse(payload) as RealtimeNote;
    } catch {
      this.platform.log.warn('Push channel: a note that is not JSON was ignored');
      return;
    }
    switch (note.kind) {
      case 'member': {
        const topic = userTopic(note.memberId);
        for (const connection of this.byMember.get(note.memberId) ?? []) {
          if (connection.subscribed.has(topic)) send(connection, { type: 'message', topic, body: note.body });
        }
        return;
      }
      case 'setting': {
        for (const connection of this.all) {
          const topic = connection.member?.topics.setting;
          if (connection.merchant.id === note.merchantId && topic && connection.subscribed.has(topic)) {
            send(connection, { type: 'message', topic, body: { content: note.content } });
          }
        }
        return;
      }
      case 'revoked':
        for (const connection of this.all) {
          if (connection.member?.tokenHash === note.tokenHash) {
            connection.socket.close(closeCodes.sessionEnded, 'the session ended');
          }
        }
        return;
      case 'revokedMember':
        for (const connection of this.byMember.get(note.memberId) ?? []) {
          if (connection.member?.tokenHash !== note.exceptTokenHash) {
            connection.socket.close(closeCodes.sessionEnded, 'the session ended');
          }
        }
        return;
      default:
        this.platform.log.warn('Push channel: a note of an unknown kind was ignored');
    }
  }

  /** Every heartbeat: sockets that missed the last ping are dropped, sessions past their time closed, the rest told. */
  private beat(): void {
    const now = this.platform.clock();
    for (const connection of this.all) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      if (connection.member && connection.member.expiresAt <= now) {
        connection.socket.close(closeCodes.sessionEnded, 'the session ended');
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      if (connection.member) send(connection, { type: 'heartbeat', at: now });
    }
  }

  private closeEveryone(code: number, reason: string): void {
    for (const connection of this.all) connection.socket.close(code, reason);
  }

  /** Closes every socket (they reconnect elsewhere) and stops listening. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.closeEveryone(closeCodes.goingAway, 'the platform is stopping');
    for (const connection of this.all) connection.socket.terminate();
    await this.stopListening?.();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function send(connection: Connection, frame: ServerFrame): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(frame));
}

function readFrame(data: RawData) {
  try {
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    const parsed = safeParse(clientFrame, JSON.parse(text));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}
