import { betProductTypes, errorCodes } from '@lobby/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import {
  array,
  boolean,
  check,
  integer,
  isoTimestamp,
  maxValue,
  minLength,
  minValue,
  nullable,
  number,
  object,
  optional,
  picklist,
  pipe,
  record,
  regex,
  string,
  type GenericSchema,
  type InferOutput,
} from 'valibot';
import { maintenanceOf } from '../api/games';
import { accountKey } from '../api/session';
import { captchaCookie, devCaptchaAnswer } from '../captcha/challenges';
import { devSliderAnswer } from '../captcha/slider';
import {
  feedback,
  games,
  memberTurnover,
  members,
  merchantDepositSettings,
  merchantVendors,
  merchantWallets,
  merchantWithdrawSettings,
  merchants,
  outbox,
  vendors,
} from '../db/schema';
import { clientIp, isLoopback } from '../http/clientIp';
import { readCookie } from '../http/cookies';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { isServedHost } from '../merchants/hosts';
import { success } from '../http/envelope';
import { validate } from '../http/route';
import { ApiError } from '../lib/apiError';
import { forgetCatalogue } from '../catalogue/catalogueCache';
import { forgetMerchants, merchantDirectory } from '../merchants/merchantCache';
import { flattenWhitelabel, setWhitelabelFlags } from '../merchants/whitelabel';
import { addMail, addReply } from '../inbox/mails';
import { forgetAddresses, recordAddress, standInAddress } from '../security/knownAddresses';
import { setQualified } from '../referral/referrals';
import { resetDatabase } from '../seed/seed';
import { fromWire, stakesFor, toWire } from '../wallet/money';
import { balanceOf, playRound, setBalance } from '../wallet/wallets';
import { decideDeposit } from '../wallet/deposits';
import { decideWithdrawal } from '../wallet/withdrawals';
import { devPointEndpoints } from './pointEndpoints';
import { setScheduleShift } from '../wallet/promotions';
import { promotionDevEndpoints, promotionDevRoutes } from './promotionDevRoutes';
import { realtimeDevEndpoints, realtimeDevRoutes } from './realtimeDevRoutes';
import { publish } from '../realtime/publish';
import { gameSettingsChanged } from '@lobby/contract/realtime';
import { salaryDevEndpoints, salaryDevRoutes } from './salaryDevRoutes';

const statusBody = object({
  maintenance: optional(boolean()),
  regionRestriction: optional(boolean()),
  maintenanceEnd: optional(nullable(pipe(string(), isoTimestamp('must be an ISO timestamp')))),
});

const vendorBody = object({
  /** Only the card of this lane; every card of the vendor without it. */
  gameType: optional(pipe(string(), regex(/^[A-Z]{2,12}$/, 'must be a game type such as RNG'))),
  /** true: under maintenance from now (until maintenanceEnd, when given); false: open again. */
  maintenance: optional(boolean()),
  maintenanceEnd: optional(nullable(pipe(string(), isoTimestamp('must be an ISO timestamp')))),
  /** false hides the card from the lanes. */
  display: optional(boolean()),
});

const forgetAddressesBody = object({
  /** false: the member is left known from no address at all (the next login is a first one). */
  elsewhere: optional(boolean()),
});

const walletStatusBody = object({
  /** "OK" takes transfers; "MAINTENANCE" refuses them with vendor_under_maintenance. */
  status: picklist(['OK', 'MAINTENANCE']),
});

