import { endpoints, errorCodes } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import { deposits, referralCodes, referrals } from '../db/schema';
import { demoReferralCodes } from '../seed/referrals';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, envelope, memberAt, sealedCall, sessionFor, solvedSlider } from '../testing/testPlatform';
import { ensureReferralCode, maskUsername, newReferralCode } from '../referral/referrals';

const current = platformPerTest();

const app = () => current.platform.app;
const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);
const as = (authorization: string, host = hosts.lotus) => ({ host, headers: { authorization } });

const details = (token: string, query = '?autoGenerate=true', host = hosts.lotus) =>
  contractValue(app(), 'referralDetails', query, as(token, host));
const friends = (token: string, query = '', host = hosts.lotus) =>
  contractValue(app(), 'referralList', query, as(token, host));
const ranking = (token: string, host = hosts.lotus) => contractValue(app(), 'referralRanking', '', as(token, host));

async function freePlayToken(): Promise<string> {
  const trial = await envelope(await call(app(), '/wps/session/login/freeplay', { method: 'POST', json: {} }));
  return (trial.value as { token: string }).token;
}

/** Registers a new member at sahara (by mobile, no password: the simplest form) with `referralCode`. */
async function registerAtSahara(mobile: string, referralCode?: string) {
  const sent = await call(app(), '/wps/verification/sms/register', {
    host: hosts.sahara,
    method: 'POST',
    json: { mobileNo: mobile, countryDialingCode: '971' },
  });
  expect(sent.status).toBe(200);
  const outbox = await envelope(await call(app(), `/__dev/outbox?to=${mobile}`, { host: hosts.sahara }));
  const code = (outbox.value as Array<{ code: string }>)[0]?.code ?? '';
  const slider = await solvedSlider(app(), 'register', hosts.sahara);
  const answer = await sealedCall(
    current.platform,
    '/wps/member/register/mobile',
    'PUT',
    {
      username: mobile,
      mobileNum: mobile,
      password: '',
      countryDialingCode: '971',
      verificationCode: code,
      email: `${mobile}@friends.example`,
      referralCode,
      login: true,
      registerMethod: 'WEB',
      ...slider,
    },
    { host: hosts.sahara },
  );
  return { status: answer.status, body: await envelope(answer) };
}

describe('referral codes', () => {
  it('are made on the first ask with autoGenerate, once, and read back the same', async () => {
    const token = await tokenOf('player04');
    const before = await details(token, '');
    expect(before).toMatchObject({ referralCode: null, totalInvitations: 0, qualifiedInvitations: 0 });
    expect(before.promotionDomains.length).toBeGreaterThan(0);
    const made = await details(token);
    expect(made.referralCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await details(token)).referralCode).toBe(made.referralCode);
    expect((await details(token, '')).referralCode).toBe(made.referralCode);
  });

  it('two asks at once make one code; a code another member holds is drawn again', async () => {
    const member = await memberAt(current.platform, 'lotus88', 'player05');
    const codes = await Promise.all(
      Array.from({ length: 8 }, () => ensureReferralCode(current.platform.platform.db, member)),
    );
    expect(new Set(codes).size).toBe(1);
    // The first draw is player01's code (seeded): the second draw is kept.
    const taken = demoReferralCodes.player01 ?? '';
    const draws = [...taken, ...'ABCDEFGH'].map((letter) => 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'.indexOf(letter));
    const other = await memberAt(current.platform, 'lotus88', 'expired01');
    let at = 0;
    expect(await ensureReferralCode(current.platform.platform.db, other, () => draws[at++] ?? 0)).toBe('ABCDEFGH');
    const stored = await current.platform.platform.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.memberId, other.id));
    expect(stored.map((row) => row.code)).toEqual(['ABCDEFGH']);
  });

  it('draw from letters and digits no one mistakes; usernames are masked', () => {
    expect(newReferralCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(maskUsername('minhanh92')).toBe('mi***92');
    expect(maskUsername('abcd')).toBe('a***');
    expect(maskUsername('عمر1990ب')).toBe('عم***0ب');
  });

  it('every call needs a member of this site; trial accounts cannot invite', async () => {
    for (const id of ['referralDetails', 'referralList', 'referralRanking'] as const) {
      const anonymous = await call(app(), endpoints[id].path, { host: hosts.lotus });
      expect(anonymous.status, id).toBe(401);
      const trial = await call(app(), endpoints[id].path, as(await freePlayToken()));
      expect((await envelope(trial)).errorCode, id).toBe(errorCodes.trialAccountRestricted);
    }
  });
});

