import { randomUUID } from 'node:crypto';
import { endpoints, errorCodes, idempotencyKeyHeader, type ValueOf, rewardErrorCodes } from '@lobby/contract';
import { and, eq, sql } from 'drizzle-orm';
import { memberBonuses, walletTransactions } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';

const current = platformPerTest({ randomInt: () => 0 });

/** lotus keeps dong: the seed's amounts are a thousand times the plans' (seed/promotionRules.ts). */
const unit = 1000;
const plus = (balance: number, amount: number) => Math.round((balance + amount * unit) * 100) / 100;

const app = () => current.platform.app;
const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);
const as = (authorization: string, host = hosts.lotus, language = 'EN') => ({
  host,
  headers: { authorization, language },
});

const claimList = (token: string, host = hosts.lotus, language = 'EN') =>
  contractValue(app(), 'promotionClaimList', '', as(token, host, language));

async function promotion(token: string, code: 'welcome' | 'spins' | 'reload' | 'lucky-draw') {
  const titles = {
    welcome: 'Welcome bonus',
    spins: 'Free spins',
    reload: 'Weekend reload',
    'lucky-draw': 'Weekly lucky',
  };
  const found = (await claimList(token)).list.find((row) => row.title?.startsWith(titles[code]));
  if (!found) throw new Error(`no ${code} promotion`);
  return found;
}

function post(path: string, token: string, json: unknown, key: string | null = randomUUID()) {
  return call(app(), path, {
    method: 'POST',
    host: hosts.lotus,
    json,
    headers: { authorization: token, ...(key === null ? {} : { [idempotencyKeyHeader]: key }) },
  });
}

const decide = (promotionId: string | number, action: 'approve' | 'reject', username = 'player01') =>
  call(app(), `/__dev/merchants/lotus88/members/${username}/promotions/${promotionId}`, {
    method: 'POST',
    json: { action, remark: action === 'reject' ? 'No qualifying deposit this weekend' : undefined },
  });

const moveClock = (advanceMinutes: number) => call(app(), '/__dev/clock', { method: 'POST', json: { advanceMinutes } });

async function mainBalance(token: string): Promise<number> {
  const value = await contractValue(app(), 'balance', '', as(token));
  return Number(value.balance?.find((row) => Number(row.accountTypeId) === 2)?.availBalance);
}

async function rewardCount(token: string): Promise<number> {
  const value = await contractValue(app(), 'availablePromotions', '', as(token));
  return Object.entries(value.content ?? {})
    .filter(([kind]) => kind !== 'REFERRAL' && kind !== 'MISSION_MANUAL')
    .reduce((sum, [, item]) => sum + Number(item?.count ?? 0), 0);
}

describe('the member promotions (MCS2_getPromotionClaimList)', () => {
  it("lists each promotion with the member's status, its cards and reward, in the caller's language", async () => {
    const token = await tokenOf('player01');
    const { list } = await claimList(token);
    const statuses = Object.fromEntries(list.map((row) => [row.promotionType, row.status]));
    expect(statuses).toEqual({ REGISTER: 'claimed', LOGIN: 'claim', MANUAL: 'join', RAFFLE: 'join' });
    const reload = await promotion(token, 'reload');
    expect(reload).toMatchObject({ amount: 88 * unit, comment: null });
    expect(reload.announcementIds?.length).toBeGreaterThan(0);
    const vietnamese = await claimList(token, hosts.lotus, 'VI');
    expect(vietnamese.list.map((row) => row.title)).toContain('Rút thăm may mắn hằng tuần');
  });

  it('reads coming before a promotion starts and closed after it ends, as the schedule clock moves', async () => {
    const token = await tokenOf('player01');
    const reload = await promotion(token, 'reload');
    expect((await moveClock(-10 * 24 * 60)).status).toBe(200);
    expect((await promotion(token, 'reload')).status).toBe('coming');
    await moveClock(70 * 24 * 60);
    expect((await promotion(token, 'reload')).status).toBe('closed');
    const refused = await post(endpoints.applyPromotion.path, token, { promotionId: reload.promotionId, comment: 'x' });
    expect(await envelope(refused)).toMatchObject({ errorCode: rewardErrorCodes.promotionEnded });
  });
});