const balanceBody = object({
  /** The new balance in the merchant's currency, two decimals at most. */
  amount: pipe(
    number(),
    minValue(0, 'must not be negative'),
    maxValue(1e12, 'must be at most 1,000,000,000,000'),
    // Not valibot's multipleOf: a binary float such as 15.25 is never an exact multiple of 0.01.
    check((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, 'must have two decimals at most'),
  ),
});

const wireAmount = pipe(
  number(),
  minValue(0, 'must not be negative'),
  maxValue(1e12, 'must be at most 1,000,000,000,000'),
  check((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, 'must have two decimals at most'),
);

const turnoverBody = object({
  /** Amounts in the merchant's currency; each left as it is when absent. */
  requiredTurnover: optional(wireAmount),
  actualTurnover: optional(wireAmount),
  depositTotal: optional(wireAmount),
});

const roundsBody = object({
  /** How many rounds, each played as a demo game plays one. */
  count: pipe(
    number(),
    integer('must be a whole number'),
    minValue(1, 'must be at least 1'),
    maxValue(20_000, 'must be at most 20,000'),
  ),
  /** The product whose games take turns (`RNG`, `LIVE` ...); the games of every product the merchant shows when absent. */
  productType: optional(picklist(betProductTypes, `must be one of ${betProductTypes.join(', ')}`)),
  /** Spread evenly over the days before now, the last one now; 0 or absent: all now. */
  days: optional(
    pipe(
      number(),
      integer('must be a whole number'),
      minValue(0, 'must not be negative'),
      maxValue(92, 'must be at most 92'),
    ),
  ),
});

/** Games a dev round plays in turn: the first few of each vendor the merchant shows. */
const roundGamesPerVendor = 3;

const mailBody = object({
  /** A new message (title and content), or, with `replyTo`, customer service's reply in that thread (content only). */
  title: optional(pipe(string(), minLength(1))),
  content: pipe(string(), minLength(1)),
  replyTo: optional(number()),
});

const withdrawalBody = object({
  /** approve: the hold becomes final; reject: the amount goes back; disburse (C2C): the member is asked to confirm. */
  action: picklist(['approve', 'reject', 'disburse']),
});

const withdrawSettingsBody = object({
  /** What a withdrawal asks of the member's profile, in this order (`required_member_information_incomplete`). */
  requiredInfo: optional(
    array(
      picklist([
        'required_nickname',
        'required_id_not_verified',
        'required_email_add',
        'required_mobile_no',
        'required_qq',
        'required_address',
      ]),
    ),
  ),
  /** C2C: a withdrawal made while on can be disbursed, and the member confirms it arrived. */
  c2cEnabled: optional(boolean()),
});

const referralBody = object({
  /** true: the friend qualifies now (as a first deposit would make them); false: not qualified any more. */
  qualified: boolean(),
});

const depositBody = object({
  /** approve: the deposit succeeds and is credited (once); reject: it fails and nothing moves. */
  action: picklist(['approve', 'reject']),
});

const depositSettingsBody = object({
  allowDeposit: boolean(),
  depositOffMessage: optional(pipe(string(), regex(/^.{1,200}$/, 'must be 1 to 200 characters'))),
});

const flagsBody = record(
  pipe(string(), regex(/^[A-Z0-9_]{2,40}$/, 'must be a module id such as FREEPLAY3')),
  boolean(),
);

/** The JSON body checked by `schema` (400 `validation_failed` naming the field); empty reads as `{}`. */
export async function jsonBody<S extends GenericSchema>(c: Context<PlatformEnv>, schema: S): Promise<InferOutput<S>> {
  let parsed: unknown;
  try {
    const text = await c.req.text();
    parsed = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw apiErrors.malformedJson();
  }
  return validate(schema, parsed, 'body');
}

/** The merchant the path's `:code` names; a 404 naming the code when there is none. */
export async function merchantByCode(c: Context<PlatformEnv>) {
  const code = c.req.param('code') ?? '';
  const [merchant] = await c.var.platform.db.select().from(merchants).where(eq(merchants.code, code));
  if (!merchant) throw new ApiError(404, errorCodes.notFound, `No merchant has the code ${code}.`);
  return merchant;
}

/** A stored picture's MIME type and decoded size, read from its data URL. */
function describeDataUrl(url: string): { type: string; bytes: number } {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(url);
  const data = match?.[2] ?? '';
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return { type: match?.[1] ?? 'unknown', bytes: (data.length * 3) / 4 - padding };
}

/** The member of `merchant` the path's `:username` names (any case); a 404 naming it when there is none. */
export async function memberByName(c: Context<PlatformEnv>, merchant: { id: number; code: string }) {
  const username = c.req.param('username') ?? '';
  const [member] = await c.var.platform.db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(sql`lower(${members.username})`, username.toLowerCase())))
    .limit(1);
  if (!member) throw new ApiError(404, errorCodes.notFound, `${merchant.code} has no member ${username}.`);
  return member;
}

/** The one /__dev write a page sends as a form: the local sign-in provider's own form, posted from its own page. */
const formPaths = new Set(['/__dev/identity/signin']);

