import { affiliateLinkRules, endpoints, type ValueOf } from '@lobby/contract';
import { and, count, eq } from 'drizzle-orm';
import { affiliateLinks, members, sessions } from '../db/schema';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { call, captchaFor, envelope, memberAt, passwordLogin, sealedAs, sessionFor } from '../testing/testPlatform';

// The register centre: a downline registered by its agent (MCSFE_registerDownline), the agent's affiliate links
// (MCSFE_getAffiliateLinks, MCSFE_createAffiliateLink), and registrations by a link's code.

const current = platformPerTest();

const app = () => current.platform.app;
const db = () => current.platform.platform.db;
const hostOf: Record<string, string> = { lotus88: hosts.lotus, siam99: hosts.siam, sahara7: hosts.sahara };
const tokenOf = (username: string, merchantCode = 'lotus88') => sessionFor(current.platform, merchantCode, username);
const at = (username: string, merchantCode = 'lotus88') => memberAt(current.platform, merchantCode, username);

/** A downline form lotus accepts: its rules ask for a mobile number; the real name and e-mail are optional. */
const lotusForm = {
  username: 'downline01',
  password: 'Downline#2026',
  confirmPassword: 'Downline#2026',
  mobileNum: '912345670',
  countryDialingCode: '84',
};

async function registerDownline(form: object, as: { username?: string; merchantCode?: string; ip?: string } = {}) {
  const { username = 'agent01', merchantCode = 'lotus88', ip } = as;
  const response = await sealedAs(current.platform, endpoints.registerDownline.path, 'POST', form, {
    host: hostOf[merchantCode] ?? hosts.lotus,
    token: await tokenOf(username, merchantCode),
    ...(ip ? { ip } : {}),
  });
  return { status: response.status, body: await envelope(response) };
}

async function links(username = 'agent01', merchantCode = 'lotus88'): Promise<ValueOf<'affiliateLinks'>> {
  return contractValue(app(), 'affiliateLinks', '', {
    host: hostOf[merchantCode],
    headers: { authorization: await tokenOf(username, merchantCode) },
  });
}

async function createLink(json: object, username = 'agent01', merchantCode = 'lotus88') {
  const response = await call(app(), endpoints.createAffiliateLink.path, {
    method: 'POST',
    json,
    host: hostOf[merchantCode],
    headers: { authorization: await tokenOf(username, merchantCode) },
  });
  return { status: response.status, body: await envelope(response) };
}

async function memberCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(members);
  return row?.n ?? 0;
}