describe('apply, approve, claim (MCSFE_applyPromotion, MCSFE_claimIssuedPromotion)', () => {
  it('refuses a comment over 140 characters and keeps nothing', async () => {
    const token = await tokenOf('player01');
    const reload = await promotion(token, 'reload');
    const refused = await post(endpoints.applyPromotion.path, token, {
      promotionId: reload.promotionId,
      comment: 'a'.repeat(141),
    });
    expect(refused.status).toBe(400);
    expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.validationFailed });
    expect((await promotion(token, 'reload')).status).toBe('join');
    const accepted = await post(endpoints.applyPromotion.path, token, {
      promotionId: reload.promotionId,
      comment: 'é'.repeat(140),
    });
    expect(accepted.status).toBe(200);
  });

  it('pays an approved application once into the main wallet, as a bonus with its ledger row', async () => {
    const token = await tokenOf('player01');
    const reload = await promotion(token, 'reload');
    const applied = await post(endpoints.applyPromotion.path, token, {
      promotionId: reload.promotionId,
      comment: '  Deposited 500 on Saturday  ',
    });
    expect((await envelope(applied)).value).toMatchObject({ status: 'applying', comment: 'Deposited 500 on Saturday' });
    const again = await post(endpoints.applyPromotion.path, token, {
      promotionId: reload.promotionId,
      comment: 'again',
    });
    expect(await envelope(again)).toMatchObject({ errorCode: rewardErrorCodes.promotionAlreadyJoined });
    const early = await post(endpoints.claimIssuedPromotion.path, token, { promotionId: reload.promotionId });
    expect(await envelope(early)).toMatchObject({ errorCode: rewardErrorCodes.promotionNotClaimable });

    const countBefore = await rewardCount(token);
    expect((await decide(reload.promotionId, 'approve')).status).toBe(200);
    expect((await promotion(token, 'reload')).status).toBe('issued');
    expect(await rewardCount(token)).toBe(countBefore + 1);
    const claimable = await contractValue(app(), 'claimablePromotions', '', as(token));
    expect(claimable.list.map((row) => row.status).sort()).toEqual(['claim', 'issued']);

    const before = await mainBalance(token);
    const key = randomUUID();
    const paid = await post(endpoints.claimIssuedPromotion.path, token, { promotionId: reload.promotionId }, key);
    const value = (await envelope(paid)).value as ValueOf<'claimIssuedPromotion'>;
    expect(paid.status).toBe(200);
    expect(value).toMatchObject({ promotionId: reload.promotionId, amount: 88 * unit });
    expect(await mainBalance(token)).toBe(plus(before, 88));
    expect(await rewardCount(token)).toBe(countBefore);
    expect((await promotion(token, 'reload')).status).toBe('claimed');

    // The same request again answers the first claim; a new one is refused. Neither pays.
    const retried = await post(endpoints.claimIssuedPromotion.path, token, { promotionId: reload.promotionId }, key);
    expect((await envelope(retried)).value).toEqual(value);
    const second = await post(endpoints.claimIssuedPromotion.path, token, { promotionId: reload.promotionId });
    expect(second.status).toBe(400);
    expect(await envelope(second)).toMatchObject({ errorCode: rewardErrorCodes.rewardAlreadyClaimed });
    expect(await mainBalance(token)).toBe(plus(before, 88));

    const member = await memberAt(current.platform, 'lotus88', 'player01');
    const db = current.platform.platform.db;
    const [ledger] = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, Number(value.transactionId)));
    expect(ledger).toMatchObject({ memberId: member.id, kind: 'bonus', amount: 8800 * unit });
    const [bonus] = await db
      .select()
      .from(memberBonuses)
      .where(and(eq(memberBonuses.memberId, member.id), eq(memberBonuses.id, ledger?.bonusId ?? -1)));
    expect(bonus).toMatchObject({ promotionCode: 'reload', amount: 8800 * unit, turnoverRequired: 8800 * unit * 8 });
    const [sum] = await db
      .select({ sum: sql<string>`sum(${walletTransactions.amount})` })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.memberId, member.id), eq(walletTransactions.accountTypeId, 2)));
    expect(Number(sum?.sum) / 100).toBe(await mainBalance(token));
  });

  it('pays once when twenty claims of the same reward race (double clicks, other keys)', async () => {
    const token = await tokenOf('player01');
    const reload = await promotion(token, 'reload');
    await post(endpoints.applyPromotion.path, token, { promotionId: reload.promotionId, comment: 'Saturday deposit' });
    await decide(reload.promotionId, 'approve');
    const before = await mainBalance(token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(endpoints.claimIssuedPromotion.path, token, { promotionId: reload.promotionId }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    expect(await mainBalance(token)).toBe(plus(before, 88));
  });

  it('refuses a claim after the promotion ended, and a rejected application shows its remark', async () => {
    const token = await tokenOf('player01');
    const reload = await promotion(token, 'reload');
    await post(endpoints.applyPromotion.path, token, { promotionId: reload.promotionId, comment: 'Saturday deposit' });
    await decide(reload.promotionId, 'approve');
    await moveClock(60 * 24 * 60);
    const before = await mainBalance(token);
    const late = await post(endpoints.claimIssuedPromotion.path, token, { promotionId: reload.promotionId });
    expect(await envelope(late)).toMatchObject({ errorCode: rewardErrorCodes.promotionEnded });
    expect(await mainBalance(token)).toBe(before);

    const other = await tokenOf('player02');
    const applying = (await claimList(other)).list.find((row) => row.promotionType === 'MANUAL');
    expect(applying).toMatchObject({ status: 'closed', comment: 'Deposited on Saturday evening by bank transfer' });
    await decide(reload.promotionId, 'reject', 'player02');
    await moveClock(-60 * 24 * 60);
    const rejected = (await claimList(other)).list.find((row) => row.promotionType === 'MANUAL');
    expect(rejected).toMatchObject({ status: 'rejected', remark: 'No qualifying deposit this weekend' });
  });

  it("never acts on another merchant's promotion", async () => {
    const token = await tokenOf('player01');
    const reload = await promotion(token, 'reload');
    const sahara = await tokenOf('player01', 'sahara7');
    const refused = await call(app(), endpoints.applyPromotion.path, {
      method: 'POST',
      host: hosts.sahara,
      json: { promotionId: reload.promotionId, comment: 'mine' },
      headers: { authorization: sahara },
    });
    expect(refused.status).toBe(404);
    expect(await envelope(refused)).toMatchObject({ errorCode: rewardErrorCodes.promotionNotFound });
  });
});