/**
 * Who may drive the dev switches: a caller on this machine (the server listens on 127.0.0.1 unless HOST says
 * otherwise; another address is refused even then), from no page or a page of a site this server serves (a foreign
 * Origin is another site driving the caller's browser), and every write as JSON, which a page of another site cannot
 * send without asking first (a form or text/plain post needs no permission). The Host was checked before: a rebound
 * DNS name never reaches here.
 */
async function refuseForeignCallers(c: Context<PlatformEnv>, next: () => Promise<void>): Promise<void> {
  if (!isLoopback(clientIp(c, 0))) {
    throw new ApiError(403, errorCodes.functionNotAvailable, 'Dev endpoints answer only local callers.');
  }
  const origin = c.req.header('origin');
  const pageHost = origin === undefined ? undefined : originHost(origin);
  if (origin !== undefined && (!pageHost || !isServedHost(pageHost, await merchantDirectory(c.var.platform.db)))) {
    throw new ApiError(403, errorCodes.functionNotAvailable, `Dev endpoints answer no page of ${origin}.`);
  }
  const path = new URL(c.req.url).pathname;
  const write = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  const json = /^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '');
  if (write && !json && !formPaths.has(path)) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Dev endpoints take writes as JSON (Content-Type: application/json).',
    );
  }
  await next();
}

/** The host of an Origin header; undefined for `null` or anything else that is not a URL (never served). */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Development switches on the same port, for callers refuseForeignCallers lets through. Mounted only in dev mode: in
 * production every /__dev path is a 404.
 */
