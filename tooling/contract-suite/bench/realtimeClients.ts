/**
 * The pages of the push channel's benchmark, in a process of their own so the platform's memory is measured alone:
 * opens a socket per token (read from the file named by argv[2]) to the platform at argv[3] with the host argv[4],
 * signs each in and subscribes it to its member's topic, tells the parent `ready`, then reports every event's delay
 * from the `sentAt` in its data to its arrival (wall clock, shared by both processes) when the parent asks.
 */
import { readFileSync } from 'node:fs';
import { realtimePath } from '@lobby/contract/realtime';
import { WebSocket } from 'ws';

const [tokensFile, platformUrl, host] = process.argv.slice(2);
if (!tokensFile || !platformUrl || !host) throw new Error('usage: realtimeClients <tokens.json> <platform url> <host>');
const socketUrl = `${platformUrl.replace(/^http/, 'ws')}${realtimePath}`;
const tokens = JSON.parse(readFileSync(tokensFile, 'utf8')) as string[];
const send = (message: unknown) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

const delays: number[] = [];
const sockets: WebSocket[] = [];
let ready = 0;

/** Opens one page's socket; resolves once it is subscribed. */
function open(token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl, {
      headers: { host, origin: `http://${host}` },
    });
    sockets.push(socket);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as {
        type: string;
        topics?: { user: string };
        body?: { data?: { sentAt?: number } };
      };
      if (frame.type === 'ready' && frame.topics) {
        socket.send(JSON.stringify({ type: 'subscribe', topic: frame.topics.user }));
      } else if (frame.type === 'subscribed') {
        resolve();
      } else if (frame.type === 'message' && typeof frame.body?.data?.sentAt === 'number') {
        delays.push(now() - frame.body.data.sentAt);
      }
    });
    socket.on('error', reject);
    socket.on('close', (code) => reject(new Error(`closed ${code} before it was ready`)));
  });
}

// A few at a time, as pages arriving: 50 handshakes in flight at once.
for (let start = 0; start < tokens.length; start += 50) {
  await Promise.all(tokens.slice(start, start + 50).map(open));
  ready += Math.min(50, tokens.length - start);
}
send({ type: 'ready', sockets: ready });

process.on('message', (message: { type: string }) => {
  if (message.type === 'delays') send({ type: 'delays', delays });
  if (message.type === 'close') {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