describe('friends', () => {
  it("player01's seeded friends: counts, the list newest first and masked, paged and narrowed", async () => {
    const token = await tokenOf('player01');
    expect(await details(token)).toMatchObject({
      referralCode: demoReferralCodes.player01,
      totalInvitations: 7,
      qualifiedInvitations: 4,
    });
    const all = await friends(token, '?page=1&size=100');
    expect(all.totalCount).toBe(7);
    expect(all.list[0]?.username).toBe('ba***21');
    const times = all.list.map((row) => row.registerTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = await friends(token, '?page=1&size=3');
    const third = await friends(token, '?page=3&size=3');
    expect([first.totalPages, first.list.length, third.list.length]).toEqual([3, 3, 1]);
    const qualified = await friends(token, '?qualified=true');
    expect(qualified.list.every((row) => row.qualified && row.qualifiedTime !== null)).toBe(true);
    expect(qualified.totalCount).toBe(4);
    expect((await friends(token, '?qualified=false')).totalCount).toBe(3);
    const bad = await call(app(), `${endpoints.referralList.path}?qualified=maybe`, as(token));
    expect((await envelope(bad)).errorCode).toBe(errorCodes.validationFailed);
  });

  it("a member reads only their own friends; another merchant's member with the same name has theirs", async () => {
    const player04 = await friends(await tokenOf('player04'));
    expect(player04.totalCount).toBe(0);
    const siam = await friends(await tokenOf('player01', 'siam99'), '', hosts.siam);
    expect(siam.list.map((row) => row.username)).toContain('so***77');
    expect(siam.list.map((row) => row.username)).not.toContain('mi***92');
  });

  it('a visitor registering with the code (any case) is credited to the referrer; an unknown code is refused', async () => {
    const token = await tokenOf('player01', 'sahara7');
    const before = await details(token, '?autoGenerate=true', hosts.sahara);
    const refused = await registerAtSahara('501777001', 'NOPE2345');
    expect(refused.body).toMatchObject({ errorCode: errorCodes.invitationCodeError, value: { field: 'referralCode' } });

    const joined = await registerAtSahara('501777002', before.referralCode?.toLowerCase());
    expect(joined.status).toBe(200);
    const after = await details(token, '?autoGenerate=true', hosts.sahara);
    expect(after.totalInvitations).toBe(before.totalInvitations + 1);
    expect(after.qualifiedInvitations).toBe(before.qualifiedInvitations);
    const newest = (await friends(token, '', hosts.sahara)).list[0];
    expect(newest).toMatchObject({ username: '50***02', qualified: false, qualifiedTime: null });
  });

  it('a friend qualifies with their first successful deposit, read at the next ask', async () => {
    const token = await tokenOf('player01');
    const friend = await memberAt(current.platform, 'lotus88', 'lananh95');
    await current.platform.platform.db.insert(deposits).values([
      {
        memberId: friend.id,
        merchantId: friend.merchantId,
        method: 'PG' as const,
        bankName: 'Demo',
        amount: 5000,
        status: 'failed' as const,
      },
    ]);
    expect((await details(token)).qualifiedInvitations).toBe(4);
    const at = new Date(current.platform.platform.clock());
    await current.platform.platform.db.insert(deposits).values([
      {
        memberId: friend.id,
        merchantId: friend.merchantId,
        method: 'PG' as const,
        bankName: 'Demo',
        amount: 10000,
        status: 'successful' as const,
        updatedAt: at,
      },
    ]);
    expect((await details(token)).qualifiedInvitations).toBe(5);
    const [row] = await current.platform.platform.db.select().from(referrals).where(eq(referrals.inviteeId, friend.id));
    expect(row?.qualifiedAt?.getTime()).toBe(at.getTime());
  });

  it('the dev endpoint qualifies a friend now, or takes it back; a member with no referrer is a 404', async () => {
    const token = await tokenOf('player01');
    const dev = (username: string, qualified: boolean) =>
      call(app(), `/__dev/merchants/lotus88/members/${username}/referral`, {
        method: 'POST',
        json: { qualified },
      });
    expect((await dev('lananh95', true)).status).toBe(200);
    expect((await details(token)).qualifiedInvitations).toBe(5);
    expect((await dev('lananh95', false)).status).toBe(200);
    expect((await details(token)).qualifiedInvitations).toBe(4);
    expect((await dev('player02', true)).status).toBe(404);
  });
});

describe('ranking', () => {
  it("this month's top by friends qualified in it, ties sharing a place, the caller's own place marked", async () => {
    const value = await ranking(await tokenOf('player01'));
    expect(value.list.map((row) => [row.rank, row.username, row.qualifiedCount, row.self])).toEqual([
      [1, 'pl***02', 4, false],
      [2, 'pl***01', 3, true],
      [3, 'pl***03', 1, false],
    ]);
    expect(value).toMatchObject({ myRank: 2, myQualifiedCount: 3 });
    const start = new Date(value.periodStart);
    expect([start.getUTCDate(), start.getUTCHours()]).toEqual([1, 0]);
    expect(value.periodEnd).toBeGreaterThan(current.platform.platform.clock());

    const outside = await ranking(await tokenOf('player04'));
    expect(outside).toMatchObject({ myRank: null, myQualifiedCount: 0 });
    expect(outside.list.every((row) => !row.self)).toBe(true);

    // player01 draws level with player02: both first, player03 third.
    await call(app(), '/__dev/merchants/lotus88/members/lananh95/referral', {
      method: 'POST',
      json: { qualified: true },
    });
    const level = await ranking(await tokenOf('player01'));
    expect(level.list.map((row) => [row.rank, row.username])).toEqual([
      [1, 'pl***01'],
      [1, 'pl***02'],
      [3, 'pl***03'],
    ]);
  });
});
