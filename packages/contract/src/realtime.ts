import {
  boolean,
  literal,
  looseObject,
  number,
  object,
  optional,
  picklist,
  string,
  variant,
  type InferOutput,
} from 'valibot';
import { idLike, numberLike } from './endpoints/primitives';

// The push channel (contract §5.4): a signed-in page subscribes to its member's topic and its merchant's settings
// topic and is told of deposits, withdrawals, messages, rewards and transfers as they are committed. The contract
// names the topics, the message `{type, title, message, popup, data}` and its types; the transport is not in the
// captured clients: here a WebSocket on the site's own origin, with the frames below (docs/decisions: real-time
// events).

/** Where a signed-in page opens its socket, on the site's own origin (`wss:` under https). */
export const realtimePath = '/wps/socket';

/** A member's topic: the events of that member (`customerId` = member info `id`). */
export const userTopic = (customerId: string | number) => `/topic/user/${customerId}`;
/** A merchant's settings topic: `content` `LGSGAMESETTING` clears the game menus kept by the page. */
export const settingTopic = (merchantCode: string) => `/topic/setting/${merchantCode}`;
/** The settings topic's content that says the game menus changed. */
export const gameSettingsChanged = 'LGSGAMESETTING';

/** The events of a member's topic (contract §5.4, and one designed here). */
export const realtimeEventTypes = [
  'DEPOSIT',
  'WITHDRAW',
  'INBOX',
  'PROMOTION_CLAIM',
  'MANUAL_PROMO',
  'ONLINE_MSG',
  'PAYMENT_CONFIRMATION',
  'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
  'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
  // Not among the captured client's types (designed, CHOICES.md): an agent's salary or dividend paid for a period.
  'AGENT_SALARY',
] as const;
export type RealtimeEventType = (typeof realtimeEventTypes)[number];

/**
 * The rules both ends keep: the first frame must authenticate within `authWithinMs`; the platform sends a heartbeat
 * every `heartbeatMs`, so a page that hears nothing for `silenceMs` knows the connection is gone; a frame longer than
 * `maxFrameBytes`, one that is not a frame of this contract, or more than `maxFrames` in `frameWindowMs` closes the
 * socket (`closeCodes.policy`).
 */
export const realtimeRules = {
  authWithinMs: 10_000,
  heartbeatMs: 25_000,
  silenceMs: 60_000,
  maxFrameBytes: 4_096,
  maxFrames: 20,
  frameWindowMs: 10_000,
} as const;

/** Why the platform closed a socket: the page reconnects after any, but signs nothing in again after `sessionEnded`. */
export const closeCodes = {
  /** Garbage, a flood, or a frame too long. */
  policy: 1008,
  /** The platform is stopping: reconnect. */
  goingAway: 1001,
  /** No valid token (never sent in time, unknown, expired) or the session ended (logout, password change). */
  sessionEnded: 4401,
} as const;

/** What the page sends: its token first, then the topics it wants. */
export const clientFrame = variant('type', [
  object({ type: literal('auth'), token: string() }),
  object({ type: literal('subscribe'), topic: string() }),
  object({ type: literal('unsubscribe'), topic: string() }),
]);
export type ClientFrame = InferOutput<typeof clientFrame>;

/** A deposit credited (`success` true) or failed. */
export const depositEventData = looseObject({ amount: numberLike, time: numberLike, success: boolean() });
/** A withdrawal paid out (`success` true) or rejected, with the operator's remarks. */
export const withdrawEventData = looseObject({
  amount: numberLike,
  time: numberLike,
  success: boolean(),
  remarks: optional(string()),
});
/** Money between an agent and a downline: who sent, who received. */
export const agentTransferEventData = looseObject({
  amount: numberLike,
  time: numberLike,
  receiver: string(),
  sender: string(),
});

/** An agent's pay settled under a contract with the upline (`contractType` daily, hourly, realtime or dividend). */
export const salaryEventData = looseObject({ amount: numberLike, time: numberLike, contractType: string() });

/** One message of a topic: a member's event, or the settings topic's `content`. */
export const realtimeMessage = looseObject({
  type: optional(string()),
  title: optional(string()),
  message: optional(string()),
  popup: optional(boolean()),
  data: optional(looseObject({})),
  content: optional(string()),
});
export type RealtimeMessage = InferOutput<typeof realtimeMessage>;

/** What the platform sends. */
export const serverFrame = variant('type', [
  /** The token is good: the member the socket belongs to, and the topics it may subscribe to. */
  object({ type: literal('ready'), customerId: idLike, topics: object({ user: string(), setting: string() }) }),
  object({ type: literal('subscribed'), topic: string() }),
  object({ type: literal('message'), topic: string(), body: realtimeMessage }),
  object({ type: literal('heartbeat'), at: number() }),
  /** A frame refused without closing: a topic not the member's. */
  object({ type: literal('error'), code: picklist(['topic_forbidden', 'not_authenticated']), message: string() }),
]);
export type ServerFrame = InferOutput<typeof serverFrame>;