describe('the register centre: a downline registered by its agent (MCSFE_registerDownline)', () => {
  it('registers an ordinary member under the agent, who logs in with the password; nobody is logged in', async () => {
    const agent = await at('agent01');
    const agentToken = await tokenOf('agent01');
    const answer = await sealedAs(current.platform, endpoints.registerDownline.path, 'POST', lotusForm, {
      host: hosts.lotus,
      token: agentToken,
    });
    expect(answer.status).toBe(200);
    const value = (await envelope(answer)).value;

    const made = await at('downline01');
    expect(value).toEqual({ username: 'downline01', registerTime: made.createdAt.getTime() });
    expect(made).toMatchObject({
      type: 0,
      uplineId: agent.id,
      merchantId: agent.merchantId,
      mobile: '912345670',
      affiliateLinkId: null,
    });
    expect(made.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await db().select().from(sessions).where(eq(sessions.memberId, made.id))).toEqual([]);

    // The agent's session still works, and the new member is in its team at level 1, with an empty main wallet.
    const team = await contractValue(app(), 'agentDownlines', '?search=downline01', {
      headers: { authorization: agentToken },
    });
    expect(team.list).toEqual([expect.objectContaining({ username: 'downline01', level: 1, balance: 0 })]);

    const login = await passwordLogin(current.platform, 'downline01', 'Downline#2026', { host: hosts.lotus });
    expect(login.status).toBe(200);
    expect((await envelope(login)).value).toMatchObject({ userName: 'downline01', customerType: 0 });
  });

  it('refuses a taken user name (any case) and a taken number, writing nothing', async () => {
    const before = await memberCount();
    const taken = await registerDownline({ ...lotusForm, username: 'PLAYER02' });
    expect(taken).toMatchObject({ status: 400, body: { errorCode: 'username_taken', value: { field: 'username' } } });
    const numberTaken = await registerDownline({ ...lotusForm, mobileNum: '912000001' });
    expect(numberTaken.body).toMatchObject({ errorCode: 'mobile_taken', value: { field: 'mobileNum' } });
    expect(await memberCount()).toBe(before);
  });

  it("holds the merchant's registration rules, naming the field", async () => {
    const cases: Array<[object, string]> = [
      [{ username: '1abcdef' }, 'username'],
      [{ password: 'short', confirmPassword: 'short' }, 'password'],
      [{ confirmPassword: 'Other#2026' }, 'confirmPassword'],
      [{ mobileNum: '' }, 'mobileNum'],
      [{ payeeName: 'R2D2' }, 'payeeName'],
    ];
    for (const [change, field] of cases) {
      const answer = await registerDownline({ ...lotusForm, ...change });
      expect(answer.body, JSON.stringify(change)).toMatchObject({ errorCode: 'validation_failed', value: { field } });
    }
    // Siam asks for the real name, not a number; no captcha, SMS code nor payment password here.
    const siamForm = { username: 'siamdown1', password: 'Mango2026x', confirmPassword: 'Mango2026x' };
    const noName = await registerDownline(siamForm, { merchantCode: 'siam99' });
    expect(noName.body).toMatchObject({ errorCode: 'validation_failed', value: { field: 'payeeName' } });
    const done = await registerDownline({ ...siamForm, payeeName: 'Somchai Jaidee' }, { merchantCode: 'siam99' });
    expect(done.body.value).toMatchObject({ username: 'siamdown1' });
    expect((await at('siamdown1', 'siam99')).uplineId).toBe((await at('agent01', 'siam99')).id);
  });

  it('is for agents only, where the merchant has AGEREGDOWN3 on, and counts against the registrations limit', async () => {
    const before = await memberCount();
    const member = await registerDownline(lotusForm, { username: 'player01' });
    expect(member).toMatchObject({ status: 403, body: { errorCode: 'agent_only' } });
    const sahara = await registerDownline(
      { ...lotusForm, mobileNum: '501234567', email: 'down@sahara.example' },
      { merchantCode: 'sahara7' },
    );
    expect(sahara).toMatchObject({ status: 400, body: { errorCode: 'function.not.available' } });
    expect(await memberCount()).toBe(before);

    for (let n = 0; n < 5; n += 1) {
      const form = { ...lotusForm, username: `limited0${n}`, mobileNum: `91234560${n}` };
      expect((await registerDownline(form, { ip: '10.9.0.1' })).status).toBe(200);
    }
    const sixth = { ...lotusForm, username: 'limited09', mobileNum: '912345609' };
    expect((await registerDownline(sixth, { ip: '10.9.0.1' })).status).toBe(429);
  });
});

