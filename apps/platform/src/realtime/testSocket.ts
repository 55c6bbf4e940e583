import { serverFrame, type ClientFrame, type ServerFrame } from '@lobby/contract/realtime';
import { realtimePath } from '@lobby/contract/realtime';
import { parse } from 'valibot';
import { WebSocket } from 'ws';

/** A page's socket as the tests drive it: every frame it got, in order, and how it closed. */
export interface TestSocket {
  frames: ServerFrame[];
  closed: Promise<{ code: number; reason: string }>;
  send(frame: ClientFrame | string): void;
  /** The next frame of `type` from now or already received and not yet taken. */
  next<T extends ServerFrame['type']>(type: T, timeoutMs?: number): Promise<Extract<ServerFrame, { type: T }>>;
  close(): void;
}

/** Opens the push channel of the platform at `url` as a page of `host` would (Host and Origin of that site). */
export async function openSocket(
  url: string,
  host: string,
  options: { origin?: string | null } = {},
): Promise<TestSocket> {
  const origin = options.origin === undefined ? `http://${host}` : options.origin;
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${realtimePath}`, {
    headers: { host, ...(origin === null ? {} : { origin }) },
  });
  const frames: ServerFrame[] = [];
  let taken = 0;
  const waiting = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(parse(serverFrame, JSON.parse(String(data))));
    for (const wake of waiting) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const find = <T extends ServerFrame['type']>(type: T) => {
    for (let index = taken; index < frames.length; index += 1) {
      const frame = frames[index];
      if (frame?.type === type) {
        taken = index + 1;
        return frame as Extract<ServerFrame, { type: T }>;
      }
    }
    return undefined;
  };
  return {
    frames,
    closed,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (type, timeoutMs = 3_000) =>
      new Promise((resolve, reject) => {
        const found = find(type);
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiting.delete(wake);
          reject(new Error(`no ${type} frame within ${timeoutMs} ms (got ${JSON.stringify(frames)})`));
        }, timeoutMs);
        const wake = () => {
          const frame = find(type);
          if (!frame) return;
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(frame);
        };
        waiting.add(wake);
      }),
    close: () => socket.close(),
  };
}

/** A socket signed in with `token` and subscribed to its member's topic. */
export async function subscribedSocket(url: string, host: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(url, host);
  socket.send({ type: 'auth', token });
  const ready = await socket.next('ready');
  socket.send({ type: 'subscribe', topic: ready.topics.user });
  await socket.next('subscribed');
  return socket;
}
