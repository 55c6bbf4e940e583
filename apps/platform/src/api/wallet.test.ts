import { endpoints, errorCodes } from '@lobby/contract';
import { and, asc, eq } from 'drizzle-orm';
import { walletTransactions } from '../db/schema';
import { resetDatabase } from '../seed/seed';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sessionFor } from '../testing/testPlatform';

const current = platformPerTest();

const balanceOf = async (username: string, merchantCode = 'lotus88', host = hosts.lotus) =>
  contractValue(current.platform.app, 'balance', '?typeId=0', {
    host,
    headers: { authorization: await sessionFor(current.platform, merchantCode, username) },
  });

/** The main wallet's balance (account type 2) in a balance answer. */
const mainOf = (value: Awaited<ReturnType<typeof balanceOf>>) =>
  value.balance?.find((row) => Number(row.accountTypeId) === 2)?.availBalance;

/** Sets a balance through the dev switch, as an end-to-end test would. */
async function setBalance(username: string, amount: unknown, merchantCode = 'lotus88') {
  return call(current.platform.app, `/__dev/merchants/${merchantCode}/members/${username}/balance`, {
    method: 'POST',
    json: { amount },
  });
}

describe('balance (/wps/v2/wallets/balance)', () => {
  it('answers every wallet in the merchant currency, with the sum, as the platform sends them', async () => {
    expect(await balanceOf('player01')).toEqual({
      sumBalance: 2_425_000,
      currencySymbol: '₫',
      currency: 'VND',
      balance: [
        { accountTypeId: 2, availBalance: 2_000_000 },
        { accountTypeId: 401, availBalance: 250_000 },
        { accountTypeId: 411, availBalance: 120_000 },
        { accountTypeId: 421, availBalance: 55_000 },
        { accountTypeId: 422, availBalance: 0 },
      ],
    });
    expect(await balanceOf('player01', 'siam99', hosts.siam)).toMatchObject({
      sumBalance: 2425,
      currency: 'THB',
      currencySymbol: '฿',
    });
    expect(mainOf(await balanceOf('player01', 'siam99', hosts.siam))).toBe(2000);
    // A single-wallet merchant: the main wallet alone.
    expect(await balanceOf('agent01', 'sahara7', hosts.sahara)).toMatchObject({
      sumBalance: 2000,
      currency: 'AED',
      currencySymbol: 'د.إ',
      balance: [{ accountTypeId: 2, availBalance: 2000 }],
    });
    // On the wire: plain JSON numbers with at most two decimals.
    expect((await setBalance('player02', 1234.5)).status).toBe(200);
    const token = await sessionFor(current.platform, 'lotus88', 'player02');
    const raw = await call(current.platform.app, `${endpoints.balance.path}?typeId=0`, {
      headers: { authorization: token },
    });
    expect(await raw.text()).toContain('"sumBalance":131234.5,');
  });

  it("is each member's own: one member's change leaves the others as they were", async () => {
    expect((await setBalance('player02', 15.25)).status).toBe(200);
    expect(await balanceOf('player02')).toMatchObject({ sumBalance: 130_015.25 });
    expect(mainOf(await balanceOf('player02'))).toBe(15.25);
    expect((await balanceOf('player01')).sumBalance).toBe(2_425_000);
    expect(mainOf(await balanceOf('player02', 'siam99', hosts.siam))).toBe(2000);
  });

  it('needs a session of the site: none is 401 CUSTOMER_NOT_LOGIN, a dead or foreign one login.not.session', async () => {
    const anonymous = await call(current.platform.app, endpoints.balance.path);
    expect(anonymous.status).toBe(401);
    expect(await envelope(anonymous)).toMatchObject({ success: false, errorCode: errorCodes.customerNotLogin });
    const siamToken = await sessionFor(current.platform, 'siam99', 'player01');
    for (const token of ['bogus-token', siamToken]) {
      const refused = await call(current.platform.app, endpoints.balance.path, { headers: { authorization: token } });
      expect(refused.status).toBe(401);
      expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.loginNotSession });
    }
  });

  it('answers 0 in the merchant currency for a member without a wallet: a trial account', async () => {
    const trial = await envelope(
      await call(current.platform.app, '/wps/session/login/freeplay', { method: 'POST', json: {} }),
    );
    const { token } = trial.value as { token: string };
    const value = await contractValue(current.platform.app, 'balance', '', { headers: { authorization: token } });
    expect(value).toEqual({
      sumBalance: 0,
      currencySymbol: '₫',
      currency: 'VND',
      balance: [{ accountTypeId: 2, availBalance: 0 }],
    });
  });
});

describe('demo wallets in the seed', () => {
  it('open every demo member with a balance and its ledger row; a reset restores what was spent', async () => {
    const { db } = current.platform.platform;
    const member = await memberAt(current.platform, 'lotus88', 'player03');
    const ledger = () =>
      db
        .select({
          kind: walletTransactions.kind,
          amount: walletTransactions.amount,
          after: walletTransactions.balanceAfter,
        })
        .from(walletTransactions)
        .where(and(eq(walletTransactions.memberId, member.id), eq(walletTransactions.accountTypeId, 2)))
        .orderBy(asc(walletTransactions.id));
    expect(await ledger()).toEqual([{ kind: 'opening', amount: 200_000_000, after: 200_000_000 }]);

    expect((await setBalance('player03', 0)).status).toBe(200);
    expect(mainOf(await balanceOf('player03'))).toBe(0);
    expect(await ledger()).toEqual([
      { kind: 'opening', amount: 200_000_000, after: 200_000_000 },
      { kind: 'adjustment', amount: -200_000_000, after: 0 },
    ]);

    await resetDatabase(db);
    expect(mainOf(await balanceOf('player03'))).toBe(2_000_000);
    const again = await memberAt(current.platform, 'lotus88', 'player03');
    expect(
      await db
        .select({ kind: walletTransactions.kind })
        .from(walletTransactions)
        .where(and(eq(walletTransactions.memberId, again.id), eq(walletTransactions.accountTypeId, 2))),
    ).toEqual([{ kind: 'opening' }]);
  });

  it('the dev switch refuses a negative amount, more than two decimals and an unknown member', async () => {
    for (const amount of [-1, 1.005, '10']) {
      const refused = await setBalance('player01', amount);
      expect(refused.status, String(amount)).toBe(400);
      expect(await envelope(refused)).toMatchObject({ errorCode: errorCodes.validationFailed });
    }
    expect((await setBalance('nobody', 10)).status).toBe(404);
    expect(mainOf(await balanceOf('player01'))).toBe(2_000_000);
  });
});