describe('affiliate links (MCSFE_getAffiliateLinks, MCSFE_createAffiliateLink)', () => {
  it('lists the seeded links of agent01 at every merchant, newest first, with the registrations each brought', async () => {
    for (const merchantCode of ['lotus88', 'siam99', 'sahara7']) {
      const value = await links('agent01', merchantCode);
      expect(value.list.map(({ code, remark, registrations }) => ({ code, remark, registrations }))).toEqual([
        { code: 'PAPER26', remark: 'Flyers', registrations: 0 },
        { code: 'FBGRP26', remark: 'Facebook group', registrations: 2 },
      ]);
    }
  });

  it('makes a link with a fresh code and a trimmed note, listed first; an empty note is none', async () => {
    const made = await createLink({ remark: '  Telegram channel  ' });
    expect(made.status).toBe(200);
    const link = made.body.value as ValueOf<'createAffiliateLink'>;
    expect(link).toMatchObject({ remark: 'Telegram channel', registrations: 0, createTime: current.now });
    expect(link.code).toMatch(/^[A-HJ-NP-Z2-9]{6,8}$/);
    const bare = (await createLink({ remark: '   ' })).body.value as ValueOf<'createAffiliateLink'>;
    expect(bare.remark).toBeNull();
    expect((await createLink({})).status).toBe(200);

    const listed = await links();
    expect(listed.list.slice(0, 3).map((row) => row.id)).toEqual(expect.arrayContaining([link.id, bare.id]));
    expect(listed.list).toHaveLength(5);
    expect(listed.list.at(-1)?.code).toBe('FBGRP26');
  });

  it('refuses a note too long and a link past the limit', async () => {
    const long = await createLink({ remark: 'x'.repeat(affiliateLinkRules.remarkMaxLength + 1) });
    expect(long).toMatchObject({ status: 400, body: { errorCode: 'validation_failed', value: { field: 'remark' } } });
    const exact = await createLink({ remark: 'y'.repeat(affiliateLinkRules.remarkMaxLength) });
    expect(exact.status).toBe(200);
    // agent01 holds the two seeded links and the one above.
    for (let n = 3; n < affiliateLinkRules.maxLinks; n += 1) expect((await createLink({})).status).toBe(200);
    const past = await createLink({ remark: 'One more' });
    expect(past).toMatchObject({ status: 400, body: { errorCode: 'affiliate_link_limit_reached' } });
    expect((await links()).list).toHaveLength(affiliateLinkRules.maxLinks);
  });

  it('is for agents only, makes links where CREATEAFF3 is on, and lists only the agent\u2019s own', async () => {
    expect((await createLink({}, 'player01')).body.errorCode).toBe('agent_only');
    const list = await call(app(), endpoints.affiliateLinks.path, {
      headers: { authorization: await tokenOf('player01') },
    });
    expect(list.status).toBe(403);
    expect((await createLink({}, 'agent01', 'sahara7')).body.errorCode).toBe('function.not.available');

    expect((await links('agent02')).list).toEqual([]);
    const own = (await createLink({ remark: 'My own' }, 'agent02')).body.value as ValueOf<'createAffiliateLink'>;
    expect((await links('agent02')).list.map((row) => row.id)).toEqual([own.id]);
    expect((await links('agent01')).list.map((row) => row.code)).not.toContain(own.code);
    const stored = await db().select().from(affiliateLinks).where(eq(affiliateLinks.id, own.id));
    expect(stored[0]?.memberId).toBe((await at('agent02')).id);
  });
});

describe("registrations by a link's code", () => {
  it('make the link\u2019s agent the upline and count on the link (siam, any case)', async () => {
    const { cookie, answer } = await captchaFor(app(), '10.8.0.1', hosts.siam);
    const form = {
      username: 'siamlink1',
      password: 'Mango2026x',
      confirmPassword: 'Mango2026x',
      payeeName: 'Somchai Jaidee',
      paymentPassword: '246810',
      captcha: answer,
      affiliateCode: 'fbgrp26',
    };
    const registered = await sealedAs(current.platform, endpoints.register.path, 'PUT', form, {
      host: hosts.siam,
      ip: '10.8.0.1',
      cookie,
    });
    expect(registered.status).toBe(200);
    const made = await at('siamlink1', 'siam99');
    const [link] = await db()
      .select()
      .from(affiliateLinks)
      .where(and(eq(affiliateLinks.merchantId, made.merchantId), eq(affiliateLinks.code, 'FBGRP26')));
    expect(made).toMatchObject({ uplineId: (await at('agent01', 'siam99')).id, affiliateLinkId: link?.id });
    const counts = (await links('agent01', 'siam99')).list.map((row) => [row.code, row.registrations]);
    expect(counts).toEqual([
      ['PAPER26', 0],
      ['FBGRP26', 3],
    ]);
  });

  it('affiliateCheck accepts a link code as it accepts an agent\u2019s own, at its merchant only', async () => {
    const check = async (code: string, host = hosts.lotus) =>
      envelope(await call(app(), `/wps/agent/affiliate?code=${code}&domain=localhost`, { host }));
    expect(await check('paper26')).toMatchObject({ success: true });
    expect(await check('AG01')).toMatchObject({ success: true });
    expect(await check('PAPER27')).toMatchObject({ success: false, errorCode: 'invitation_code_error' });
    const made = (await createLink({ remark: 'Lotus only' })).body.value as ValueOf<'createAffiliateLink'>;
    expect(await check(made.code)).toMatchObject({ success: true });
    expect(await check(made.code, hosts.siam)).toMatchObject({ success: false });
  });
});