describe('sign-up and login promotions', () => {
  it('asks for the sign-up reward (process), which the merchant issues and the member claims', async () => {
    const token = await tokenOf('player02');
    const [welcome] = (await contractValue(app(), 'registerPromotions', '', as(token))).list;
    expect(welcome?.status).toBe('join');
    const asked = await post(endpoints.signUpPromotionReward.path, token, { promotionId: welcome?.promotionId });
    expect((await envelope(asked)).value).toMatchObject({ status: 'process' });
    await decide(String(welcome?.promotionId), 'approve', 'player02');
    const paid = await post(endpoints.claimIssuedPromotion.path, token, { promotionId: welcome?.promotionId });
    expect(paid.status).toBe(200);
    expect((await envelope(paid)).value).toMatchObject({ amount: 50 * unit });
  });

  it('pays the login reward once', async () => {
    const token = await tokenOf('player01');
    const spins = await promotion(token, 'spins');
    const before = await mainBalance(token);
    const paid = await post(endpoints.claimLoginPromotion.path, token, { promotionId: spins.promotionId });
    expect((await envelope(paid)).value).toMatchObject({ amount: 10 * unit });
    const second = await post(endpoints.claimLoginPromotion.path, token, { promotionId: spins.promotionId });
    expect(await envelope(second)).toMatchObject({ errorCode: rewardErrorCodes.rewardAlreadyClaimed });
    expect(await mainBalance(token)).toBe(plus(before, 10));
    expect((await promotion(token, 'spins')).status).toBe('claimed');
  });

  it('refuses a claim without an Idempotency-Key', async () => {
    const token = await tokenOf('player01');
    const spins = await promotion(token, 'spins');
    const refused = await post(endpoints.claimLoginPromotion.path, token, { promotionId: spins.promotionId }, null);
    expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.idempotencyKeyRequired });
  });
});