export function devRoutes(app: Hono<PlatformEnv>): void {
  app.use('/__dev/*', refuseForeignCallers);
  promotionDevRoutes(app);
  realtimeDevRoutes(app);
  salaryDevRoutes(app);

  app.get('/__dev', (c) =>
    success(c, {
      endpoints: [
        'POST /__dev/reset',
        'POST /__dev/merchants/:code/status {maintenance?, regionRestriction?, maintenanceEnd?}',
        'POST /__dev/merchants/:code/flags {"<MODID>": true|false}',
        'POST /__dev/merchants/:code/vendors/:vendor {gameType?, maintenance?, maintenanceEnd?, display?} (the pages of the merchant are told to forget their game menus: LGSGAMESETTING)',
        'POST /__dev/merchants/:code/members/:username/unlock',
        'POST /__dev/merchants/:code/members/:username/balance {amount} (sets the main wallet; 0 makes launches answer launch_game_balance_not_enough)',
        'POST /__dev/merchants/:code/members/:username/rounds {count, productType?, days?} (plays rounds as the demo games do, at the smallest stake, spread over the days before now: a betting and account record as long as wanted; stops where the balance runs out, answering how many were played)',
        "POST /__dev/merchants/:code/members/:username/turnover {requiredTurnover?, actualTurnover?, depositTotal?} (what a withdrawal checks: withdraw_turnover_not_enough while actual < required, required_deposit_amount_not_reached while deposits are short of the merchant's requirement)",
        'POST /__dev/merchants/:code/withdrawals/:id {action: "approve"|"reject"|"disburse"} (a pending withdrawal approved (the hold final) or rejected (money back); a C2C one disbursed, so the member is asked to confirm it arrived)',
        'POST /__dev/merchants/:code/withdraw-settings {requiredInfo?: ["required_address", ...], c2cEnabled?} (what a withdrawal asks of the profile: required_member_information_incomplete listing what is missing; C2C on or off for withdrawals made after)',
        'POST /__dev/merchants/:code/members/:username/referral {qualified: true|false} (a friend who registered with a referral code qualifies now, as their first deposit would make them, or is not qualified any more; 404 for a member who registered with no code)',
        'POST /__dev/merchants/:code/deposits/:id {action: "approve"|"reject"} (a pending deposit approved (credited to the main wallet, once) or rejected (failed, nothing moves))',
        'POST /__dev/merchants/:code/deposit-settings {allowDeposit, depositOffMessage?} (deposits off: every deposit refused with deposit_not_allowed and the message)',
        'POST /__dev/merchants/:code/wallets/:accountTypeId {status: "OK"|"MAINTENANCE"} (a vendor wallet under maintenance refuses transfers with vendor_under_maintenance)',
        'POST /__dev/merchants/:code/members/:username/addresses/forget {elsewhere?: false} (LOGINIPVERF3: the next password login confirms its address)',
        'POST /__dev/merchants/:code/notices {lang, title, content, platform?, sort?, startsAt?, endsAt?} (adds a notice, type PL; answers its id)',
        'POST /__dev/merchants/:code/popups {lang, execution: "A"|"B"|"F", title, content, platform?, sort?, startsAt?, endsAt?} (adds a popup, type PU)',
        'POST /__dev/merchants/:code/promotions {lang, title, content, categories?: ["rng_promo"], images?, platform?, sort?, startsAt?, endsAt?} (adds a promotion, type PR)',
        'POST /__dev/merchants/:code/help {lang, tag, title, content, parent?, bgColor?, sort?} (adds a help-centre entry; parent: a top-level tag)',
        'DELETE /__dev/merchants/:code/notices|popups|promotions|help/:id (removes one, written or seeded)',
        ...devPointEndpoints,
        'GET /__dev/outbox?to=<mobile or e-mail>',
        'GET /__dev/merchants/:code/feedback (the feedback stored for a merchant, newest first; pictures as type and size)',
        'GET /__dev/captcha',
        'GET /__dev/slider?challenge=<id>',
        'GET /__dev/identity/signin?channel=google|facebook|twitter&state=<id> (local sign-in provider: the popup page)',
        'POST /__dev/identity/signin (form: channel, state, email, name, action=continue|cancel)',
        'POST /__dev/identity/phone/send {phoneNumber: "+<dialing code><number>"} -> {sessionInfo, expiresInS}',
        'POST /__dev/identity/phone/verify {sessionInfo, code} -> {idToken, phoneNumber}',
        'POST /__dev/identity/next-error {code: "auth/..."} (the next provider call of this merchant fails with it)',
        ...promotionDevEndpoints,
        ...realtimeDevEndpoints,
        ...salaryDevEndpoints,
      ],
    }),
  );

  app.post('/__dev/reset', async (c) => {
    const { platform } = c.var;
    setScheduleShift(platform, 0);
    const report = await resetDatabase(platform.db, { brandsDir: platform.brandsDir, now: new Date(platform.clock()) });
    platform.identity?.forcedErrors.clear();
    return success(c, report);
  });

  // Lifts a login lock and forgets the account's failed logins (and so its captcha requirement) from every address.
  app.post('/__dev/merchants/:code/members/:username/unlock', async (c) => {
    const merchant = await merchantByCode(c);
    const username = c.req.param('username');
    const { limits, lockout } = c.var.platform;
    const account = accountKey(merchant.id, username);
    const lockedForMs = await lockout.lockedFor(account);
    await lockout.forget(account);
    await limits.loginPerAccount.forgetPrefix(`${account}|`);
    await limits.loginCaptcha.forgetPrefix(`${account}|`);
    return success(c, { code: merchant.code, username, wasLocked: lockedForMs > 0 });
  });

  // Forgets the addresses a member is known from, so a test can provoke the check of LOGINIPVERF3. A member known
  // from no address at all is on a first login, which is never asked: so by default the member stays known from one
  // stand-in address no caller has, and the next password login from anywhere else is asked to confirm it.
  // `{"elsewhere": false}` forgets that too: the next login is a first one again and records its address.
  app.post('/__dev/merchants/:code/members/:username/addresses/forget', async (c) => {
    const merchant = await merchantByCode(c);
    const body = await jsonBody(c, forgetAddressesBody);
    const username = c.req.param('username');
    const { db } = c.var.platform;
    const [member] = await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(sql`lower(${members.username})`, username.toLowerCase())))
      .limit(1);
    if (!member) throw new ApiError(404, errorCodes.notFound, `${merchant.code} has no member ${username}.`);
    const forgotten = await forgetAddresses(db, member.id);
    const knownFrom = body.elsewhere === false ? [] : [standInAddress];
    for (const ip of knownFrom) await recordAddress(db, member.id, ip);
    return success(c, { code: merchant.code, username: member.username, forgotten, knownFrom });
  });

  // Sets a member's balance (an `adjustment` in the ledger): a test can empty a wallet or fill it again.
  app.post('/__dev/merchants/:code/members/:username/balance', async (c) => {
    const merchant = await merchantByCode(c);
    const { amount } = await jsonBody(c, balanceBody);
    const username = c.req.param('username');
    const { db, clock } = c.var.platform;
    const [member] = await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(sql`lower(${members.username})`, username.toLowerCase())))
      .limit(1);
    if (!member) throw new ApiError(404, errorCodes.notFound, `${merchant.code} has no member ${username}.`);
    const current = await balanceOf(db, member.id);
    await setBalance(db, {
      memberId: member.id,
      currency: current.currency ?? merchant.currency,
      balance: fromWire(amount),
      kind: 'adjustment',
      at: new Date(clock()),
    });
    const after = await balanceOf(db, member.id);
    return success(c, { code: merchant.code, username: member.username, balance: toWire(after.balance) });
  });

  // Sets what a withdrawal checks of a member: the turnover required and played, the deposits made.
  app.post('/__dev/merchants/:code/members/:username/turnover', async (c) => {
    const merchant = await merchantByCode(c);
    const body = await jsonBody(c, turnoverBody);
    const member = await memberByName(c, merchant);
    const { db, clock } = c.var.platform;
    const changes = {
      ...(body.requiredTurnover === undefined ? {} : { requiredTurnover: fromWire(body.requiredTurnover) }),
      ...(body.actualTurnover === undefined ? {} : { actualTurnover: fromWire(body.actualTurnover) }),
      ...(body.depositTotal === undefined ? {} : { depositTotal: fromWire(body.depositTotal) }),
      updatedAt: new Date(clock()),
    };
    const [row] = await db
      .insert(memberTurnover)
      .values({ memberId: member.id, ...changes })
      .onConflictDoUpdate({ target: memberTurnover.memberId, set: changes })
      .returning();
    return success(c, {
      code: merchant.code,
      username: member.username,
      requiredTurnover: toWire(row?.requiredTurnover ?? 0),
      actualTurnover: toWire(row?.actualTurnover ?? 0),
      depositTotal: toWire(row?.depositTotal ?? 0),
    });
  });

  // Plays rounds for a member as the demo games do (stake, draw, ledger, betting record, turnover, winner board), at
  // the game's smallest stake, spread over the days asked: a betting record as long as wanted. Stops, saying how
  // many were played, where the balance no longer covers a stake.
  app.post('/__dev/merchants/:code/members/:username/rounds', async (c) => {
    const merchant = await merchantByCode(c);
    const body = await jsonBody(c, roundsBody);
    const member = await memberByName(c, merchant);
    const { db, clock, randomInt } = c.var.platform;
    const shown = await db
      .select({ id: games.id, minBet: games.minBet, vendorId: games.vendorId })
      .from(games)
      .innerJoin(vendors, eq(vendors.id, games.vendorId))
      .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
      .where(
        and(
          eq(merchantVendors.merchantId, merchant.id),
          body.productType ? eq(vendors.gameType, body.productType) : undefined,
        ),
      )
      .orderBy(games.vendorId, games.id);
    const perVendor = new Map<number, number>();
    const played = shown.filter((game) => {
      const taken = perVendor.get(game.vendorId) ?? 0;
      perVendor.set(game.vendorId, taken + 1);
      return taken < roundGamesPerVendor;
    });
    if (!played.length) {
      throw new ApiError(
        409,
        'no_games',
        `${merchant.code} shows no games${body.productType ? ` of ${body.productType}` : ''}.`,
      );
    }
    const now = clock();
    const span = (body.days ?? 0) * 24 * 60 * 60 * 1000;
    let count = 0;
    for (; count < body.count; count += 1) {
      const game = played[count % played.length];
      if (!game) break;
      const [stake] = stakesFor(merchant.currency, game.minBet);
      const at = new Date(now - Math.round((span * (body.count - 1 - count)) / Math.max(1, body.count - 1)));
      if (stake === undefined || !(await playRound(db, { memberId: member.id, gameId: game.id, stake, randomInt, at })))
        break;
    }
    const { balance } = await balanceOf(db, member.id);
    return success(c, { code: merchant.code, username: member.username, played: count, balance: toWire(balance) });
  });

  // The merchant writes to a member (a message of the back office) or customer service answers a member's thread.
  app.post('/__dev/merchants/:code/members/:username/mails', async (c) => {
    const merchant = await merchantByCode(c);
    const body = await jsonBody(c, mailBody);
    const member = await memberByName(c, merchant);
    const { db, clock } = c.var.platform;
    const at = new Date(clock());
    if (body.replyTo !== undefined) {
      const reply = await addReply(db, member, body.replyTo, { author: 'MERCHANT', content: body.content, at });
      return success(c, { code: merchant.code, username: member.username, mailId: body.replyTo, replyId: reply.id });
    }
    if (body.title === undefined)
      throw apiErrors.validation('Field "title" is missing: a new message needs one.', 'title');
    const mail = await addMail(db, member.id, { author: 'MERCHANT', title: body.title, content: body.content, at });
    return success(c, { code: merchant.code, username: member.username, mailId: mail.id });
  });

  // The merchant's decision on a withdrawal: approve, reject (money back) or, for C2C, disburse.
  app.post('/__dev/merchants/:code/withdrawals/:id', async (c) => {
    const merchant = await merchantByCode(c);
    const { action } = await jsonBody(c, withdrawalBody);
    const id = Number(c.req.param('id'));
    const { db, clock } = c.var.platform;
    const decided = Number.isSafeInteger(id)
      ? await decideWithdrawal(db, { merchantId: merchant.id, id, action, at: new Date(clock()) })
      : undefined;
    if (!decided) {
      throw new ApiError(
        409,
        'withdrawal_not_open',
        `${merchant.code} has no withdrawal ${c.req.param('id')} that can be given "${action}" now.`,
      );
    }
    return success(c, { code: merchant.code, withdrawId: decided.id, status: decided.status.toUpperCase() });
  });

  // Changes the merchant's withdrawal rules a test needs to vary: the profile information required, C2C.
  app.post('/__dev/merchants/:code/withdraw-settings', async (c) => {
    const merchant = await merchantByCode(c);
    const body = await jsonBody(c, withdrawSettingsBody);
    const { db } = c.var.platform;
    const changes = {
      ...(body.requiredInfo === undefined ? {} : { requiredInfo: [...new Set(body.requiredInfo)] }),
      ...(body.c2cEnabled === undefined ? {} : { c2cEnabled: body.c2cEnabled }),
    };
    const ofMerchant = eq(merchantWithdrawSettings.merchantId, merchant.id);
    // An empty body changes nothing and answers the rules as they are.
    const [row] = Object.keys(changes).length
      ? await db.update(merchantWithdrawSettings).set(changes).where(ofMerchant).returning()
      : await db.select().from(merchantWithdrawSettings).where(ofMerchant);
    if (!row) throw new ApiError(404, errorCodes.notFound, `${merchant.code} takes no withdrawals.`);
    return success(c, { code: merchant.code, requiredInfo: row.requiredInfo, c2cEnabled: row.c2cEnabled });
  });

  // A friend invited with a referral code qualifies now (the referrer's counts and this month's ranking follow), or
  // no longer counts as qualified: what a first deposit does, without the deposit.
  app.post('/__dev/merchants/:code/members/:username/referral', async (c) => {
    const merchant = await merchantByCode(c);
    const { qualified } = await jsonBody(c, referralBody);
    const member = await memberByName(c, merchant);
    const { db, clock } = c.var.platform;
    const changed = await setQualified(db, member.id, qualified ? new Date(clock()) : null);
    if (!changed) throw new ApiError(404, errorCodes.notFound, `${member.username} registered with no referral code.`);
    return success(c, { code: merchant.code, username: member.username, qualified });
  });

  // The merchant's decision on a pending deposit (a bank transfer, or an online one left unpaid): approve or reject.
  app.post('/__dev/merchants/:code/deposits/:id', async (c) => {
    const merchant = await merchantByCode(c);
    const { action } = await jsonBody(c, depositBody);
    const id = Number(c.req.param('id'));
    const { db, clock } = c.var.platform;
    const decided = Number.isSafeInteger(id)
      ? await decideDeposit(db, { merchant, id, approve: action === 'approve', at: new Date(clock()) })
      : undefined;
    if (!decided) {
      throw new ApiError(
        409,
        'deposit_not_open',
        `${merchant.code} has no pending deposit ${c.req.param('id')} to ${action}.`,
      );
    }
    return success(c, { code: merchant.code, depositId: decided.id, status: decided.status.toUpperCase() });
  });

  // Opens or closes the merchant's deposits (closed: every deposit refused with the message).
  app.post('/__dev/merchants/:code/deposit-settings', async (c) => {
    const merchant = await merchantByCode(c);
    const body = await jsonBody(c, depositSettingsBody);
    const changes = {
      allowDeposit: body.allowDeposit,
      ...(body.depositOffMessage === undefined ? {} : { depositOffMessage: body.depositOffMessage }),
    };
    const [row] = await c.var.platform.db
      .insert(merchantDepositSettings)
      .values({ merchantId: merchant.id, ...changes })
      .onConflictDoUpdate({ target: merchantDepositSettings.merchantId, set: changes })
      .returning();
    return success(c, {
      code: merchant.code,
      allowDeposit: row?.allowDeposit ?? body.allowDeposit,
      depositOffMessage: row?.depositOffMessage ?? null,
    });
  });

  // Puts a vendor wallet of the merchant under maintenance (or back): its transfers answer vendor_under_maintenance.
  app.post('/__dev/merchants/:code/wallets/:accountTypeId', async (c) => {
    const merchant = await merchantByCode(c);
    const { status } = await jsonBody(c, walletStatusBody);
    const accountTypeId = Number(c.req.param('accountTypeId'));
    const { db, clock } = c.var.platform;
    const [updated] = Number.isSafeInteger(accountTypeId)
      ? await db
          .update(merchantWallets)
          .set({ status, statusSince: new Date(clock()) })
          .where(and(eq(merchantWallets.merchantId, merchant.id), eq(merchantWallets.accountTypeId, accountTypeId)))
          .returning({ accountTypeId: merchantWallets.accountTypeId, status: merchantWallets.status })
      : [];
    if (!updated) {
      throw new ApiError(
        404,
        errorCodes.notFound,
        `${merchant.code} offers no wallet ${c.req.param('accountTypeId')}.`,
      );
    }
    return success(c, { code: merchant.code, ...updated });
  });

  app.post('/__dev/merchants/:code/status', async (c) => {
    const merchant = await merchantByCode(c);
    const body = await jsonBody(c, statusBody);
    const [updated] = await c.var.platform.db
      .update(merchants)
      .set({
        ...(body.maintenance === undefined ? {} : { maintenance: body.maintenance }),
        ...(body.regionRestriction === undefined ? {} : { regionRestriction: body.regionRestriction }),
        ...(body.maintenanceEnd === undefined
          ? {}
          : { maintenanceEnd: body.maintenanceEnd === null ? null : new Date(body.maintenanceEnd) }),
        updatedAt: new Date(),
      })
      .where(eq(merchants.id, merchant.id))
      .returning();
    forgetMerchants(c.var.platform.db);
    return success(c, {
      code: merchant.code,
      maintenance: updated?.maintenance,
      maintenanceEnd: updated?.maintenanceEnd?.toISOString() ?? null,
      regionRestriction: updated?.regionRestriction,
    });
  });

  app.post('/__dev/merchants/:code/flags', async (c) => {
    const merchant = await merchantByCode(c);
    const flags = await jsonBody(c, flagsBody);
    const { tree, added } = setWhitelabelFlags(merchant.whitelabel, flags);
    await c.var.platform.db
      .update(merchants)
      .set({ whitelabel: tree, updatedAt: new Date() })
      .where(eq(merchants.id, merchant.id));
    forgetMerchants(c.var.platform.db);
    const now = flattenWhitelabel(tree);
    return success(c, {
      code: merchant.code,
      changed: Object.fromEntries(Object.keys(flags).map((modId) => [modId, now[modId] ?? false])),
      added,
    });
  });

  app.post('/__dev/merchants/:code/vendors/:vendor', async (c) => {
    const merchant = await merchantByCode(c);
    const body = await jsonBody(c, vendorBody);
    const code = c.req.param('vendor');
    const { db } = c.var.platform;
    const cards = await db
      .select({ id: merchantVendors.id })
      .from(merchantVendors)
      .innerJoin(vendors, eq(vendors.id, merchantVendors.vendorId))
      .where(
        and(
          eq(merchantVendors.merchantId, merchant.id),
          eq(vendors.code, code),
          body.gameType === undefined ? undefined : eq(vendors.gameType, body.gameType),
        ),
      );
    if (cards.length === 0) {
      throw new ApiError(
        404,
        errorCodes.notFound,
        `${merchant.code} has no card of ${code}${body.gameType ? ` in ${body.gameType}` : ''}.`,
      );
    }
    // undefined: the end stays as it is; null: open-ended.
    const end =
      body.maintenanceEnd === undefined || body.maintenanceEnd === null
        ? body.maintenanceEnd
        : new Date(body.maintenanceEnd);
    const changes: Partial<typeof merchantVendors.$inferInsert> = {};
    if (body.maintenance === true) {
      changes.maintenanceStart = new Date();
      changes.maintenanceEnd = end ?? null;
    } else if (body.maintenance === false) {
      changes.maintenanceStart = null;
      changes.maintenanceEnd = null;
    } else if (end !== undefined) {
      changes.maintenanceEnd = end;
    }
    if (body.display !== undefined) changes.display = body.display;
    const ids = cards.map((card) => card.id);
    if (Object.keys(changes).length) {
      await db.transaction(async (tx) => {
        await tx.update(merchantVendors).set(changes).where(inArray(merchantVendors.id, ids));
        // The pages of the merchant forget the game menus they keep.
        await publish(tx, { kind: 'setting', merchantId: merchant.id, content: gameSettingsChanged });
      });
      forgetCatalogue(db);
    }
    const updated = await db
      .select({ card: merchantVendors, gameType: vendors.gameType })
      .from(merchantVendors)
      .innerJoin(vendors, eq(vendors.id, merchantVendors.vendorId))
      .where(inArray(merchantVendors.id, ids));
    return success(c, {
      code: merchant.code,
      vendor: code,
      cards: updated.map(({ card, gameType }) => ({
        gameType,
        display: card.display,
        maintenance: maintenanceOf(card),
      })),
    });
  });

  app.get('/__dev/outbox', async (c) => {
    const to = c.req.query('to')?.trim();
    if (!to) throw apiErrors.validation('Query "to" (a mobile number or an e-mail address) is required.', 'to');
    const digits = to.replace(/[^0-9]/g, '');
    if (!to.includes('@') && digits.length < 6) {
      throw apiErrors.validation('Query "to" must be a mobile number (6 digits or more) or an e-mail address.', 'to');
    }
    // A mobile number matches with or without its dialing code and plus sign.
    const match = to.includes('@')
      ? eq(sql`lower(${outbox.to})`, to.toLowerCase())
      : or(eq(outbox.to, to), sql`regexp_replace(${outbox.to}, '[^0-9]', '', 'g') like ${`%${digits}`}`);
    const rows = await c.var.platform.db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        to: outbox.to,
        subject: outbox.subject,
        body: outbox.body,
        code: outbox.code,
        createdAt: outbox.createdAt,
        merchant: merchants.code,
      })
      .from(outbox)
      .innerJoin(merchants, eq(merchants.id, outbox.merchantId))
      .where(match)
      .orderBy(desc(outbox.id))
      .limit(50);
    return success(
      c,
      rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    );
  });

  // What players sent through PUT /wps/feedback, so a test can see a feedback arrive whole. The pictures are described
  // (type and decoded size) rather than returned: three of them can be 20 MB of Base64.
  app.get('/__dev/merchants/:code/feedback', async (c) => {
    const merchant = await merchantByCode(c);
    const rows = await c.var.platform.db
      .select()
      .from(feedback)
      .where(eq(feedback.merchantId, merchant.id))
      .orderBy(desc(feedback.id))
      .limit(50);
    return success(
      c,
      rows.map((row) => ({
        id: row.id,
        sender: row.sender,
        type: row.type,
        content: row.content,
        images: row.images.map(describeDataUrl),
        createdAt: row.createdAt.toISOString(),
      })),
    );
  });

  // Where a live slider puzzle's notch is: drop the piece at `x` to solve it.
  app.get('/__dev/slider', async (c) => {
    const challenge = c.req.query('challenge') ?? '';
    const x = await devSliderAnswer(c.var.platform.db, challenge, c.var.platform.clock());
    if (x === undefined) {
      throw new ApiError(404, errorCodes.notFound, 'No live slider puzzle has this id: GET /wps/captcha/slider first.');
    }
    return success(c, { x });
  });

  app.get('/__dev/captcha', async (c) => {
    const answer = await devCaptchaAnswer(c.var.platform.db, readCookie(c, captchaCookie));
    if (!answer) {
      throw new ApiError(404, errorCodes.notFound, 'No live captcha is bound to this cookie: GET /wps/captcha first.');
    }
    return success(c, { answer });
  });
}
