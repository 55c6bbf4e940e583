import {
  closeCodes,
  realtimeRules,
  serverFrame,
  type ClientFrame,
  type RealtimeMessage,
  type ServerFrame,
} from '@lobby/contract/realtime';
import { safeParse } from 'valibot';

/** The part of a browser WebSocket the connection uses (tests hand in their own). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** Whether the page is seen, and news of it changing (the document's visibility in a browser). */
export interface Visibility {
  isVisible(): boolean;
  /** Calls `listener` on every change; answers the way to stop. */
  subscribe(listener: () => void): () => void;
}

/** Where the connection stands, for a status a page may show. */
export type ConnectionStatus = 'connecting' | 'open' | 'waiting' | 'ended';

export interface RealtimeOptions {
  /** The socket's address: `wss://<site>/wps/socket` (see `realtimeUrl`). */
  url: string;
  /** The session's token, sent as the first frame (never in the address). */
  token: string;
  /** A message of the member's topic or of the merchant's settings topic. */
  onMessage(topic: string, body: RealtimeMessage): void;
  /** Connected again after a break: whatever changed meanwhile was not told, so what is shown should be read again. */
  onResumed?: () => void;
  /** The platform says the session ended (logout elsewhere, password changed, expired): nothing reconnects. */
  onSessionEnded?: () => void;
  onStatus?: (status: ConnectionStatus) => void;
  /** A frame that is not of the contract, ignored (for the log). */
  onIgnored?: (reason: string) => void;
  createSocket?: (url: string) => SocketLike;
  visibility?: Visibility;
  /** Uniform in [0, 1): the jitter of the delays (Math.random). */
  random?: () => number;
  /** The first delay before a reconnection; it doubles up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface RealtimeConnection {
  /** Closes the socket for good (sign-out, the page going away). */
  close(): void;
}

/** The push channel's address on the site's origin (or the API's, when the brand calls it elsewhere). */
export function realtimeUrl(origin: string, path: string): string {
  const url = new URL(path, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

const open = 1;

/** The document's visibility; always visible where there is no document (tests, workers). */
export const documentVisibility: Visibility = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  subscribe: (listener) => {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * One socket for the signed-in page: sends the token, subscribes to the topics the platform names, and keeps the
 * connection: a break (closed, or silent for `silenceMs`) is retried after a growing delay with jitter (1 s doubling
 * to 30 s, each between half and all of it) for as long as the page is seen; a hidden page waits and retries at once
 * when seen again. Every connection after the first calls `onResumed`. A session the platform ends stops it.
 */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const {
    createSocket = (url) => new WebSocket(url) as unknown as SocketLike,
    visibility = documentVisibility,
    random = Math.random,
    baseDelayMs = 1_000,
    maxDelayMs = 30_000,
  } = options;
  let socket: SocketLike | undefined;
  let stopped = false;
  let failures = 0;
  let everReady = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const status = (value: ConnectionStatus) => options.onStatus?.(value);
  const send = (frame: ClientFrame) => {
    if (socket?.readyState === open) socket.send(JSON.stringify(frame));
  };
  const heard = () => {
    clearTimeout(silenceTimer);
    // Heartbeats come every 25 s: silence this long means the connection is gone without a close.
    silenceTimer = setTimeout(() => drop(), realtimeRules.silenceMs);
  };

  const receive = (data: unknown) => {
    heard();
    let frame: ServerFrame | undefined;
    try {
      const parsed = safeParse(serverFrame, JSON.parse(String(data)));
      frame = parsed.success ? parsed.output : undefined;
    } catch {
      frame = undefined;
    }
    if (!frame) {
      options.onIgnored?.('a frame that is not of the push channel');
      return;
    }
    switch (frame.type) {
      case 'ready':
        failures = 0;
        send({ type: 'subscribe', topic: frame.topics.user });
        send({ type: 'subscribe', topic: frame.topics.setting });
        status('open');
        if (everReady) options.onResumed?.();
        everReady = true;
        return;
      case 'message':
        options.onMessage(frame.topic, frame.body);
        return;
      case 'error':
        options.onIgnored?.(`${frame.code}: ${frame.message}`);
        return;
      default:
        return;
    }
  };

  const connect = () => {
    clearTimeout(retryTimer);
    if (stopped) return;
    status('connecting');
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => {
      heard();
      send({ type: 'auth', token: options.token });
    };
    current.onmessage = (event) => {
      if (socket === current) receive(event.data);
    };
    current.onerror = () => {};
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = undefined;
      clearTimeout(silenceTimer);
      if (event.code === closeCodes.sessionEnded) {
        stopped = true;
        status('ended');
        options.onSessionEnded?.();
        return;
      }
      retry();
    };
  };

  /** A connection gone quiet: closed on our side, then retried like any break. */
  const drop = () => {
    const current = socket;
    socket = undefined;
    current?.close();
    retry();
  };

  const retry = () => {
    if (stopped) return;
    status('waiting');
    clearTimeout(retryTimer);
    if (!visibility.isVisible()) return;
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(connect, ceiling * (0.5 + random() / 2));
  };

  const unsubscribe = visibility.subscribe(() => {
    // Seen again while waiting: at once, not after the delay.
    if (!stopped && !socket && visibility.isVisible()) connect();
  });

  connect();
  return {
    close: () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
      unsubscribe();
      const current = socket;
      socket = undefined;
      current?.close(1000, 'signed out');
      status('ended');
    },
  };
}