describe('tickets and vouchers', () => {
  it('lists them with their validity, claims a cash ticket once and cancels a voucher', async () => {
    const token = await tokenOf('player01');
    const tickets = (await contractValue(app(), 'claimTicketList', '', as(token))).list;
    expect(tickets.map((row) => [row.name, row.status])).toEqual([
      ['Birthday cash ticket', 'AVAILABLE'],
      ['Weekend cash ticket', 'CANCELLED'],
    ]);
    const vouchers = (await contractValue(app(), 'discountTicketList', '', as(token, hosts.lotus, 'VI'))).list;
    expect(vouchers.map((row) => [row.name, row.status])).toEqual([
      ['Phiếu nạp tiền 10%', 'AVAILABLE'],
      ['Phiếu nạp tiền 5%', 'EXPIRED'],
    ]);
    const birthday = tickets[0];
    const before = await mainBalance(token);
    const paid = await post(endpoints.claimTicket.path, token, { ticketId: birthday?.ticketId });
    expect((await envelope(paid)).value).toMatchObject({ ticketId: birthday?.ticketId, amount: 25 * unit });
    const second = await post(endpoints.claimTicket.path, token, { ticketId: birthday?.ticketId });
    expect(await envelope(second)).toMatchObject({ errorCode: rewardErrorCodes.rewardAlreadyClaimed });
    expect(await mainBalance(token)).toBe(plus(before, 25));

    const cancelled = await post(endpoints.cancelTicket.path, token, { ticketId: vouchers[0]?.ticketId }, null);
    expect((await envelope(cancelled)).value).toMatchObject({ status: 'CANCELLED' });
    const expired = await post(endpoints.cancelTicket.path, token, { ticketId: vouchers[1]?.ticketId }, null);
    expect(await envelope(expired)).toMatchObject({ errorCode: rewardErrorCodes.ticketExpired });
    const stranger = await tokenOf('player02');
    const notTheirs = await post(endpoints.claimTicket.path, stranger, { ticketId: birthday?.ticketId });
    expect(await envelope(notTheirs)).toMatchObject({ errorCode: rewardErrorCodes.ticketNotFound });
  });
});

