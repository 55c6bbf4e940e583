import { closeCodes, realtimeRules, type ServerFrame } from '@lobby/contract/realtime';
import { connectRealtime, realtimeUrl, type RealtimeOptions, type SocketLike, type Visibility } from './connection';

/** A socket the test opens, answers and drops by hand; it records what the page sent. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedBy: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedBy = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  frame(frame: ServerFrame | string) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
  ready(id = 7) {
    this.open();
    this.frame({
      type: 'ready',
      customerId: id,
      topics: { user: `/topic/user/${id}`, setting: '/topic/setting/lotus88' },
    });
  }
}

function visiblePage(): Visibility & { hide(): void; show(): void } {
  let visible = true;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    visible = value;
    for (const listener of listeners) listener();
  };
  return {
    isVisible: () => visible,
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    hide: () => set(false),
    show: () => set(true),
  };
}

function start(options: Partial<RealtimeOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const events = { messages: [] as unknown[], resumed: 0, ended: 0, ignored: [] as string[] };
  const page = visiblePage();
  const connection = connectRealtime({
    url: 'ws://localhost/wps/socket',
    token: 'the-token',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    visibility: page,
    random: () => 0.5,
    onMessage: (topic, body) => events.messages.push({ topic, body }),
    onResumed: () => (events.resumed += 1),
    onSessionEnded: () => (events.ended += 1),
    onIgnored: (reason) => events.ignored.push(reason),
    ...options,
  });
  const latest = () => sockets.at(-1) as FakeSocket;
  return { sockets, latest, events, page, connection };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('connectRealtime', () => {
  it('sends the token first, subscribes to the topics the platform names and hands on their messages', () => {
    const { latest, events } = start();
    latest().ready();
    expect(latest().sent).toEqual([
      { type: 'auth', token: 'the-token' },
      { type: 'subscribe', topic: '/topic/user/7' },
      { type: 'subscribe', topic: '/topic/setting/lotus88' },
    ]);
    latest().frame({ type: 'message', topic: '/topic/user/7', body: { type: 'INBOX' } });
    expect(events.messages).toEqual([{ topic: '/topic/user/7', body: { type: 'INBOX' } }]);
    expect(events.resumed).toBe(0);
  });

  it('ignores a frame that is not of the contract, and goes on', () => {
    const { latest, events } = start();
    latest().ready();
    latest().frame('not json');
    latest().frame(JSON.stringify({ type: 'message', topic: 42 }));
    latest().frame({ type: 'message', topic: '/topic/user/7', body: { type: 'DEPOSIT' } });
    expect(events.ignored).toHaveLength(2);
    expect(events.messages).toHaveLength(1);
  });

  it('reconnects after a growing delay with jitter, forever, and says it resumed', () => {
    const { sockets, latest, events } = start();
    latest().ready();
    latest().drop();
    // 1 s ceiling, half to all of it: 0.75 s with random 0.5.
    vi.advanceTimersByTime(749);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(1_499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    for (let n = 0; n < 10; n += 1) {
      latest().drop();
      vi.advanceTimersByTime(30_000 * 0.75);
    }
    // Capped at 30 s: still trying.
    expect(sockets).toHaveLength(13);
    latest().ready();
    expect(events.resumed).toBe(1);
    // A good connection starts the delays again from 1 s.
    latest().drop();
    vi.advanceTimersByTime(750);
    expect(sockets).toHaveLength(14);
  });

  it('treats a connection silent past the heartbeats as gone', () => {
    const { sockets, latest } = start();
    latest().ready();
    vi.advanceTimersByTime(realtimeRules.silenceMs - 1);
    latest().frame({ type: 'heartbeat', at: 1 });
    vi.advanceTimersByTime(realtimeRules.silenceMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets[0]?.closedBy).toBe(1000);
    vi.advanceTimersByTime(750);
    expect(sockets).toHaveLength(2);
  });

  it('waits while the page is hidden and reconnects at once when it is seen again', () => {
    const { sockets, latest, page } = start();
    latest().ready();
    page.hide();
    latest().drop();
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    page.show();
    expect(sockets).toHaveLength(2);
  });

  it('stops for good when the platform ends the session, or when closed', () => {
    const first = start();
    first.latest().ready();
    first.latest().drop(closeCodes.sessionEnded);
    vi.advanceTimersByTime(120_000);
    expect(first.sockets).toHaveLength(1);
    expect(first.events.ended).toBe(1);

    const second = start();
    second.latest().ready();
    second.connection.close();
    expect(second.latest().closedBy).toBe(1000);
    second.page.hide();
    second.page.show();
    vi.advanceTimersByTime(120_000);
    expect(second.sockets).toHaveLength(1);
  });
});

describe('realtimeUrl', () => {
  it('answers the socket address of a site, wss under https', () => {
    expect(realtimeUrl('https://lotus.example', '/wps/socket')).toBe('wss://lotus.example/wps/socket');
    expect(realtimeUrl('http://localhost:4173', '/wps/socket')).toBe('ws://localhost:4173/wps/socket');
  });
});