describe('raffles (MCSFE_getRafflePromotionStatus, MCSFE_claimRafflePromotion)', () => {
  it('counts down a running draw, gives one ticket, and follows the schedule clock', async () => {
    const token = await tokenOf('player01');
    const raffle = await promotion(token, 'lucky-draw');
    const query = `?rafflePromotionId=${raffle.promotionId}&raffleScheduleId=${raffle.raffleScheduleId}`;
    const status = await contractValue(app(), 'rafflePromotionStatus', query, as(token));
    expect(status).toMatchObject({ isClaimed: 'N', hasStarted: 'Y', hasEnded: 'N' });
    expect(Number(status.time)).toBeGreaterThan(0);
    const body = { promotionId: raffle.promotionId, raffleScheduleId: raffle.raffleScheduleId };
    const claimed = await post(endpoints.claimRafflePromotion.path, token, body, null);
    const ticket = (await envelope(claimed)).value as ValueOf<'claimRafflePromotion'>;
    expect(ticket?.ticket?.ticketId).toMatch(/^R\d+-\d{6}$/);
    expect(ticket?.ticket?.startDateStr).toBe(new Date(current.now).toISOString().slice(0, 10));
    const second = await post(endpoints.claimRafflePromotion.path, token, body, null);
    expect(await envelope(second)).toMatchObject({ errorCode: rewardErrorCodes.rewardAlreadyClaimed });
    expect(await contractValue(app(), 'rafflePromotionStatus', query, as(token))).toMatchObject({ isClaimed: 'Y' });
    expect((await promotion(token, 'lucky-draw')).status).toBe('joined');

    // Next week's draw has not started: counted down to its start, and refused.
    const nextDraw = Number(raffle.raffleScheduleId) + 1;
    const nextQuery = `?rafflePromotionId=${raffle.promotionId}&raffleScheduleId=${nextDraw}`;
    const coming = await contractValue(app(), 'rafflePromotionStatus', nextQuery, as(token));
    expect(coming).toMatchObject({ isClaimed: 'N', hasStarted: 'N', hasEnded: 'N' });
    const early = await post(
      endpoints.claimRafflePromotion.path,
      token,
      { promotionId: raffle.promotionId, raffleScheduleId: nextDraw },
      null,
    );
    expect(await envelope(early)).toMatchObject({ errorCode: rewardErrorCodes.promotionNotStarted });

    // A week on, this draw has ended and the next one runs: a new ticket to claim.
    await moveClock(7 * 24 * 60);
    const ended = await contractValue(app(), 'rafflePromotionStatus', query, as(token));
    expect(ended).toMatchObject({ hasEnded: 'Y', time: 0 });
    const next = await promotion(token, 'lucky-draw');
    expect(next).toMatchObject({ status: 'join', raffleScheduleId: nextDraw });
  });
});

describe('available promotions (the reward badge)', () => {
  it('counts what can be claimed now, and the running promotions for visitors', async () => {
    const token = await tokenOf('player01');
    const member = await contractValue(app(), 'availablePromotions', '', as(token));
    expect(member.content).toMatchObject({
      MANUAL: { count: 0 },
      LOGIN: { count: 1 },
      RAFFLE: { count: 1 },
      TICKET: { count: 1 },
      REFERRAL: { enabled: true },
    });
    const guest = await contractValue(app(), 'merchantAvailablePromotions', '', { host: hosts.sahara });
    expect(guest.content).toMatchObject({ MANUAL: { count: 1 }, RAFFLE: { count: 1 } });
  });
});

describe('the dev endpoints', () => {
  it('are listed by GET /__dev', async () => {
    const { value } = await envelope(await call(app(), '/__dev'));
    const listed = (value as { endpoints: string[] }).endpoints;
    for (const start of [
      'GET /__dev/merchants/:code/promotions',
      'POST /__dev/merchants/:code/members/:username/promotions/:promotionId',
      'POST /__dev/merchants/:code/members/:username/tickets',
      'POST /__dev/clock',
    ]) {
      expect(listed.some((line) => line.startsWith(start))).toBe(true);
    }
  });

  it('give a ticket that can be claimed once, and refuse an unknown promotion', async () => {
    const given = await call(app(), '/__dev/merchants/lotus88/members/player02/tickets', {
      method: 'POST',
      json: { amount: 5, days: 1 },
    });
    const { ticketId } = (await envelope(given)).value as { ticketId: string };
    const token = await tokenOf('player02');
    const paid = await post(endpoints.claimTicket.path, token, { ticketId });
    expect((await envelope(paid)).value).toMatchObject({ ticketId, amount: 5 });
    const unknown = await decide(999_999, 'approve');
    expect(unknown.status).toBe(404);
  });
});
