import { ApiError, SchemaMismatchError, SessionExpiredError } from '@lobby/api-client';
import {
  affiliateLinkRules,
  agentTrendLength,
  endpoints,
  envelopeSchema,
  errorCodes,
  idempotencyKeyHeader,
  type EndpointDef,
  type EndpointId,
  type InputOf,
  rewardErrorCodes,
} from '@lobby/contract';
import { decryptPayload, encryptPayload } from '@lobby/contract/cipher';
import { sessionFor } from '@lobby/platform/testing';
import { PNG } from 'pngjs';
import { parse } from 'valibot';
import { createBrowser } from './browser';
import { brands, startHarness, type BrandName, type Harness } from './harness';

// The calls the platform serves, each made through the client at least once below.
const servedEndpoints: EndpointId[] = [
  'systemStatus',
  'whitelabel',
  'registerSettings',
  'domainRoute',
  'countryList',
  'rsaKey',
  'captcha',
  'memberInfo',
  'balance',
  'helpCenter',
  'feedback',
  'consolidatedSettings',
  'gameVendors',
  'vassGameType',
  'login',
  'loginVerification',
  'freePlayLogin',
  'logout',
  'sessionHandoff',
  'redeemSessionHandoff',
  'changePassword',
  'sliderChallenge',
  'sliderVerify',
  'smsNoLogin',
  'smsRegister',
  'register',
  'registerMobile',
  'affiliateCheck',
  'resetPasswordByEmail',
  'resetPasswordBySms',
  'updateLanguage',
  'unreadCount',
  'inbox',
  'inboxMail',
  'markMailAsRead',
  'deleteMail',
  'sendMail',
  'replyMail',
  'launchGame',
  'lotteryGameMenus',
  'lotteryRecentMenus',
  'vnLotteryMenus',
  'vnLotteryRecent',
  'pokerRooms',
  'sportsHotMatches',
  'winnerBoard',
  'announcements',
  'promotionCategories',
  'securityConfig',
  'verificationOtp',
  'bindMobile',
  'bindEmail',
  'memberIcon',
  'updateMemberIcon',
  'playerRankProgress',
  'personalRngHistory',
  'personalLiveHistory',
  'personalFishHistory',
  'personalPvpHistory',
  'personalSportsHistory',
  'personalElottHistory',
  'personalLottHistory',
  'transactionHistory',
  'rebateSettings',
  'manualRebate',
  'claimManualRebate',
  'missionSummary',
  'missionMilestones',
  'missionLeaderboard',
  'playerRankRule',
  'claimMissionMilestone',
  'personalProfitLoss',
  'bonusDetails',
  'agentTeamOverview',
  'agentDownlines',
  'transferToDownlines',
  'registerDownline',
  'affiliateLinks',
  'createAffiliateLink',
  'consolidatedFunds',
  'processDailySalaryContract',
  'processContractHourSalary',
  'processRealTimeSalaryContract',
  'processContractDividend',
  'agentContracts',
  'offerAgentContract',
  'withdrawAgentContract',
  'terminateAgentContract',
  'salarySettlements',
  'agentTeamBetting',
  'agentMemberBets',
  'agentUserLoss',
  'agentIncome',
  'agentDownlineTransactions',
  'agentNotices',
  'referralDetails',
  'referralList',
  'referralRanking',
  'setPaymentPassword',
  'resetPaymentPassword',
  'withdrawBanks',
  'bankCards',
  'addBankCard',
  'deleteBankCard',
  'withdrawSettings',
  'withdrawCharges',
  'withdraw',
  'withdrawRecords',
  'paymentConfirmationList',
  'processC2CTransaction',
  'depositSettings',
  'depositBanksList',
  'newDepositPG',
  'newDepositBankTransfer',
  'createDepositTask',
  'depositUploadImage',
  'depositReceipt',
  'depositRecords',
  'depositLimits',
  'setDepositLimits',
  'selfExclude',
  'uplineInfo',
  'transferToUpline',
  'pointBalance',
  'pointRewards',
  'pointConversionTypes',
  'pointConfig',
  'redeemPointList',
  'redeemPointReward',
  'convertPoints',
  'memberTransactions',
  'availablePromotions',
  'merchantAvailablePromotions',
  'promotionClaimList',
  'claimablePromotions',
  'registerPromotions',
  'claimTicketList',
  'discountTicketList',
  'applyPromotion',
  'signUpPromotionReward',
  'claimIssuedPromotion',
  'claimLoginPromotion',
  'claimTicket',
  'cancelTicket',
  'rafflePromotionStatus',
  'claimRafflePromotion',
];

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
});

/** The error a call rejects with, checked to be of `type`; fails the test when the call resolves. */
async function rejection<E extends Error>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E) {
  const outcome = await promise.then(
    (value: unknown) => ({ resolved: true as const, value }),
    (error: unknown) => ({ resolved: false as const, error }),
  );
  if (outcome.resolved) expect.fail(`expected a ${type.name}, the call resolved with ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(type);
  return outcome.error as E;
}

/** A raw request as a page's own fetch would make it, answered as status, headers and the parsed envelope. */
async function raw(path: string, init: RequestInit & { host?: string } = {}) {
  const { host = brands.lotus.host, ...rest } = init;
  const response = await h.browser.fetch(`http://${host}:${h.server.port}${path}`, rest);
  return { status: response.status, headers: response.headers, envelope: parse(envelopeSchema, await response.json()) };
}

/** The same call for the three seeded brands, side by side. */
async function perBrand<T>(call: (brand: BrandName) => Promise<T>): Promise<Record<BrandName, T>> {
  const [lotus, siam, sahara] = await Promise.all([call('lotus'), call('siam'), call('sahara')]);
  return { lotus, siam, sahara };
}

function pngDataUrl(width = 4, height = 3): string {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return `data:image/png;base64,${PNG.sync.write(image).toString('base64')}`;
}

const flag = (tree: unknown, modId: string): string | undefined => {
  const stack = [tree];
  while (stack.length) {
    const node = stack.pop() as { modId?: string; enabled?: string; childrenNodes?: unknown[] | null } | undefined;
    if (!node) continue;
    if (node.modId === modId) return node.enabled;
    stack.push(...(node.childrenNodes ?? []));
  }
  return undefined;
};

describe('system status and settings', () => {
  it('tell the brands apart: merchant, switches, currency and the visitor country', async () => {
    const { lotus, siam, sahara } = await perBrand((brand) => h.client(brand).call('systemStatus'));
    expect(lotus.info).toMatchObject({
      merchantCode: 'lotus88',
      currency: 'VND',
      mainDomain: 'www.lotus-palace.example',
    });
    expect(siam.info).toMatchObject({ merchantCode: 'siam99', currency: 'THB' });
    expect(sahara.info).toMatchObject({ merchantCode: 'sahara7', currency: 'AED' });
    // The seed's table: every gate is on somewhere and off somewhere.
    expect(lotus.info.whitelabelVal).toMatchObject({ FREEPLAY3: true, MOBILENUMREG3: true, LINELOGIN3: false });
    expect(siam.info.whitelabelVal).toMatchObject({ FREEPLAY3: false, MOBILENUMREG3: false, LINELOGIN3: true });
    expect(sahara.info.whitelabelVal).toMatchObject({ CAPTCHA3: false, FEEDBACK3: false, USERNAMEREG3: false });
    expect([lotus, siam, sahara].map((status) => status.location?.countryCode)).toEqual(['VN', 'TH', 'AE']);
    for (const status of [lotus, siam, sahara]) {
      expect(status).toMatchObject({ maintenance: false, regionRestriction: false, maintenanceEnd: null });
    }
  });

  it('report the visitor address, and ignore X-Forwarded-For when no trusted proxy is configured', async () => {
    const status = await h
      .client('lotus')
      .call('systemStatus', undefined, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    expect(status.location?.ip).toBe('127.0.0.1');
  });

  it('show maintenance and a region block set through the dev switches, per merchant; a reset restores them', async () => {
    const end = '2030-01-01T08:00:00.000Z';
    await h.dev(`/__dev/merchants/${brands.lotus.merchantCode}/status`, {
      json: { maintenance: true, maintenanceEnd: end },
    });
    await h.dev(`/__dev/merchants/${brands.siam.merchantCode}/status`, { json: { regionRestriction: true } });
    const lotus = await h.client('lotus').call('systemStatus');
    const siam = await h.client('siam').call('systemStatus');
    const sahara = await h.client('sahara').call('systemStatus');
    expect(lotus).toMatchObject({ maintenance: true, maintenanceEnd: Date.parse(end), regionRestriction: false });
    expect(siam).toMatchObject({ maintenance: false, regionRestriction: true });
    expect(sahara).toMatchObject({ maintenance: false, regionRestriction: false });

    await h.dev('/__dev/reset', { method: 'POST' });
    expect(await h.client('lotus').call('systemStatus')).toMatchObject({ maintenance: false, maintenanceEnd: null });
    expect(await h.client('siam').call('systemStatus')).toMatchObject({ regionRestriction: false });
  });

  it('white-label: the same tree as the status, with the brand switches', async () => {
    const [lotusTree, siamTree, lotusStatus] = await Promise.all([
      h.client('lotus').call('whitelabel'),
      h.client('siam').call('whitelabel'),
      h.client('lotus').call('systemStatus'),
    ]);
    expect(lotusTree).toEqual(lotusStatus.info.whitelabel);
    expect(flag(lotusTree, 'FREEPLAY3')).toBe('1');
    expect(flag(siamTree, 'FREEPLAY3')).toBe('0');
    expect(flag(siamTree, 'LINELOGIN3')).toBe('1');
  });

  it('register settings: each brand its own rules', async () => {
    const { lotus, siam, sahara } = await perBrand((brand) => h.client(brand).call('registerSettings'));
    expect(lotus.username).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 12 });
    expect(siam.username).toMatchObject({ minLength: 5, maxLength: 16 });
    expect(lotus.captcha).toMatchObject({ enabled: true, required: true });
    expect(siam.idNumber).toMatchObject({ enabled: true, minLength: 13, maxLength: 13 });
    expect(siam.payeeName).toMatchObject({ enabled: true, required: true });
    expect(sahara.email).toMatchObject({ enabled: true, required: true });
    expect(sahara.captcha?.enabled).toBe(false);
  });

  it('domain route: the alternative domains and customer-service links', async () => {
    const route = await h.client('lotus').call('domainRoute');
    expect(route.domainList.map((domain) => domain.domainName)).toContain('www.lotus-palace.example');
    expect(route.domainList.length).toBeGreaterThan(1);
    expect(route.customerService?.[0]?.path).toMatch(/^https:\/\//);
    const siam = await h.client('siam').call('domainRoute');
    expect(siam.domainList).not.toEqual(route.domainList);
  });

  it('country list: 49 countries with dialing codes; the visitor country is the merchant home country', async () => {
    const { lotus, siam, sahara } = await perBrand((brand) => h.client(brand).call('countryList'));
    expect(lotus.countries).toHaveLength(49);
    expect(lotus.countries.every((country) => /^\d{1,4}$/.test(String(country.countryDialingCode)))).toBe(true);
    expect([lotus, siam, sahara].map((list) => [list.countryCode, list.countryDialingCode])).toEqual([
      ['VN', '84'],
      ['TH', '66'],
      ['AE', '971'],
    ]);
  });

  it('consolidated settings repeat the separate calls', async () => {
    const client = h.client('siam');
    const [all, tree, rules, route, status] = await Promise.all([
      client.call('consolidatedSettings'),
      client.call('whitelabel'),
      client.call('registerSettings'),
      client.call('domainRoute'),
      client.call('systemStatus'),
    ]);
    expect(all.whitelabel).toEqual(tree);
    expect(all.register).toEqual(rules);
    expect(all.domainRoute).toEqual(route);
    expect(all.resources).toEqual(status.info.resources);
    expect(all.customerService).toEqual(status.info.customerService);
  });

  it('help centre: the entries of each language, ZH read as CN, an unknown language as English', async () => {
    const client = h.client('lotus');
    const tags = ['aboutus', 'deposit', 'withdraw', 'game', 'faqs', 'term'];
    const titles = new Map<string, string>();
    for (const lang of ['EN', 'VI', 'TH', 'AR', 'CN']) {
      const items = await client.call('helpCenter', { lang, device: 'WEB' });
      expect(items.map((item) => item.tag)).toEqual(tags);
      expect(items.every((item) => item.lang === lang)).toBe(true);
      // As on the platform, the content is the body only: the client makes the title the heading and the tag its
      // anchor (/help#term).
      for (const item of items) expect(item.content ?? '').not.toMatch(/<h[1-6]/);
      expect(items.find((item) => item.tag === 'faqs')?.children).toHaveLength(3);
      titles.set(lang, items[0]?.title ?? '');
    }
    expect(new Set(titles.values()).size).toBe(5);
    const chinese = await client.call('helpCenter', { lang: 'ZH', device: 'WEB' });
    expect(chinese[0]?.lang).toBe('CN');
    const unknown = await client.call('helpCenter', { lang: 'XX' });
    expect(unknown[0]).toMatchObject({ lang: 'EN', title: titles.get('EN') });
  });
});

describe('session key and captcha', () => {
  it('RSA key: the platform modulus in hex; a payload sealed with it opens with the platform private key', async () => {
    const client = h.client('lotus');
    const modulus = await client.call('rsaKey', { _: Date.now() });
    expect(modulus).toMatch(/^[0-9a-f]+$/i);
    expect(modulus.length * 4).toBeGreaterThanOrEqual(1024);
    expect(await client.call('rsaKey', { _: Date.now() })).toBe(modulus);

    const payload = { username: 'player01', password: 'Player#2026', note: 'ภาษาไทย / عربي' };
    const sealed = await encryptPayload(payload, modulus);
    expect(sealed.body.value).not.toContain('player01');
    const opened = await decryptPayload(
      { encryption: sealed.encryption, value: sealed.body.value },
      (await h.server.platform.keys.current()).privateKey,
    );
    expect(opened).toEqual(payload);
  });

  it('an encrypted call goes through the client and is read by the platform', async (context) => {
    const encrypted = (Object.entries(endpoints) as [EndpointId, EndpointDef][]).filter(
      ([, endpoint]) => endpoint.encrypted && endpoint.body !== undefined,
    );
    expect(encrypted.length).toBeGreaterThan(0);
    const mounted: EndpointId[] = [];
    for (const [id, endpoint] of encrypted) {
      // A path the platform does not serve answers 404 whatever the verb; a served one 400 for a plain body.
      const probe = await raw(endpoint.path, { method: endpoint.method, body: '{}' });
      if (probe.status !== 404) mounted.push(id);
    }
    const [id] = mounted;
    if (!id) {
      context.skip('the platform serves no encrypted endpoint');
      return;
    }
    // An empty payload: the platform can only name a missing field if it decrypted the body.
    const outcome = await h
      .client('lotus')
      .call(id, {} as never)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    if (outcome !== undefined) {
      expect(outcome).toBeInstanceOf(ApiError);
      expect((outcome as ApiError).errorCode).not.toBe(errorCodes.requestBodyRequired);
    }
  });

  it('captcha: a PNG of digits bound to an HttpOnly cookie, whose answer the dev endpoint reads', async () => {
    const browser = createBrowser();
    try {
      const image = await h.client('lotus', { browser }).call('captcha');
      const png = PNG.sync.read(Buffer.from(image, 'base64'));
      expect(png.width).toBeGreaterThanOrEqual(60);
      expect(png.height).toBeGreaterThanOrEqual(20);
      expect(browser.cookies.get(brands.lotus.host, 'lobby_captcha')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
      });
      // A host-only cookie: the siam site never sees lotus's captcha.
      expect(browser.cookies.get(brands.siam.host, 'lobby_captcha')).toBeUndefined();
      expect(await h.dev('/__dev/captcha', { browser })).toEqual({ answer: expect.stringMatching(/^\d{4,5}$/) });
      // Another browser has no captcha of its own.
      await expect(h.dev('/__dev/captcha', { browser: createBrowser() })).rejects.toThrow(/404/);
    } finally {
      browser.close();
    }
  });

  it('a second captcha within a second: 429 TOO_MANY_REQUESTS on the wire, which the client waits out', async () => {
    const browser = createBrowser();
    try {
      const client = h.client('lotus', { browser });
      const first = await client.call('captcha');
      const answer = await h.dev('/__dev/captcha', { browser });

      // A page's own fetch (no retry) sees the refusal itself.
      const refused = await browser.fetch(`${h.origin('lotus')}/wps/captcha`, {
        headers: { Merchant: brands.lotus.merchantCode },
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(parse(envelopeSchema, await refused.json())).toMatchObject({
        success: false,
        errorCode: errorCodes.tooManyRequests,
      });

      // The client retries a GET after Retry-After (at most 5 s): the player gets the next image when the second is
      // over, never an error for this limit.
      const started = performance.now();
      const wireBefore = browser.wire.length;
      const second = await client.call('captcha');
      expect(performance.now() - started).toBeGreaterThanOrEqual(500);
      expect(browser.wire.slice(wireBefore).map((record) => record.status)).toEqual([429, 200]);
      expect(second).not.toBe(first);
      expect(await h.dev('/__dev/captcha', { browser })).not.toEqual(answer);
    } finally {
      browser.close();
    }
  });

  it('a module switched off for the brand answers #543 function.not.available (sahara has no captcha)', async () => {
    const error = await rejection(h.client('sahara').call('captcha'), ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: errorCodes.functionNotAvailable });
    expect(error.message).toMatch(/^#543 function\.not\.available/);
    expect(error.isRateLimited).toBe(false);
  });
});

describe('member info', () => {
  it('anonymous: success with no member', async () => {
    expect(await h.client('lotus').call('memberInfo')).toBeNull();
  });

  it('with a live session: the member, with the mobile number masked', async () => {
    const token = await sessionFor(h.server, brands.lotus.merchantCode, 'player01');
    const member = await h.client('lotus', { token: () => token }).call('memberInfo');
    expect(member).toMatchObject({ account: 'player01', nickname: 'Player One', type: 0, toUpline: false });
    expect(member?.mobile).toMatch(/^\d{3,}\*{4}$/);
    expect(member?.mobile).not.toContain('0001');
    expect(member?.regDate).toBeGreaterThan(Date.parse('2020-01-01'));

    const agentToken = await sessionFor(h.server, brands.siam.merchantCode, 'agent01');
    expect(await h.client('siam', { token: () => agentToken }).call('memberInfo')).toMatchObject({
      account: 'agent01',
      type: 1,
    });
    const downlineToken = await sessionFor(h.server, brands.siam.merchantCode, 'player02');
    expect(await h.client('siam', { token: () => downlineToken }).call('memberInfo')).toMatchObject({
      toUpline: true,
    });
  });

  it('a bogus, expired or other-brand token: SessionExpiredError, and the client ends the session', async () => {
    const expired = await sessionFor(h.server, brands.lotus.merchantCode, 'player01', { lifetimeMs: -1000 });
    const siamToken = await sessionFor(h.server, brands.siam.merchantCode, 'player01');
    for (const token of ['bogus-token-0123456789', expired, siamToken]) {
      const onSessionExpired = vi.fn();
      const client = h.client('lotus', { token: () => token, onSessionExpired });
      const error = await rejection(client.call('memberInfo'), SessionExpiredError);
      expect(error).toMatchObject({ status: 401, errorCode: errorCodes.loginNotSession });
      expect(error.message).toMatch(/session has ended/);
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    }
  });

  it('a session dropped on the platform (here: a reset) stops working at once', async () => {
    const token = await sessionFor(h.server, brands.lotus.merchantCode, 'player01');
    const client = h.client('lotus', { token: () => token });
    expect(await client.call('memberInfo')).toMatchObject({ account: 'player01' });
    await h.dev('/__dev/reset', { method: 'POST' });
    const error = await rejection(client.call('memberInfo'), SessionExpiredError);
    expect(error.errorCode).toBe(errorCodes.loginNotSession);
  });
});

describe('login, free play, logout and password change', () => {
  const player = { username: 'player01', password: 'Player#2026', type: 'username' as const };
  /** Lotus asks for the slider on every login (GEETEST3): the body with a freshly solved one. */
  const slid = async <T extends object>(body: T) => ({ ...body, ...(await h.slider('lotus', 'login')) });

  beforeEach(async () => {
    // Logins change members and count against the limits: each test starts from the seed, limits forgotten.
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  it('login through the client cipher: the contract value, and a token that opens member info', async () => {
    const value = await h.client('lotus').call('login', await slid(player));
    expect(value).toMatchObject({
      userName: 'player01',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    const member = await h.client('lotus', { token: () => value.token }).call('memberInfo');
    expect(member).toMatchObject({ account: 'player01', type: 0, id: value.id });

    const agent = await h
      .client('siam')
      .call('login', { username: 'agent01', password: 'Agent#2026', type: 'username' });
    expect(agent.customerType).toBe(1);
    const first = await h
      .client('sahara')
      .call('login', { username: 'default01', password: '123456', type: 'username' });
    expect(first).toMatchObject({ firstTimeLogin: true, passwordExpired: true });
  });

  it('the same sealed call as plain JSON is refused: 400 request_body_required', async () => {
    const answer = await raw('/wps/session/login', {
      method: 'POST',
      body: JSON.stringify(player),
      headers: { 'content-type': 'application/json', Merchant: brands.lotus.merchantCode },
    });
    expect(answer.status).toBe(400);
    expect(answer.envelope).toMatchObject({ success: false, errorCode: errorCodes.requestBodyRequired });
  });

  it('a wrong password is an ApiError (never a session error); the third asks for the captcha, which then opens', async () => {
    const browser = createBrowser();
    try {
      const onSessionExpired = vi.fn();
      const client = h.client('lotus', { browser, onSessionExpired });
      const wrong = { ...player, password: 'Player#2025' };
      const first = await rejection(client.call('login', await slid(wrong)), ApiError);
      expect(first).toMatchObject({ status: 400, errorCode: errorCodes.invalidCredentials, value: null });
      await rejection(client.call('login', await slid(wrong)), ApiError);
      const third = await rejection(client.call('login', await slid(wrong)), ApiError);
      expect(third.value).toEqual({ captcha: true });

      const noCaptcha = await rejection(client.call('login', await slid(player)), ApiError);
      expect(noCaptcha).toMatchObject({ errorCode: errorCodes.captchaInvalid, value: { captcha: true } });
      expect(noCaptcha.message).toBe('Please enter the correct verification code');

      // The image the player sees is bound to this browser's cookie; its answer opens the login.
      await client.call('captcha');
      const { answer } = (await h.dev('/__dev/captcha', { browser })) as { answer: string };
      expect((await client.call('login', await slid({ ...player, captcha: answer }))).userName).toBe('player01');
      expect(onSessionExpired).not.toHaveBeenCalled();
    } finally {
      browser.close();
    }
  });

  it('the sixth attempt on an account in five minutes is a 429 the client does not retry', async () => {
    const client = h.client('sahara');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await rejection(client.call('login', { ...player, password: `guess${attempt}` }), ApiError);
    }
    const wireBefore = h.browser.wire.length;
    const slowed = await rejection(client.call('login', player), ApiError);
    expect(slowed).toMatchObject({ status: 429, errorCode: errorCodes.tooManyRequests, isRateLimited: true });
    // The key fetch, then the one login: a write is never sent twice.
    expect(h.browser.wire.slice(wireBefore).map((record) => record.url.replace(/\?.*$/, ''))).toEqual([
      `${h.origin('sahara')}/wps/session/key/rsa`,
      `${h.origin('sahara')}/wps/session/login`,
    ]);
  });

  it("a token from one brand's login is a SessionExpiredError on another brand", async () => {
    const { token } = await h.client('lotus').call('login', await slid(player));
    const onSessionExpired = vi.fn();
    const error = await rejection(
      h.client('siam', { token: () => token, onSessionExpired }).call('memberInfo'),
      SessionExpiredError,
    );
    expect(error.errorCode).toBe(errorCodes.loginNotSession);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('free play: a trial account (type 4), the same one again for the same browser; off for siam', async () => {
    const browser = createBrowser();
    try {
      const client = h.client('lotus', { browser });
      const trial = await client.call('freePlayLogin', { os: 'web', platform: 'W' });
      expect(trial).toMatchObject({ customerType: 4, passwordExpired: false });
      expect(browser.cookies.get(brands.lotus.host, 'lobby_trial')).toMatchObject({ httpOnly: true });
      const member = await h.client('lotus', { token: () => trial.token }).call('memberInfo');
      expect(member?.type).toBe(4);
      const again = await client.call('freePlayLogin');
      expect(again).toMatchObject({ userName: trial.userName, id: trial.id });
      expect(again.token).not.toBe(trial.token);
    } finally {
      browser.close();
    }
    const off = await rejection(h.client('siam').call('freePlayLogin'), ApiError);
    expect(off).toMatchObject({ status: 400, errorCode: errorCodes.functionNotAvailable });
  });

  it('a hand-off code opens one session of the account at another site of the merchant, once', async () => {
    const { token } = await h.client('lotus').call('login', await slid(player));
    const { code, expiresInS } = await h.client('lotus', { token: () => token }).call('sessionHandoff');
    expect(expiresInS).toBe(60);
    const visitor = h.client('lotus');
    const opened = await visitor.call('redeemSessionHandoff', { code });
    expect(opened).toMatchObject({ userName: player.username });
    expect(opened.token).not.toBe(token);
    const spent = await rejection(visitor.call('redeemSessionHandoff', { code }), ApiError);
    expect(spent).toMatchObject({ status: 400, errorCode: errorCodes.handoffCodeInvalid });
  });

  it('logout ends the session: the next call with that token is a SessionExpiredError', async () => {
    const { token } = await h.client('lotus').call('login', await slid(player));
    const onSessionExpired = vi.fn();
    const client = h.client('lotus', { token: () => token, onSessionExpired });
    await expect(client.call('logout')).resolves.toBeNull();
    const error = await rejection(client.call('memberInfo'), SessionExpiredError);
    expect(error).toMatchObject({ status: 401, errorCode: errorCodes.loginNotSession });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('change password: sealed by the client; the other sessions end, the new password logs in', async () => {
    const { token } = await h.client('lotus').call('login', await slid(player));
    const other = (await h.client('lotus').call('login', await slid(player))).token;
    const client = h.client('lotus', { token: () => token });

    const wrongOld = await rejection(
      client.call('changePassword', {
        oldPassword: 'Player#2025',
        newPassword: 'Fresh#2027',
        confirmNewPassword: 'Fresh#2027',
      }),
      ApiError,
    );
    expect(wrongOld).toMatchObject({
      status: 400,
      errorCode: errorCodes.invalidCredentials,
      value: { field: 'oldPassword' },
    });
    const weak = await rejection(
      client.call('changePassword', {
        oldPassword: 'Player#2026',
        newPassword: '123456',
        confirmNewPassword: '123456',
      }),
      ApiError,
    );
    expect(weak).toMatchObject({ errorCode: errorCodes.passwordInvalid, value: { field: 'newPassword' } });

    await expect(
      client.call('changePassword', {
        oldPassword: 'Player#2026',
        newPassword: 'Fresh#2027',
        confirmNewPassword: 'Fresh#2027',
      }),
    ).resolves.toBeNull();
    expect(await client.call('memberInfo')).toMatchObject({ account: 'player01' });
    await rejection(h.client('lotus', { token: () => other }).call('memberInfo'), SessionExpiredError);
    await rejection(h.client('lotus').call('login', await slid(player)), ApiError);
    expect((await h.client('lotus').call('login', await slid({ ...player, password: 'Fresh#2027' }))).userName).toBe(
      'player01',
    );
  });
});

describe('slider, SMS codes, registration and password resets', () => {
  beforeEach(async () => {
    // These change members and count against the SMS and registration limits: each test starts from the seed.
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  /** The newest code the outbox holds for a number or an address. */
  async function lastCode(to: string): Promise<string> {
    const sent = (await h.dev(`/__dev/outbox?to=${encodeURIComponent(to)}`)) as Array<{ code: string }>;
    const [newest] = sent;
    if (!newest) expect.fail(`nothing was sent to ${to}`);
    return newest.code;
  }

  it('slider: two PNGs and where the piece is drawn; a miss is slider_mismatch; lotus logins need a solved one', async () => {
    const client = h.client('lotus');
    const puzzle = await client.call('sliderChallenge', { scene: 'login' });
    const image = PNG.sync.read(Buffer.from(puzzle.image, 'base64'));
    expect([image.width, image.height]).toEqual([puzzle.width, puzzle.height]);
    expect(PNG.sync.read(Buffer.from(puzzle.piece, 'base64')).width).toBe(puzzle.pieceSize);
    const { x } = (await h.dev(`/__dev/slider?challenge=${puzzle.challenge}`)) as { x: number };
    const miss = await rejection(client.call('sliderVerify', { challenge: puzzle.challenge, x: x + 30 }), ApiError);
    expect(miss).toMatchObject({ status: 400, errorCode: 'slider_mismatch', value: { attemptsLeft: 2 } });

    const player = { username: 'player01', password: 'Player#2026', type: 'username' as const };
    const bare = await rejection(client.call('login', player), ApiError);
    expect(bare.errorCode).toContain('geetest');
    expect(bare.message).toBe('Verification must be completed first');
    const off = await rejection(h.client('sahara').call('sliderChallenge', { scene: 'login' }), ApiError);
    expect(off.errorCode).toBe(errorCodes.functionNotAvailable);
  });

  it('SMS login: the code sent to the number (read from the outbox) logs in once', async () => {
    const client = h.client('sahara');
    expect(await client.call('smsNoLogin', { mobileNum: '501000001', countryDialingCode: '971' })).toEqual({
      expiredMinutes: 1,
    });
    const code = await lastCode('+971501000001');
    const value = await client.call('login', { username: '501000001', password: code, type: 'sms' });
    expect(value.userName).toBe('player01');
    expect(await h.client('sahara', { token: () => value.token }).call('memberInfo')).toMatchObject({
      account: 'player01',
    });
    const again = await rejection(
      client.call('login', { username: '501000001', password: code, type: 'sms' }),
      ApiError,
    );
    expect(again).toMatchObject({ status: 400, errorCode: errorCodes.verificationCodeInvalid });
    // A second code for the same number within the minute is refused; the client does not resend a write.
    const soon = await rejection(client.call('smsNoLogin', { mobileNum: '501000001' }), ApiError);
    expect(soon).toMatchObject({ status: 429, errorCode: errorCodes.tooManyRequests });
  });

  it('login from a new address at siam (LOGINIPVERF3): login_verify_required, then confirmed by an SMS code', async () => {
    const client = h.client('siam');
    const player = { username: 'player01', password: 'Player#2026' };
    // The member is left known from another address only: this machine's is new.
    await h.dev(`/__dev/merchants/${brands.siam.merchantCode}/members/player01/addresses/forget`, { json: {} });
    const asked = await rejection(client.call('login', { ...player, type: 'username' }), ApiError);
    expect(asked).toMatchObject({
      status: 400,
      errorCode: errorCodes.loginVerifyRequired,
      message: 'Please confirm it is you: this is a new address for this account.',
      value: ['E', 'S', 'P'],
    });
    const wrong = await rejection(
      client.call('loginVerification', { ...player, method: 'P', payeeName: 'Someone Else' }),
      ApiError,
    );
    expect(wrong).toMatchObject({ status: 400, errorCode: errorCodes.loginVerifyFailed });

    await client.call('smsNoLogin', { mobileNum: '812000001' });
    const verificationCode = await lastCode('+66812000001');
    const value = await client.call('loginVerification', {
      ...player,
      method: 'S',
      mobileNum: '812000001',
      verificationCode,
    });
    expect(value).toMatchObject({ userName: 'player01', customerType: 0 });
    expect(await h.client('siam', { token: () => value.token }).call('memberInfo')).toMatchObject({
      account: 'player01',
    });
    // Known now: the password alone goes in.
    expect((await client.call('login', { ...player, type: 'username' })).userName).toBe('player01');
  });

  it('registration by user name at lotus: slider, SMS code and invitation code, then logged in under the agent', async () => {
    const client = h.client('lotus');
    await expect(client.call('affiliateCheck', { code: 'AG01', domain: 'localhost' })).resolves.toBeNull();
    const invalid = await rejection(client.call('affiliateCheck', { code: 'NOPE1' }), ApiError);
    expect(invalid).toMatchObject({ errorCode: errorCodes.invitationCodeError, message: 'Invalid invitation code' });

    const taken = await rejection(
      client.call('smsRegister', {
        mobileNo: '912000001',
        countryDialingCode: '84',
        ...(await h.slider('lotus', 'sms')),
      }),
      ApiError,
    );
    expect(taken.errorCode).toBe(errorCodes.mobileTaken);
    await client.call('smsRegister', {
      mobileNo: '912345678',
      countryDialingCode: '84',
      ...(await h.slider('lotus', 'sms')),
    });
    const form = {
      username: 'newbie01',
      password: 'Newbie#2026',
      confirmPassword: 'Newbie#2026',
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: await lastCode('+84912345678'),
      affiliateCode: 'AG01',
      login: true,
      registerMethod: 'WEB',
    };
    const mismatch = await rejection(
      client.call('register', { ...form, confirmPassword: 'Other#2026', ...(await h.slider('lotus', 'register')) }),
      ApiError,
    );
    expect(mismatch).toMatchObject({ errorCode: errorCodes.validationFailed, value: { field: 'confirmPassword' } });
    const value = await client.call('register', { ...form, ...(await h.slider('lotus', 'register')) });
    expect(value).toMatchObject({ userName: 'newbie01', firstTimeLogin: true });
    const member = await h.client('lotus', { token: () => value.token }).call('memberInfo');
    expect(member).toMatchObject({ account: 'newbie01', toUpline: true });
    const again = await rejection(
      client.call('register', { ...form, username: 'NEWBIE01', ...(await h.slider('lotus', 'register')) }),
      ApiError,
    );
    expect(again.errorCode).toBe(errorCodes.usernameTaken);
  });

  it('registration by mobile at sahara, without a password; off at siam', async () => {
    const client = h.client('sahara');
    await client.call('smsRegister', { mobileNo: '501234567' });
    const form = { username: '501234567', mobileNum: '501234567', password: '', email: 'new@sahara.example' };
    const value = await client.call('registerMobile', { ...form, verificationCode: await lastCode('+971501234567') });
    expect(value.userName).toBe('501234567');
    const off = await rejection(h.client('siam').call('registerMobile', form), ApiError);
    expect(off.errorCode).toBe(errorCodes.functionNotAvailable);
  });

  it('password resets: by e-mail the same answer for anyone; by SMS a new password the client then logs in with', async () => {
    const client = h.client('sahara');
    await expect(
      client.call('resetPasswordByEmail', { username: 'player01', email: 'player01@sahara7.example' }),
    ).resolves.toBeNull();
    expect(await lastCode('player01@sahara7.example')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await expect(
      client.call('resetPasswordByEmail', { username: 'nobody', email: 'no@one.example' }),
    ).resolves.toBeNull();

    await client.call('smsNoLogin', { mobileNum: '501000002' });
    const code = await lastCode('+971501000002');
    const weak = await rejection(
      client.call('resetPasswordBySms', { newPassword: '123456', mobileNum: '501000002', verificationCode: code }),
      ApiError,
    );
    expect(weak.errorCode).toBe(errorCodes.passwordInvalid);
    await expect(
      client.call('resetPasswordBySms', { newPassword: 'Fresh#2027', mobileNum: '501000002', verificationCode: code }),
    ).resolves.toBeNull();
    const value = await client.call('login', { username: '501000002', password: 'Fresh#2027', type: '' });
    expect(value.userName).toBe('player02');
  });

  it('language and unread count need a session', async () => {
    const token = await sessionFor(h.server, 'lotus88', 'player01');
    const client = h.client('lotus', { token: () => token });
    await expect(client.call('updateLanguage', { language: 'VI' })).resolves.toBeNull();
    // The seeded inbox: the deposit bonus and maintenance messages are unread.
    expect(await client.call('unreadCount')).toBe(2);
  });
});

describe('feedback', () => {
  // Five calls per address in ten minutes, refused ones included: the reset forgets them, so each test counts its own.
  const forgetLimits = () => h.dev('/__dev/reset', { method: 'POST' });
  beforeEach(forgetLimits);

  it('accepts a message with a screenshot', async () => {
    await expect(
      h.client('lotus').call('feedback', { content: 'The deposit page is slow', type: 1, file: pngDataUrl() }),
    ).resolves.toBeNull();
  });

  it('refuses what it would not store, with a message naming the field', async () => {
    const client = h.client('lotus');
    const cases: [InputOf<'feedback'>, string, string][] = [
      [{ content: '   ' }, 'content', 'Field "content" must not be empty.'],
      [{ content: 'too short' }, 'content', 'Field "content" is shorter than 10 characters.'],
      [{ content: 'x'.repeat(141) }, 'content', 'Field "content" is longer than 140 characters.'],
      [{ content: 'The lobby is great', type: 100 }, 'type', 'Field "type" must be one of 1, 2, 3, 4, 5.'],
      [
        { content: 'The lobby is great', file: 'data:image/png;base64,/9j/4AAQSkZJRgABAQ==' },
        'file',
        'is not the PNG image',
      ],
      [{ content: 'The lobby is great', file: 'https://example.com/a.png' }, 'file', 'must be a PNG or JPEG image'],
      [
        { content: 'The lobby is great', file: pngDataUrl(), files: [pngDataUrl(), pngDataUrl(), pngDataUrl()] },
        'files',
        '3 images',
      ],
    ];
    for (const [index, [input, field, message]] of cases.entries()) {
      if (index > 0 && index % 5 === 0) await forgetLimits();
      const error = await rejection(client.call('feedback', input), ApiError);
      expect(error).toMatchObject({ status: 400, errorCode: errorCodes.validationFailed, value: { field } });
      expect(error.message).toContain(message);
    }
  });

  it('is refused where the brand switched it off (sahara)', async () => {
    const error = await rejection(h.client('sahara').call('feedback', { content: 'The lobby is great' }), ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: errorCodes.functionNotAvailable });
  });

  it('the sixth call from one address in ten minutes gets TOO_MANY_REQUESTS, and the write is not retried', async () => {
    const client = h.client('lotus');
    // Refused calls count as much as accepted ones: the body costs the platform before it can be judged.
    await rejection(client.call('feedback', { content: 'too short' }), ApiError);
    for (let accepted = 1; accepted < 5; accepted += 1) {
      await client.call('feedback', { content: `Feedback message ${accepted + 1}` });
    }
    const wireBefore = h.browser.wire.length;
    const error = await rejection(client.call('feedback', { content: 'one too many' }), ApiError);
    expect(error).toMatchObject({ status: 429, errorCode: errorCodes.tooManyRequests, isRateLimited: true });
    expect(error.message).toMatch(/try again in \d+ s/);
    expect(h.browser.wire.slice(wireBefore)).toHaveLength(1);
  });
});

describe('wallet balance', () => {
  beforeEach(async () => {
    // Balances change below: each test starts from the seed's.
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const balanceOf = async (brand: BrandName, username = 'player01') => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token }).call('balance', { typeId: 0 });
  };

  it("the main wallet (account type 2) first, then the vendor wallets, in each brand's currency, as numbers with two decimals at most", async () => {
    type Answer = Awaited<ReturnType<typeof balanceOf>>;
    const mainOf = (answer: Answer) => (answer.balance ?? []).find((row) => row.accountTypeId === 2)?.availBalance;
    const sumOf = (answer: Answer) => (answer.balance ?? []).reduce((sum, row) => sum + (row.availBalance ?? 0), 0);
    const { lotus, siam, sahara } = await perBrand((brand) => balanceOf(brand));
    expect(lotus).toEqual({
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
    expect(siam).toMatchObject({ currency: 'THB' });
    expect(mainOf(siam)).toBe(2000);
    expect(siam.sumBalance).toBe(sumOf(siam));
    // A single-wallet merchant: the main wallet alone.
    expect(sahara).toMatchObject({ sumBalance: 2000, currency: 'AED', balance: [{ accountTypeId: 2 }] });

    await h.dev('/__dev/merchants/lotus88/members/player02/balance', { json: { amount: 1234.56 } });
    const player02 = await balanceOf('lotus', 'player02');
    expect(mainOf(player02)).toBe(1234.56);
    expect(player02.sumBalance).toBeCloseTo(sumOf(player02), 2);
    expect(mainOf(await balanceOf('lotus'))).toBe(2_000_000);
  });

  it('needs a session: the client asks for a login without calling; the platform answers 401 CUSTOMER_NOT_LOGIN', async () => {
    const wireBefore = h.browser.wire.length;
    const error = await rejection(h.client('lotus').call('balance', {}), SessionExpiredError);
    expect(error.message).toBe('Please log in first');
    expect(h.browser.wire).toHaveLength(wireBefore);
    const answer = await raw(`${endpoints.balance.path}?typeId=0`);
    expect(answer.status).toBe(401);
    expect(answer.envelope).toMatchObject({ success: false, errorCode: errorCodes.customerNotLogin });
  });

  it('an empty wallet refuses a real-money launch with launch_game_balance_not_enough; a funded one plays on the game page', async () => {
    const token = await sessionFor(h.server, brands.lotus.merchantCode, 'player03');
    const client = h.client('lotus', { token: () => token });
    const [game] = (await client.call('gameList', { gameType: 'RNG', pageNo: 1, pageSize: 1 })).games;
    if (!game) throw new Error('no game');
    const launch = () => client.call('launchGame', { launchMode: 'GLS', nodeId: game.nodeId, accountType: 1 });

    await h.dev('/__dev/merchants/lotus88/members/player03/balance', { json: { amount: 0 } });
    const refused = await rejection(launch(), ApiError);
    expect(refused).toMatchObject({ status: 400, errorCode: errorCodes.launchGameBalanceNotEnough });

    await h.dev('/__dev/merchants/lotus88/members/player03/balance', { json: { amount: 10_000 } });
    const url = (await launch()).content?.game_url ?? '';
    expect(url).toMatch(new RegExp(`^/wps/game/demo/${game.nodeId}\\?mode=real&ticket=[\\w-]{43}$`));
    const origin = h.origin('lotus');
    const page = await h.browser.fetch(`${origin}${url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<p id="balance">Balance: <strong><bdi>₫</bdi>10,000.00</strong></p>');

    const ticket = new URL(url, origin).searchParams.get('ticket') ?? '';
    const round = await h.browser.fetch(`${origin}/wps/game/demo/${game.nodeId}/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ mode: 'real', ticket, stake: '10000.00' }).toString(),
      redirect: 'manual',
    });
    expect(round.status).toBe(303);
    const after = await client.call('balance', {});
    // Stake 10,000.00 out of the main wallet, 0 to 200,000.00 back: what the draw decided, never below zero.
    const main = after.balance?.find((row) => row.accountTypeId === 2)?.availBalance;
    expect([0, 10_000, 20_000, 50_000, 100_000, 200_000]).toContain(main);
  });
});

describe('payment password, bank cards and withdrawals', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const clientOf = async (brand: BrandName, username = 'player02') => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token });
  };

  it('is set once, shown as set (never itself), and reset with the login password', async () => {
    const client = await clientOf('lotus');
    expect(await client.call('securityConfig')).toMatchObject({
      mobile: '91200****',
      email: 'pl*****@lotus88.example',
      paymentPasswordSet: false,
    });
    await client.call('setPaymentPassword', { paymentPassword: '246813', confirmPaymentPassword: '246813' });
    expect(await client.call('securityConfig')).toMatchObject({ paymentPasswordSet: true });
    const again = await rejection(
      client.call('setPaymentPassword', { paymentPassword: '975318', confirmPaymentPassword: '975318' }),
      ApiError,
    );
    expect(again).toMatchObject({ status: 400, errorCode: errorCodes.paymentPasswordExists });
    const wrong = await rejection(
      client.call('resetPaymentPassword', {
        paymentPassword: '975318',
        confirmPaymentPassword: '975318',
        loginPassword: 'Not#TheOne',
      }),
      ApiError,
    );
    expect(wrong).toMatchObject({
      status: 400,
      errorCode: errorCodes.passwordInvalid,
      value: { field: 'loginPassword' },
    });
    await client.call('resetPaymentPassword', {
      paymentPassword: '975318',
      confirmPaymentPassword: '975318',
      loginPassword: 'Player#2026',
    });
  });

  it("refuses a password outside the merchant's rule, naming the field", async () => {
    const client = await clientOf('siam');
    const error = await rejection(
      client.call('setPaymentPassword', { paymentPassword: '12ab56', confirmPaymentPassword: '12ab56' }),
      ApiError,
    );
    expect(error).toMatchObject({
      status: 400,
      errorCode: errorCodes.passwordInvalid,
      value: { field: 'paymentPassword' },
    });
  });

  it("binds a bank card of the merchant's banks, lists it masked and removes it; another member's id is refused", async () => {
    const client = await clientOf('siam', 'player03');
    const banks = await client.call('withdrawBanks');
    expect(banks.map((bank) => bank.bankCode)).toEqual(['KBANK', 'SCB', 'BBL', 'KTB']);
    const card = await client.call('addBankCard', {
      bankCode: 'SCB',
      accountName: 'Kittisak Three',
      cardNumber: '1234567890',
    });
    expect(card).toMatchObject({ bankName: 'Siam Commercial Bank', cardNumber: '******7890' });
    expect((await client.call('bankCards')).map((row) => row.id)).toEqual([card.id]);
    const stranger = await clientOf('siam', 'player04');
    const refused = await rejection(stranger.call('deleteBankCard', { bankCardId: card.id }), ApiError);
    expect(refused).toMatchObject({ status: 404, errorCode: errorCodes.bankCardNotFound });
    await client.call('deleteBankCard', { bankCardId: card.id });
    expect(await client.call('bankCards')).toEqual([]);
  });

  it("withdraws to a card with an idempotency key, refuses by the contract's codes, and confirms a C2C payment", async () => {
    const client = await clientOf('siam', 'player01');
    const settings = await client.call('withdrawSettings', { groupId: 0 });
    expect(settings).toMatchObject({ minimumAmount: 100, maximumAmount: 50_000, c2cEnabled: true });
    expect(await client.call('withdrawCharges', { amount: 500 })).toEqual({
      amount: 500,
      withdrawCharges: 7.5,
      actualAmount: 492.5,
    });
    const [card] = await client.call('bankCards');
    const body = { amount: 500, bankCardId: card?.id, password: '246810', currentWithdrawType: 'BC' as const };
    const headers = { [idempotencyKeyHeader]: 'contract-suite-withdraw-0001' };
    const accepted = await client.call('withdraw', body, { headers });
    expect(accepted).toMatchObject({ status: 'PENDING', amount: 500, actualAmount: 492.5 });
    expect(await client.call('withdraw', body, { headers })).toEqual(accepted);
    const wrong = await rejection(
      client.call(
        'withdraw',
        { ...body, password: '975318' },
        { headers: { [idempotencyKeyHeader]: 'contract-suite-withdraw-0002' } },
      ),
      ApiError,
    );
    expect(wrong).toMatchObject({ status: 400, errorCode: errorCodes.invalidPaymentPassword });
    const player02 = await clientOf('siam', 'player02');
    await player02.call('setPaymentPassword', { paymentPassword: '246810', confirmPaymentPassword: '246810' });
    const [card02] = await player02.call('bankCards');
    const turnover = await rejection(
      player02.call(
        'withdraw',
        { ...body, bankCardId: card02?.id },
        { headers: { [idempotencyKeyHeader]: 'contract-suite-withdraw-0003' } },
      ),
      ApiError,
    );
    expect(turnover).toMatchObject({
      errorCode: errorCodes.withdrawTurnoverNotEnough,
      value: { data: { requiredTurnover: 5000, actualTurnover: 1200 } },
    });

    expect((await client.call('withdrawRecords', { page: 1, size: 10 })).list[0]).toMatchObject({
      withdrawId: accepted.withdrawId,
      status: 'PENDING',
    });
    await h.dev(`/__dev/merchants/siam99/withdrawals/${String(accepted.withdrawId)}`, { json: { action: 'disburse' } });
    const asked = await client.call('paymentConfirmationList');
    expect(asked.list.map((row) => row.status)).toEqual(['DISBURSED']);
    const confirmed = await client.call('processC2CTransaction', {
      withdrawId: accepted.withdrawId,
      status: 'RECEIVED',
    });
    expect(confirmed.status).toBe('RECEIVED');
  });
});

describe('my account: binding a mobile number and an e-mail address, and the avatar', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const clientOf = async (brand: BrandName, username: string) => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token });
  };
  const codeSentTo = async (to: string) =>
    ((await h.dev(`/__dev/outbox?to=${encodeURIComponent(to)}`)) as Array<{ code: string }>)[0]?.code ?? '';

  it('binds a new number and a new address with the codes sent to them, shown masked', async () => {
    const client = await clientOf('sahara', 'player04');
    expect(
      await client.call('verificationOtp', { channel: 'sms', mobileNum: '501234567', countryDialingCode: '971' }),
    ).toEqual({ expiredMinutes: 1 });
    const wrong = await rejection(
      client.call('bindMobile', { mobileNum: '501234567', countryDialingCode: '971', verificationCode: '00000x' }),
      ApiError,
    );
    expect(wrong).toMatchObject({ status: 400, errorCode: errorCodes.verificationCodeInvalid });
    const mobile = await client.call('bindMobile', {
      mobileNum: '501234567',
      countryDialingCode: '971',
      verificationCode: await codeSentTo('+971501234567'),
    });
    expect(mobile).toEqual({ mobile: '50123****' });

    await client.call('verificationOtp', { channel: 'email', email: 'player04.new@example.com' });
    const email = await client.call('bindEmail', {
      email: 'player04.new@example.com',
      verificationCode: await codeSentTo('player04.new@example.com'),
    });
    expect(email).toEqual({ email: 'pl*****@example.com' });
    expect(await client.call('securityConfig')).toMatchObject({ mobile: '50123****', email: 'pl*****@example.com' });

    const taken = await rejection(
      (await clientOf('sahara', 'player05')).call('verificationOtp', {
        channel: 'sms',
        mobileNum: '501234567',
        countryDialingCode: '971',
      }),
      ApiError,
    );
    expect(taken).toMatchObject({ status: 400, errorCode: errorCodes.mobileTaken, value: { field: 'mobileNum' } });
  });

  it('reads and chooses the avatar', async () => {
    const client = await clientOf('lotus', 'player04');
    expect(await client.call('memberIcon')).toBe('default');
    await client.call('updateMemberIcon', { icon: '5' });
    expect(await client.call('memberIcon')).toBe('5');
    const refused = await rejection(client.call('updateMemberIcon', { icon: '99' }), ApiError);
    expect(refused).toMatchObject({ status: 400, errorCode: errorCodes.validationFailed, value: { field: 'icon' } });
  });
});

describe('platform messages', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const clientOf = async (brand: BrandName, username: string) => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token });
  };

  it('lists, opens, marks read and deletes through the client; the unread count follows', async () => {
    const client = await clientOf('siam', 'player02');
    const inbox = await client.call('inbox', { page: 1, size: 2 });
    expect(inbox).toMatchObject({ totalCount: 3, totalPages: 2, unreadCount: 2 });
    expect(inbox.list.map((mail) => mail.read)).toEqual([false, false]);
    const [newest] = inbox.list;
    if (!newest) throw new Error('no message');
    const opened = await client.call('inboxMail', { mailId: newest.id });
    expect(opened).toMatchObject({ id: newest.id, from: 'MERCHANT', read: true, replies: [] });
    expect(opened.content).toContain('<strong>');
    expect(await client.call('unreadCount')).toBe(1);
    await expect(client.call('markMailAsRead', { all: true })).resolves.toEqual({ unreadCount: 0 });
    await expect(client.call('deleteMail', { mailId: newest.id })).resolves.toBeNull();
    expect((await client.call('inbox', {})).totalCount).toBe(2);
  });

  it('a message to customer service, its answer through the dev endpoint and a reply make one thread', async () => {
    const client = await clientOf('sahara', 'player04');
    const mail = await client.call('sendMail', { title: 'سؤال', content: 'متى يصل السحب؟' });
    expect(mail).toMatchObject({ from: 'MEMBER', read: true, replies: [] });
    await h.dev(`/__dev/merchants/${brands.sahara.merchantCode}/members/player04/mails`, {
      json: { replyTo: mail.id, content: '<p>تم الدفع.</p>' },
    });
    expect((await client.call('inbox', {})).list[0]).toMatchObject({ id: mail.id, read: false, replyCount: 1 });
    const reply = await client.call('replyMail', { mailId: mail.id, content: 'شكرًا' });
    expect(reply).toMatchObject({ from: 'MEMBER', content: 'شكرًا' });
    const thread = await client.call('inboxMail', { mailId: mail.id });
    expect(thread.replies.map((item) => item.from)).toEqual(['MERCHANT', 'MEMBER']);
  });

  it("another member's message answers 404 mail_not_found; visitors are asked to log in", async () => {
    const owner = await clientOf('lotus', 'player02');
    const [mail] = (await owner.call('inbox', {})).list;
    if (!mail) throw new Error('no message');
    const other = await clientOf('lotus', 'player03');
    const refused = await rejection(other.call('inboxMail', { mailId: mail.id }), ApiError);
    expect(refused.errorCode).toBe(errorCodes.mailNotFound);
    expect((await rejection(other.call('deleteMail', { mailId: mail.id }), ApiError)).errorCode).toBe(
      errorCodes.mailNotFound,
    );
    await rejection(h.client('lotus').call('inbox', {}), SessionExpiredError);
    const answer = await raw(endpoints.inbox.path);
    expect(answer.status).toBe(401);
    expect(answer.envelope).toMatchObject({ success: false, errorCode: errorCodes.customerNotLogin });
  });
});

describe('VIP rank progress', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const clientOf = async (brand: BrandName, username: string) => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token });
  };

  it("each member's own rank, the next one and the month's turnover; member info carries the rank", async () => {
    const player01 = await clientOf('siam', 'player01');
    const progress = await player01.call('playerRankProgress');
    expect(progress).toMatchObject({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 1 },
      playerRankName: 'Gold',
      nextRankName: 'Platinum',
      monthlyTurnover: { actual: 3000, expected: 10_000 },
      totalTurnover: 9500,
    });
    expect(progress.playerRankProgress.labelId).toBeDefined();
    expect((await player01.call('memberInfo'))?.clubLabel).toEqual({ labelName: 'Gold', type: 'AUTO', rankLevel: 3 });
    const lotus = await (await clientOf('lotus', 'player01')).call('playerRankProgress');
    expect(lotus.monthlyTurnover).toEqual({ actual: 3_000_000, expected: 10_000_000 });
    expect(lotus.playerRankProgress.labelId).not.toEqual(progress.playerRankProgress.labelId);
    expect(await (await clientOf('siam', 'player02')).call('playerRankProgress')).toMatchObject({
      playerRankName: 'Silver',
      nextRankName: 'Gold',
      monthlyTurnover: { actual: 800, expected: 2500 },
    });
  });

  it("a round played on the game page counts toward the month's turnover at once", async () => {
    const client = await clientOf('siam', 'player05');
    expect((await client.call('playerRankProgress')).monthlyTurnover).toEqual({ actual: 0, expected: 500 });
    const [game] = (await client.call('gameList', { gameType: 'RNG', pageNo: 1, pageSize: 1 })).games;
    if (!game) throw new Error('no game');
    const url =
      (await client.call('launchGame', { launchMode: 'GLS', nodeId: game.nodeId, accountType: 1 })).content?.game_url ??
      '';
    const origin = h.origin('siam');
    const round = await h.browser.fetch(`${origin}/wps/game/demo/${game.nodeId}/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        mode: 'real',
        ticket: new URL(url, origin).searchParams.get('ticket') ?? '',
        stake: '100.00',
      }).toString(),
      redirect: 'manual',
    });
    expect(round.status).toBe(303);
    expect(await client.call('playerRankProgress')).toMatchObject({
      playerRankName: 'Bronze',
      monthlyTurnover: { actual: 100, expected: 500 },
      totalTurnover: 100,
    });
  });

  it('needs a session: the client asks for a login without calling; the platform answers 401 CUSTOMER_NOT_LOGIN', async () => {
    const wireBefore = h.browser.wire.length;
    const error = await rejection(h.client('lotus').call('playerRankProgress'), SessionExpiredError);
    expect(error.message).toBe('Please log in first');
    expect(h.browser.wire).toHaveLength(wireBefore);
    const answer = await raw(endpoints.playerRankProgress.path);
    expect(answer.status).toBe(401);
    expect(answer.envelope).toMatchObject({ success: false, errorCode: errorCodes.customerNotLogin });
  });
});

describe('betting and account records', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const clientOf = async (brand: BrandName, username: string) => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token });
  };
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  /** The date pickers' "past 30 days": today and the thirty before. */
  const past30 = { startDate: day(30), endDate: day(0) };
  const products = [
    'personalRngHistory',
    'personalLiveHistory',
    'personalFishHistory',
    'personalPvpHistory',
    'personalSportsHistory',
    'personalElottHistory',
    'personalLottHistory',
  ] as const;

  it("each product's bets, newest first, with the totals of the filter; a vendor's only; paged", async () => {
    const client = await clientOf('siam', 'player01');
    const records = await Promise.all(products.map((id) => client.call(id, { ...past30, size: 100 })));
    expect(records.reduce((sum, record) => sum + record.totalCount, 0)).toBeGreaterThan(0);
    records.forEach((record, index) => {
      const product = endpoints[products[index] ?? 'personalRngHistory'].path.match(/Personal(\w+)History/)?.[1];
      expect(record.list.every((row) => row.productType === product)).toBe(true);
      const times = record.list.map((row) => row.betTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const staked = record.list.reduce((sum, row) => sum + Math.round(row.betAmount * 100), 0);
      const net = record.list.reduce((sum, row) => sum + Math.round(row.winLoss * 100), 0);
      expect(record.summary).toEqual({ betAmount: staked / 100, validBetAmount: staked / 100, winLoss: net / 100 });
    });
    const rng = await client.call('personalRngHistory', { ...past30, size: 100 });
    const vendor = rng.list[0]?.vendor ?? '';
    const ofVendor = await client.call('personalRngHistory', { ...past30, vendor, size: 100 });
    expect(ofVendor.list.map((row) => row.betId)).toEqual(
      rng.list.filter((row) => row.vendor === vendor).map((row) => row.betId),
    );
    const second = await client.call('personalRngHistory', { ...past30, page: 2, size: 2 });
    expect(second.list.map((row) => row.betId)).toEqual(rng.list.slice(2, 4).map((row) => row.betId));
  });

  it('a round played on the demo game page shows at once in both records, the balance after it', async () => {
    const client = await clientOf('siam', 'player05');
    expect((await client.call('personalRngHistory', past30)).totalCount).toBe(0);
    const [game] = (await client.call('gameList', { gameType: 'RNG', pageNo: 1, pageSize: 1 })).games;
    if (!game) throw new Error('no game');
    const url =
      (await client.call('launchGame', { launchMode: 'GLS', nodeId: game.nodeId, accountType: 1 })).content?.game_url ??
      '';
    const origin = h.origin('siam');
    const round = await h.browser.fetch(`${origin}/wps/game/demo/${game.nodeId}/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        mode: 'real',
        ticket: new URL(url, origin).searchParams.get('ticket') ?? '',
        stake: '100.00',
      }).toString(),
      redirect: 'manual',
    });
    expect(round.status).toBe(303);
    const roundId = new URL(round.headers.get('location') ?? '', origin).searchParams.get('round');
    const bets = await client.call('personalRngHistory', past30);
    expect(bets.totalCount).toBe(1);
    expect(bets.list[0]).toMatchObject({
      betId: roundId,
      nodeId: Number(game.nodeId),
      betAmount: 100,
      status: 'SETTLED',
    });
    const { list } = await client.call('transactionHistory', { ...past30, type: 'GAME' });
    const main = (await client.call('balance')).balance?.find((row) => Number(row.accountTypeId) === 2)?.availBalance;
    expect(list[0]?.balance).toBe(Number(main));
    expect(list.find((row) => row.detail === 'BET')).toMatchObject({ amount: -100, status: 'SUCCESS' });
  });

  it('the account record: every movement with the balance after it, pending deposits, a type filter', async () => {
    const client = await clientOf('siam', 'player01');
    const record = await client.call('transactionHistory', { ...past30, size: 100 });
    expect(record.totalCount).toBeGreaterThan(0);
    const pending = record.list.find((row) => row.type === 'DEPOSIT' && row.status === 'PENDING');
    expect(pending?.balance ?? null).toBeNull();
    expect(record.list.filter((row) => row.status === 'SUCCESS').every((row) => typeof row.balance === 'number')).toBe(
      true,
    );
    const deposits = await client.call('transactionHistory', { ...past30, type: 'DEPOSIT' });
    expect(new Set(deposits.list.map((row) => row.type))).toEqual(new Set(['DEPOSIT']));
  });

  it('refuses a range past the limit, an end before the start, an unknown product or type (400)', async () => {
    const client = await clientOf('lotus', 'player01');
    const tooLong = await rejection(
      client.call('personalRngHistory', { startDate: day(31), endDate: day(0) }),
      ApiError,
    );
    expect(tooLong).toMatchObject({ status: 400, errorCode: errorCodes.dateRangeTooLong });
    const backwards = await rejection(
      client.call('transactionHistory', { startDate: day(0), endDate: day(1) }),
      ApiError,
    );
    expect(backwards).toMatchObject({ status: 400, errorCode: errorCodes.dateRangeInvalid });
    const type = await rejection(client.call('transactionHistory', { ...past30, type: 'LOTTERY' }), ApiError);
    expect(type).toMatchObject({ status: 400, errorCode: errorCodes.transactionTypeUnknown });
    const token = await sessionFor(h.server, brands.lotus.merchantCode, 'player01');
    const product = await raw(`/wps/relay/MCSFE_getPersonalCASINOHistory?startDate=${day(1)}&endDate=${day(0)}`, {
      headers: { authorization: token },
    });
    expect(product.status).toBe(400);
    expect(product.envelope).toMatchObject({ success: false, errorCode: errorCodes.productTypeUnknown });
  });

  it('needs a session: the client asks for a login without calling; the platform answers 401 CUSTOMER_NOT_LOGIN', async () => {
    const wireBefore = h.browser.wire.length;
    for (const id of ['personalLiveHistory', 'transactionHistory'] as const) {
      const error = await rejection(h.client('lotus').call(id, past30), SessionExpiredError);
      expect(error.message).toBe('Please log in first');
    }
    expect(h.browser.wire).toHaveLength(wireBefore);
    const answer = await raw(`${endpoints.personalLiveHistory.path}?startDate=${day(1)}&endDate=${day(0)}`);
    expect(answer.status).toBe(401);
    expect(answer.envelope).toMatchObject({ success: false, errorCode: errorCodes.customerNotLogin });
  });
});

describe('missions', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const clientOf = async (brand: BrandName, username: string) => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token });
  };
  const keyed = (key: string) => ({ headers: { [idempotencyKeyHeader]: key } });

  it('progress that follows play, a milestone claimed once, the leaderboard and the rank rules', async () => {
    const client = await clientOf('siam', 'player03');
    expect(
      await h.dev(`/__dev/merchants/${brands.siam.merchantCode}/members/player03/rounds`, {
        json: { count: 10, productType: 'RNG' },
      }),
    ).toMatchObject({ played: 10 });
    const summary = await client.call('missionSummary');
    const slots = summary.missions.find((mission) => mission.type === 'ROUNDS');
    const first = slots?.milestones[0];
    expect(slots?.progress).toBe(10);
    expect(first?.status).toBe('CLAIMABLE');
    expect(summary.claimableCount).toBe(1);
    const milestones = await client.call('missionMilestones', { missionId: slots?.missionId ?? 0 });
    expect(milestones.milestones).toEqual(slots?.milestones);
    const mainOf = async () =>
      Number((await client.call('balance')).balance?.find((row) => Number(row.accountTypeId) === 2)?.availBalance);
    const before = await mainOf();
    const body = { missionId: slots?.missionId ?? 0, milestoneId: first?.milestoneId ?? 0 };
    const paid = await client.call('claimMissionMilestone', body, keyed('contract-suite-mission-0001'));
    expect(paid.rewardAmount).toBe(first?.rewardAmount);
    expect(await client.call('claimMissionMilestone', body, keyed('contract-suite-mission-0001'))).toEqual(paid);
    expect(Math.round((await mainOf()) * 100) - Math.round(before * 100)).toBe(Math.round(paid.rewardAmount * 100));
    const again = await rejection(
      client.call('claimMissionMilestone', body, keyed('contract-suite-mission-0002')),
      ApiError,
    );
    expect(again).toMatchObject({ status: 400, errorCode: errorCodes.missionMilestoneClaimed });
    expect((await client.call('missionSummary')).claimableCount).toBe(0);
    const board = await client.call('missionLeaderboard');
    expect(board.self.points).toBeGreaterThanOrEqual(10);
    expect(board.list.some((row) => row.customerName === 'pl***03')).toBe(true);
    const rules = await client.call('playerRankRule');
    expect(rules.list.map((rank) => rank.rankName)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
  });

  it('is refused to visitors', async () => {
    await rejection(h.client('lotus').call('missionSummary'), SessionExpiredError);
    expect((await raw(endpoints.missionLeaderboard.path)).status).toBe(401);
  });
});

describe('manual rebate', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const clientOf = async (brand: BrandName, username: string) => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token });
  };
  const keyed = (key: string) => ({ headers: { [idempotencyKeyHeader]: key } });

  it('the rates, the rebate earned and a claim that pays it once into the main wallet', async () => {
    const client = await clientOf('sahara', 'player01');
    const settings = await client.call('rebateSettings');
    expect(settings.RNG).toEqual([{ rebateValue: 0.8 }]);
    const earned = await client.call('manualRebate');
    expect(earned.list.map((item) => item.productType)).toEqual(Object.keys(settings));
    expect(earned.totalRebateAmount).toBeGreaterThan(0);
    const mainOf = async () =>
      Number((await client.call('balance')).balance?.find((row) => Number(row.accountTypeId) === 2)?.availBalance);
    const before = await mainOf();
    const paid = await client.call('claimManualRebate', {}, keyed('contract-suite-rebate-0001'));
    expect(paid.rebateAmount).toBe(earned.totalRebateAmount);
    expect(await client.call('claimManualRebate', {}, keyed('contract-suite-rebate-0001'))).toEqual(paid);
    expect(Math.round((await mainOf()) * 100) - Math.round(before * 100)).toBe(Math.round(paid.rebateAmount * 100));
    const again = await rejection(
      client.call('claimManualRebate', { productType: 'RNG' }, keyed('contract-suite-rebate-0002')),
      ApiError,
    );
    expect(again).toMatchObject({ status: 400, errorCode: errorCodes.rebateNothingToClaim });
  });

  it('is refused to visitors and where the merchant has it off', async () => {
    await rejection(h.client('lotus').call('manualRebate'), SessionExpiredError);
    expect((await raw(endpoints.manualRebate.path)).status).toBe(401);
    await h.dev(`/__dev/merchants/${brands.lotus.merchantCode}/flags`, { json: { MANPLAYREB3: false } });
    const client = await clientOf('lotus', 'player01');
    const off = await rejection(client.call('manualRebate'), ApiError);
    expect(off).toMatchObject({ status: 400, errorCode: errorCodes.functionNotAvailable });
  });
});

describe('invite friends', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const clientOf = async (brand: BrandName, username: string) => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token });
  };

  it("the member's code made once, the friends it brought page by page, and this month's ranking", async () => {
    const fresh = await clientOf('siam', 'player04');
    expect(await fresh.call('referralDetails', {})).toMatchObject({ referralCode: null, totalInvitations: 0 });
    const made = await fresh.call('referralDetails', { autoGenerate: true });
    expect(made.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await fresh.call('referralDetails', { autoGenerate: true })).referralCode).toBe(made.referralCode);

    const client = await clientOf('lotus', 'player01');
    expect(await client.call('referralDetails', { autoGenerate: true })).toMatchObject({
      totalInvitations: 7,
      qualifiedInvitations: 4,
    });
    const page = await client.call('referralList', { page: 2, size: 5 });
    expect(page).toMatchObject({ totalCount: 7, totalPages: 2 });
    expect(page.list.map((row) => row.username.includes('***'))).toEqual([true, true]);
    const ranking = await client.call('referralRanking');
    expect(ranking).toMatchObject({ myRank: 2, myQualifiedCount: 3 });
    expect(ranking.list.find((row) => row.self)?.rank).toBe(2);

    await h.dev(`/__dev/merchants/${brands.lotus.merchantCode}/members/lananh95/referral`, {
      json: { qualified: true },
    });
    expect((await client.call('referralDetails', {})).qualifiedInvitations).toBe(5);
  });

  it('every call needs a session', async () => {
    for (const id of ['referralDetails', 'referralList', 'referralRanking'] as const) {
      expect((await raw(endpoints[id].path)).status, id).toBe(401);
    }
    await rejection(h.client('lotus').call('referralRanking'), SessionExpiredError);
  });
});

describe('points mall', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const clientOf = async (brand: BrandName, username: string, language?: string) => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token, language });
  };
  const keyed = (key: string) => ({ headers: { [idempotencyKeyHeader]: key } });

  it('a visitor browses the catalogue by type; a member redeems with the password (encrypted), once per key', async () => {
    const visitor = h.client('sahara', { language: 'AR' });
    const types = await visitor.call('pointConversionTypes', {});
    expect(types.map((type) => type.type)).toEqual(['VIRTUAL', 'PHYSICAL']);
    const page = await visitor.call('pointRewards', { type: 'VIRTUAL', page: 1 });
    expect(page.list[0]).toMatchObject({ name: '20 دورة مجانية', price: 500 });
    await rejection(visitor.call('pointBalance'), SessionExpiredError);

    const client = await clientOf('sahara', 'player01');
    const before = await client.call('pointBalance');
    const reward = page.list[0];
    if (!reward) throw new Error('no reward');
    const body = { rewardId: reward.id, quantity: 1, password: 'Player#2026' };
    const made = await client.call('redeemPointReward', body, keyed('contract-suite-points-0001'));
    expect(made).toMatchObject({ status: 'PROCESSING', pointBalance: before - 500 });
    expect(await client.call('redeemPointReward', body, keyed('contract-suite-points-0001'))).toEqual(made);
    const history = await client.call('redeemPointList', { status: 'PROCESSING' });
    expect(history.list.map((row) => row.id)).toEqual([made.redeemId]);
    await h.dev(`/__dev/merchants/${brands.sahara.merchantCode}/redemptions/${made.redeemId}`, {
      json: { action: 'approve' },
    });
    expect((await client.call('redeemPointList', { status: 'APPROVED' })).list[0]).toMatchObject({
      id: made.redeemId,
    });
    const wrong = await rejection(
      client.call('redeemPointReward', { ...body, password: 'not-it' }, keyed('contract-suite-points-0002')),
      ApiError,
    );
    expect(wrong).toMatchObject({ status: 400, errorCode: errorCodes.passwordInvalid });
    const tooMany = await rejection(
      client.call('redeemPointReward', { ...body, quantity: 99 }, keyed('contract-suite-points-0003')),
      ApiError,
    );
    expect(tooMany.errorCode).toMatch(/^point_(inventory|balance)_not_enough$/);
    expect(await client.call('pointBalance')).toBe(before - 500);
  });

  it('converts points into the main wallet at the rate of the config, and the point details show it', async () => {
    const client = await clientOf('siam', 'player01');
    const config = await client.call('pointConfig', {});
    const before = await client.call('pointBalance');
    const done = await client.call(
      'convertPoints',
      { amount: 200, password: 'Player#2026' },
      keyed('contract-suite-points-0004'),
    );
    expect(done).toEqual({ pointAmount: 200, amount: 200 * config.moneyPerPoint, pointBalance: before - 200 });
    const details = await client.call('memberTransactions', { accountTypeId: 9, page: 1, size: 10 });
    expect(details.list[0]).toMatchObject({ amount: -200, txTypeId: 9202 });
  });
});

describe('profit and loss, bonus details', () => {
  const clientOf = async (brand: BrandName, username: string, language?: string) => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token, language });
  };

  it("a period's profit and loss is its betting records' totals and its bonus and rebate rows", async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
    const client = await clientOf('sahara', 'player01');
    const answer = await client.call('personalProfitLoss', { period: 'LAST_MONTH' });
    const range = { startDate: String(answer.startTime), endDate: String(answer.endTime - 1) };
    const cents = (amount: number) => Math.round(amount * 100);
    const rng = answer.products.find((row) => row.productType === 'RNG');
    const record = await client.call('personalRngHistory', { ...range, size: 1 });
    expect(rng).toMatchObject({ betCount: record.totalCount, betAmount: record.summary.betAmount });
    const bonusRows = await client.call('transactionHistory', { ...range, type: 'BONUS', size: 100 });
    const bonus = bonusRows.list.reduce((sum, row) => sum + cents(row.amount), 0) / 100;
    expect(answer.summary).toMatchObject({ bonus });
    expect(cents(answer.summary.netProfit)).toBe(
      cents(answer.summary.winLoss) + cents(answer.summary.bonus ?? 0) + cents(answer.summary.rebate ?? 0),
    );
    const refused = await rejection(client.call('personalProfitLoss', { period: 'LAST_YEAR' }), ApiError);
    expect(refused).toMatchObject({ status: 400, errorCode: errorCodes.profitPeriodUnknown });
  });

  it("the bonuses, newest first, named in the site's language, with their turnover and status", async () => {
    const client = await clientOf('sahara', 'player01', 'AR');
    const { list, totalCount } = await client.call('bonusDetails', {});
    expect(totalCount).toBe(4);
    expect(list.map((row) => row.status)).toEqual(['ACTIVE', 'CANCELLED', 'EXPIRED', 'COMPLETED']);
    expect(list[3]?.promotionName).toBe('مكافأة الترحيب: 100% على أول إيداع');
    for (const row of list) expect(row.turnoverAchieved).toBeLessThanOrEqual(row.turnoverRequired);
    const active = await client.call('bonusDetails', { status: 'ACTIVE', size: 5 });
    expect(active.list.map((row) => row.id)).toEqual([list[0]?.id]);
    const refused = await rejection(client.call('bonusDetails', { status: 'PENDING' }), ApiError);
    expect(refused).toMatchObject({ status: 400, errorCode: errorCodes.bonusStatusUnknown });
  });
});

describe('the agent centre', () => {
  const clientOf = async (brand: BrandName, username: string) => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token });
  };

  it("a team overview is the team's own bets: this month's figures are its members' profit and loss summed", async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
    const agent = await clientOf('siam', 'agent01');
    const month = await agent.call('agentTeamOverview', { period: 'M' });
    expect(month.team).toEqual({ size: 12, direct: 5, agents: 2 });
    expect(month.trend).toHaveLength(agentTrendLength.M);
    expect(month.figures).toEqual(month.trend.at(-1)?.figures);
    // agent01's downlines at every level (the seed's tree: agent02 under it, agent03 under agent02).
    const players = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => `player${String(n).padStart(2, '0')}`);
    const team = ['agent02', 'agent03', ...players];
    const cents = (amount: number) => Math.round(amount * 100);
    let betCount = 0;
    let betAmount = 0;
    let active = 0;
    for (const username of team) {
      const own = await (await clientOf('siam', username)).call('personalProfitLoss', { period: 'THIS_MONTH' });
      expect([own.startTime, own.endTime]).toEqual([month.startTime, month.endTime]);
      betCount += own.summary.betCount;
      betAmount += cents(own.summary.betAmount);
      if (own.summary.betCount > 0) active += 1;
    }
    expect(month.figures).toMatchObject({ betCount, betAmount: betAmount / 100, activeMembers: active });
    expect(betCount).toBeGreaterThan(0);

    // The half-months and weeks run back from this one, back to back.
    const halves = await agent.call('agentTeamOverview', { period: 'h' });
    expect(halves.period).toBe('H');
    expect(halves.trend).toHaveLength(agentTrendLength.H);
    halves.trend.slice(1).forEach((point, index) => expect(point.startTime).toBe(halves.trend[index]?.endTime));
    expect((await agent.call('agentTeamOverview', { period: 'W' })).trend).toHaveLength(agentTrendLength.W);
  });

  it('refuses members who are not agents, and periods it does not know', async () => {
    const player = await clientOf('sahara', 'player01');
    const notAgent = await rejection(player.call('agentTeamOverview', { period: 'D' }), ApiError);
    expect(notAgent).toMatchObject({ status: 403, errorCode: errorCodes.agentOnly });
    const agent = await clientOf('sahara', 'agent02');
    expect((await agent.call('agentTeamOverview', { period: 'D' })).team).toEqual({ size: 7, direct: 4, agents: 1 });
    const unknown = await rejection(agent.call('agentTeamOverview', { period: 'Y' }), ApiError);
    expect(unknown).toMatchObject({ status: 400, errorCode: errorCodes.agentPeriodUnknown });
  });

  it("team management lists the agent's downlines by level, and pays them from the agent's wallet once per key", async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
    const agent = await clientOf('lotus', 'agent01');
    const team = await agent.call('agentDownlines', {});
    expect(team).toMatchObject({ totalCount: 12, totalPages: 1 });
    expect(team.list.map((row) => row.level)).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3]);
    expect(team.list[0]).toMatchObject({ username: 'agent02', agent: true, uplineName: 'agent01' });
    expect(new Set(team.list.map((row) => row.status))).toEqual(new Set(['ACTIVE', 'DORMANT', 'SELF_EXCLUDED']));
    const searched = await agent.call('agentDownlines', { search: 'PLAYER1', scope: 'all', page: 1, size: 1 });
    expect(searched).toMatchObject({ totalCount: 2, totalPages: 2, list: [{ username: 'player10', level: 3 }] });
    expect((await agent.call('agentDownlines', { scope: 'direct' })).totalCount).toBe(5);

    const keyed = (key: string) => ({ headers: { [idempotencyKeyHeader]: key } });
    const before = team.list.find((row) => row.username === 'player02')?.balance ?? 0;
    const body = { downlines: ['player02', 'player09'], amount: 1000.5, password: '246810' };
    const paid = await agent.call('transferToDownlines', body, keyed('contract-suite-downlines-0001'));
    expect(paid).toMatchObject({ amountEach: 1000.5, downlineCount: 2, totalAmount: 2001 });
    expect(await agent.call('transferToDownlines', body, keyed('contract-suite-downlines-0001'))).toEqual(paid);
    const after = await agent.call('agentDownlines', { search: 'player02' });
    expect(after.list[0]?.balance).toBe(before + 1000.5);

    const foreign = await rejection(
      (await clientOf('lotus', 'agent02')).call(
        'transferToDownlines',
        { downlines: ['player02'], amount: 1, password: '246810' },
        keyed('contract-suite-downlines-0002'),
      ),
      ApiError,
    );
    expect(foreign).toMatchObject({ status: 404, errorCode: errorCodes.downlineNotFound });
    const single = await rejection(
      (await clientOf('siam', 'agent01')).call('transferToDownlines', body, keyed('contract-suite-downlines-0003')),
      ApiError,
    );
    expect(single).toMatchObject({ status: 400, errorCode: errorCodes.downlineTransferSingleOnly });
    const player = await clientOf('lotus', 'player02');
    const notAgent = await rejection(player.call('agentDownlines', {}), ApiError);
    expect(notAgent).toMatchObject({ status: 403, errorCode: errorCodes.agentOnly });
  });

  it('the register centre registers a downline who logs in, and makes links a registration can carry', async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
    const agent = await clientOf('siam', 'agent01');
    const password = 'Mango2026x';
    const form = { username: 'suitedown1', password, confirmPassword: password, payeeName: 'Somchai Jaidee' };
    const made = await agent.call('registerDownline', form);
    expect(made.username).toBe('suitedown1');
    const taken = await rejection(agent.call('registerDownline', { ...form, username: 'PLAYER02' }), ApiError);
    expect(taken).toMatchObject({ status: 400, errorCode: errorCodes.usernameTaken });
    const login = await h.client('siam').call('login', { username: 'suitedown1', password, type: 'username' });
    expect(login).toMatchObject({ userName: 'suitedown1', customerType: 0 });

    const seeded = await agent.call('affiliateLinks');
    expect(seeded.list.map((link) => [link.code, link.remark, link.registrations])).toEqual([
      ['PAPER26', 'Flyers', 0],
      ['FBGRP26', 'Facebook group', 2],
    ]);
    const link = await agent.call('createAffiliateLink', { remark: '  Suite  ' });
    expect(link).toMatchObject({ remark: 'Suite', registrations: 0 });
    expect((await agent.call('affiliateLinks')).list[0]?.code).toBe(link.code);
    await expect(h.client('siam').call('affiliateCheck', { code: link.code, domain: 'localhost' })).resolves.toBeNull();

    const tooLong = await rejection(
      agent.call('createAffiliateLink', { remark: 'x'.repeat(affiliateLinkRules.remarkMaxLength + 1) }),
      ApiError,
    );
    expect(tooLong).toMatchObject({ status: 400, errorCode: errorCodes.validationFailed, value: { field: 'remark' } });
    const off = await rejection((await clientOf('sahara', 'agent01')).call('createAffiliateLink', {}), ApiError);
    expect(off).toMatchObject({ status: 400, errorCode: errorCodes.functionNotAvailable });
    const player = await clientOf('siam', 'player02');
    const notAgent = await rejection(player.call('registerDownline', { ...form, username: 'suitedown2' }), ApiError);
    expect(notAgent).toMatchObject({ status: 403, errorCode: errorCodes.agentOnly });
  });

  it('contracts: an upline offers its downline agent a daily salary, which the consolidated info shows and the downline answers', async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
    const upline = await clientOf('lotus', 'agent02');
    const downline = await clientOf('lotus', 'agent03');
    const page = await upline.call('agentContracts', { type: 'daily' });
    expect(page.downlines.map((one) => one.username)).toEqual(['agent03']);
    const tiers = [{ minimumBet: 0, activeMember: 0, rate: 12.5, rateType: 'F' as const }];
    const offer = await upline.call('offerAgentContract', {
      type: 'daily',
      username: 'agent03',
      productType: 'LIVE',
      tiers,
    });
    expect(offer).toMatchObject({ status: 'P', productType: 'LIVE', details: [{ rate: 12.5, rateType: 'F' }] });
    const info = await downline.call('consolidatedFunds');
    expect(info.dailysalreqtype).toMatchObject({ LIVE: { id: offer.id, status: 'P', uplineName: 'agent02' } });
    await downline.call('processDailySalaryContract', { id: offer.id, status: 'A' });
    expect((await downline.call('agentContracts', { type: 'daily' })).mine).toContainEqual(
      expect.objectContaining({ productType: 'LIVE', status: 'E' }),
    );
    expect(await upline.call('terminateAgentContract', { contractId: offer.id })).toMatchObject({ status: 'V' });
    await downline.call('processDailySalaryContract', { id: offer.id, status: 'C' });

    // A withdrawn offer cannot be accepted; a foreign agent neither offers nor withdraws.
    const again = await upline.call('offerAgentContract', {
      type: 'daily',
      username: 'agent03',
      productType: 'PVP',
      tiers,
    });
    expect(await upline.call('withdrawAgentContract', { contractId: again.id })).toMatchObject({ status: 'W' });
    const withdrawn = await rejection(
      downline.call('processDailySalaryContract', { id: again.id, status: 'A' }),
      ApiError,
    );
    expect(withdrawn).toMatchObject({ status: 409, errorCode: errorCodes.contractWithdrawn });
    const top = await clientOf('lotus', 'agent01');
    const foreign = await rejection(
      top.call('offerAgentContract', { type: 'daily', username: 'agent03', productType: 'LIVE', tiers }),
      ApiError,
    );
    expect(foreign).toMatchObject({ status: 404, errorCode: errorCodes.downlineNotFound });
    const notMine = await rejection(top.call('withdrawAgentContract', { contractId: again.id }), ApiError);
    expect(notMine).toMatchObject({ status: 404, errorCode: errorCodes.contractNotFound });

    // The seeded contracts in force answer by their own calls: an hourly and a real-time salary and a dividend.
    const hourly = (await upline.call('agentContracts', { type: 'hourly' })).mine[0];
    expect(hourly).toMatchObject({ status: 'E', productType: 'LIVE', hourSalaryRates: expect.any(Array) });
    const notOffered = await rejection(
      upline.call('processContractHourSalary', { contractId: hourly?.id ?? 0, status: 'A', productType: 'LIVE' }),
      ApiError,
    );
    expect(notOffered).toMatchObject({ status: 409, errorCode: errorCodes.contractStatusInvalid });
    const realtime = (await downline.call('agentContracts', { type: 'realtime' })).mine[0];
    const ended = await rejection(
      downline.call('processRealTimeSalaryContract', { contractId: realtime?.id ?? 0, status: 'C' }),
      ApiError,
    );
    expect(ended).toMatchObject({ status: 409, errorCode: errorCodes.contractStatusInvalid });
    const dividend = await rejection(
      upline.call('processContractDividend', { productType: 'RNG', computationPeriod: 'M', status: 'R' }),
      ApiError,
    );
    expect(dividend).toMatchObject({ status: 409, errorCode: errorCodes.contractStatusInvalid });

    // The settled periods the seed wrote: agent02's daily salary, newest first, 20 a page.
    const records = await upline.call('salarySettlements', { type: 'daily' });
    expect(records.list).toHaveLength(20);
    expect(records.totalCount).toBeGreaterThanOrEqual(59);
    expect(records.list[0]?.startTime).toBeGreaterThan(records.list[1]?.startTime ?? Infinity);
  });

  it("the reports: team betting's totals are its rows' and the overview's, a member's bets, user loss, income, details", async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
    const agent = await clientOf('siam', 'agent01');
    const cents = (amount: number) => Math.round(amount * 100);
    const betting = await agent.call('agentTeamBetting', { period: 'M', size: 50 });
    const overview = await agent.call('agentTeamOverview', { period: 'M' });
    expect([betting.startTime, betting.endTime]).toEqual([overview.startTime, overview.endTime]);
    expect(betting.summary.betCount).toBe(overview.figures.betCount);
    expect(betting.summary.betCount).toBe(betting.list.reduce((sum, row) => sum + row.betCount, 0));
    expect(cents(betting.summary.betAmount)).toBe(betting.list.reduce((sum, row) => sum + cents(row.betAmount), 0));
    const [top] = betting.list;
    if (!top) throw new Error('the seeded team bet this month');
    const bets = await agent.call('agentMemberBets', { period: 'M', username: top.username, size: 5 });
    expect(bets).toMatchObject({ username: top.username, totalCount: top.betCount });
    const loss = await agent.call('agentUserLoss', { period: 'M' });
    expect(cents(loss.summary.netResult)).toBe(loss.list.reduce((sum, row) => sum + cents(row.netResult), 0));
    const income = await agent.call('agentIncome', { period: 'M' });
    expect(income.kinds.map((row) => row.kind)).toEqual([
      'DAILY_SALARY',
      'HOURLY_SALARY',
      'REALTIME_SALARY',
      'DIVIDEND',
    ]);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const details = await agent.call('agentDownlineTransactions', {
      startDate: day(-30),
      endDate: day(0),
      username: top.username,
    });
    expect(details.list.every((row) => row.username === top.username)).toBe(true);
    const notices = await agent.call('agentNotices');
    expect(notices.list.length).toBeGreaterThan(0);

    const foreign = await rejection(
      (await clientOf('siam', 'agent03')).call('agentMemberBets', { period: 'M', username: 'player02' }),
      ApiError,
    );
    expect(foreign).toMatchObject({ status: 404, errorCode: errorCodes.downlineNotFound });
    const player = await clientOf('siam', 'player02');
    const notAgent = await rejection(player.call('agentUserLoss', { period: 'D' }), ApiError);
    expect(notAgent).toMatchObject({ status: 403, errorCode: errorCodes.agentOnly });
  });
});

describe('promotions and the reward centre', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const clientOf = async (brand: BrandName, username: string) => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token });
  };
  const keyed = (key: string) => ({ headers: { [idempotencyKeyHeader]: key } });

  it('apply with a comment, approved, claimed once; login reward, tickets, vouchers and the raffle', async () => {
    const client = await clientOf('sahara', 'player01');
    const guest = await h.client('sahara').call('merchantAvailablePromotions');
    expect(guest.content?.MANUAL?.count).toBe(1);
    const { list } = await client.call('promotionClaimList');
    const byType = (type: string) => {
      const found = list.find((row) => row.promotionType === type);
      if (!found) throw new Error(`no ${type} promotion`);
      return found;
    };
    const manual = byType('MANUAL');
    expect(manual.status).toBe('join');
    const tooLong = await rejection(
      client.call('applyPromotion', { promotionId: manual.promotionId, comment: 'x'.repeat(141) }),
      ApiError,
    );
    expect(tooLong).toMatchObject({ status: 400, errorCode: errorCodes.validationFailed });
    const applied = await client.call('applyPromotion', {
      promotionId: manual.promotionId,
      comment: 'Deposit ref 7781',
    });
    expect(applied.status).toBe('applying');
    await h.dev(`/__dev/merchants/${brands.sahara.merchantCode}/members/player01/promotions/${manual.promotionId}`, {
      json: { action: 'approve' },
    });
    expect((await client.call('availablePromotions')).content?.MANUAL?.count).toBe(1);
    expect((await client.call('claimablePromotions')).list.map((row) => row.promotionType).sort()).toEqual([
      'LOGIN',
      'MANUAL',
    ]);
    const paid = await client.call(
      'claimIssuedPromotion',
      { promotionId: manual.promotionId },
      keyed('contract-suite-promo-0001'),
    );
    expect(paid.amount).toBe(manual.amount);
    const again = await rejection(
      client.call('claimIssuedPromotion', { promotionId: manual.promotionId }, keyed('contract-suite-promo-0002')),
      ApiError,
    );
    expect(again).toMatchObject({ status: 400, errorCode: rewardErrorCodes.rewardAlreadyClaimed });
    const login = await client.call(
      'claimLoginPromotion',
      { promotionId: byType('LOGIN').promotionId },
      keyed('contract-suite-promo-0003'),
    );
    expect(login.amount).toBeGreaterThan(0);

    const register = (await client.call('registerPromotions')).list;
    expect(register.map((row) => row.promotionType)).toEqual(['REGISTER']);
    const other = await clientOf('sahara', 'player02');
    const joined = await other.call('signUpPromotionReward', { promotionId: byType('REGISTER').promotionId });
    expect(joined.status).toBe('process');

    const tickets = (await client.call('claimTicketList')).list;
    const available = tickets.find((row) => row.status === 'AVAILABLE');
    const claimed = await client.call(
      'claimTicket',
      { ticketId: available?.ticketId ?? '' },
      keyed('contract-suite-promo-0004'),
    );
    expect(claimed.amount).toBe(available?.amount);
    const vouchers = (await client.call('discountTicketList')).list;
    const voucher = vouchers.find((row) => row.status === 'AVAILABLE');
    expect((await client.call('cancelTicket', { ticketId: voucher?.ticketId ?? '' })).status).toBe('CANCELLED');

    const raffle = byType('RAFFLE');
    const ids = { rafflePromotionId: raffle.promotionId, raffleScheduleId: raffle.raffleScheduleId ?? '' };
    expect(await client.call('rafflePromotionStatus', ids)).toMatchObject({ isClaimed: 'N', hasStarted: 'Y' });
    const ticket = await client.call('claimRafflePromotion', {
      promotionId: raffle.promotionId,
      raffleScheduleId: raffle.raffleScheduleId ?? '',
    });
    expect(ticket?.ticket?.ticketId).toBeTruthy();
  });

  it('is refused to visitors', async () => {
    await rejection(h.client('lotus').call('promotionClaimList'), SessionExpiredError);
    expect((await raw(endpoints.availablePromotions.path)).status).toBe(401);
  });
});

describe('deposits, deposit limits, self-exclusion and the transfer to the upline', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  const clientOf = async (brand: BrandName, username = 'player01') => {
    const token = await sessionFor(h.server, brands[brand].merchantCode, username);
    return h.client(brand, { token: () => token });
  };
  const keyed = (key: string) => ({ headers: { [idempotencyKeyHeader]: key } });

  it('deposits online through the payment page, and by bank transfer with a receipt, approved by the merchant', async () => {
    const client = await clientOf('siam');
    expect(await client.call('depositSettings')).toMatchObject({ allowDeposit: 'Y', totalDepositSuccessCount: 1 });
    const methods = await client.call('depositBanksList');
    const [qr] = methods.PG?.channels ?? [];
    const [account] = methods.MT?.channels ?? [];
    expect(qr).toMatchObject({ bankCode: 'QRPAY', minAmount: 50, maxAmount: 20_000 });
    expect(account).toMatchObject({ bankBranch: 'Head office' });

    const body = { targetUsername: 'player01', amount: 300, bankCode: 'QRPAY', bankType: 'QR', vendorId: 901 };
    const online = await client.call('newDepositPG', body, keyed('contract-suite-deposit-0001'));
    expect(await client.call('newDepositPG', body, keyed('contract-suite-deposit-0001'))).toEqual(online);
    const over = await rejection(
      client.call('newDepositPG', { ...body, amount: 20_001 }, keyed('contract-suite-deposit-0002')),
      ApiError,
    );
    expect(over).toMatchObject({ status: 400, errorCode: errorCodes.depositAmountExceed });
    expect(over.message).toContain('deposit amount must not be exceed');
    const page = await h.browser.fetch(`http://${brands.siam.host}:${h.server.port}${online.redirectUrl}`);
    expect(await page.text()).toContain('<button type="submit">Pay</button>');
    const paid = await h.browser.fetch(`http://${brands.siam.host}:${h.server.port}${online.redirectUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay&idempotencyKey=contract-suite-pay-0001',
    });
    expect(await paid.text()).toContain('Payment received');

    const transfer = await client.call(
      'newDepositBankTransfer',
      { amount: 250, bankCode: account?.bankCode ?? '', remarks: 'contract suite' },
      keyed('contract-suite-deposit-0003'),
    );
    expect(transfer).toMatchObject({ status: 'PENDING', bankChName: account?.bankName, remarks: 'contract suite' });
    expect(await client.call('createDepositTask', { depositId: transfer.depositId })).toMatchObject({
      taskCreated: true,
    });
    const image = pngDataUrl();
    expect(await client.call('depositUploadImage', { depositId: transfer.depositId, image })).toMatchObject({
      receipt: true,
    });
    expect((await client.call('depositReceipt', { depositId: transfer.depositId })).image).toBe(image);
    await h.dev(`/__dev/merchants/siam99/deposits/${String(transfer.depositId)}`, { json: { action: 'approve' } });
    const list = (await client.call('depositRecords', { page: 1, size: 10 })).list;
    expect(list.slice(0, 2).map((row) => row.status)).toEqual(['SUCCESSFUL', 'SUCCESSFUL']);
  });

  it('keeps the deposit limits the player sets, and a self-excluded player cannot log in', async () => {
    const client = await clientOf('sahara', 'player03');
    const limits = await client.call('setDepositLimits', { daily: 100, weekly: null });
    expect(limits.daily).toMatchObject({ limit: 100, used: 0 });
    expect((await client.call('depositLimits')).daily.limit).toBe(100);
    const [channel] = (await client.call('depositBanksList')).PG?.channels ?? [];
    const refused = await rejection(
      client.call(
        'newDepositPG',
        { targetUsername: 'player03', amount: 101, bankCode: channel?.bankCode ?? '', bankType: 'QR', vendorId: 901 },
        keyed('contract-suite-deposit-0004'),
      ),
      ApiError,
    );
    expect(refused).toMatchObject({ errorCode: errorCodes.depositLimitExceeded, value: { data: { period: 'daily' } } });
    const { until } = await client.call('selfExclude', { period: '24H' });
    expect(until).toBeGreaterThan(Date.now());
    await rejection(client.call('depositLimits'), SessionExpiredError);
  });

  it('transfers to the upline with the payment password and an idempotency key', async () => {
    const client = await clientOf('lotus', 'player02');
    await client.call('setPaymentPassword', { paymentPassword: '246810', confirmPaymentPassword: '246810' });
    expect(await client.call('uplineInfo')).toEqual({ uplineName: 'Agent One' });
    const moved = await client.call(
      'transferToUpline',
      { amount: 1000, password: '246810' },
      keyed('contract-suite-upline-0001'),
    );
    expect(moved).toEqual({ successAmount: 1000, uplineName: 'Agent One' });
  });
});

describe('game vendors', () => {
  /** The lanes as a brand's header asks for them. */
  const lanesOf = async (brand: BrandName, language = 'EN') =>
    (
      await h.client(brand, { language }).call('gameVendors', {
        merchantCode: brands[brand].merchantCode,
        platform: 'html5-desktop',
        language,
      })
    ).data.lanes;
  const codes = (lanes: Awaited<ReturnType<typeof lanesOf>>, title: string) =>
    lanes.find((lane) => lane.title === title)?.cards.map((card) => card.vassalage) ?? [];

  it('lanes differ per brand, so each header offers its own categories', async () => {
    const { lotus, siam, sahara } = await perBrand((brand) => lanesOf(brand));
    expect(lotus.map((lane) => lane.title)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'LOTT']);
    expect(siam.map((lane) => lane.title)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'ELOTT', 'LOTT']);
    expect(sahara.map((lane) => lane.title)).toEqual(['RNG', 'LIVE', 'SPORTS', 'PVP', 'LOTT']);
    expect(codes(lotus, 'RNG').length).toBeGreaterThanOrEqual(40);
    // E-sports and cockfight vendors come inside SPORTS; the client makes their lanes. Sahara has no cockfight.
    expect(codes(lotus, 'SPORTS')).toEqual(expect.arrayContaining(['FB', 'IMES', 'TF', 'IA', 'SV3']));
    expect(codes(sahara, 'SPORTS')).not.toContain('SV3');
    expect(codes(siam, 'LOTT')).toEqual(['LOTT']);
    // The same lanes in another language: names are the vendors' brand names.
    expect(await lanesOf('siam', 'TH')).toEqual(siam);
  });

  it('cards come in sort order, the brand RNG-centre vendors first; direct-launch cards carry their game', async () => {
    const lotus = await lanesOf('lotus');
    expect(codes(lotus, 'RNG').slice(0, 7)).toEqual(['PG', 'JDB', 'CQ9', 'JL', 'FC', 'EG7', 'BGS']);
    expect(codes(await lanesOf('sahara'), 'RNG').slice(0, 4)).toEqual(['PG', 'CQ9', 'JDB', 'EG7']);
    const ezugi = lotus.find((lane) => lane.title === 'LIVE')?.cards.find((card) => card.vassalage === 'EZ');
    expect(ezugi).toMatchObject({ isGame: 'game', gameId: expect.stringMatching(/^EZ\d{4}$/), appNewWindow: 1 });
    expect(String(ezugi?.nodeId)).toMatch(/^\d{6}$/);
    const slots = lotus.find((lane) => lane.title === 'RNG')?.cards ?? [];
    expect(slots.every((card) => card.isGame === 'VASSALAGE' && card.maintenance === null)).toBe(true);
  });

  it('icons are SVG badges of the platform itself, long-cached', async () => {
    const lanes = await lanesOf('siam');
    const icons = new Set(lanes.flatMap((lane) => lane.cards.map((card) => card.smallIcon ?? '')));
    expect([...icons].every((icon) => icon.startsWith('/wps/media/vendor/'))).toBe(true);
    const icon = [...icons][0] ?? '';
    const response = await h.browser.fetch(`${h.origin('siam')}${icon}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toMatch(/^<svg [^>]*><title>PG Soft<\/title>/);
  });

  it('vendor codes per game type: the same line-up as the lanes', async () => {
    const lanes = await lanesOf('sahara');
    const answer = await h.client('sahara').call('vassGameType', { merchantCode: brands.sahara.merchantCode });
    const content = answer.content ?? {};
    expect(Object.keys(content)).toEqual(lanes.map((lane) => lane.title));
    expect(Object.keys(content.SPORTS as object)).toEqual(codes(lanes, 'SPORTS'));
  });

  it('a vendor under maintenance shows on that merchant card only; a reset opens it again', async () => {
    await h.dev(`/__dev/merchants/${brands.lotus.merchantCode}/vendors/JL`, {
      json: { gameType: 'RNG', maintenance: true, maintenanceEnd: '2030-01-01T08:00:00.000Z' },
    });
    const jili = async (brand: BrandName) =>
      (await lanesOf(brand)).find((lane) => lane.title === 'RNG')?.cards.find((card) => card.vassalage === 'JL');
    expect((await jili('lotus'))?.maintenance).toMatchObject({ endTime: Date.parse('2030-01-01T08:00:00Z') });
    expect((await jili('siam'))?.maintenance).toBeNull();
    await h.dev('/__dev/reset', { method: 'POST' });
    expect((await jili('lotus'))?.maintenance).toBeNull();
  });

  it('a merchant code other than the site one: ApiError 400 function.not.available', async () => {
    for (const merchantCode of ['siam99', 'nobody']) {
      const error = await rejection(h.client('lotus').call('gameVendors', { merchantCode }), ApiError);
      expect(error).toMatchObject({ status: 400, errorCode: errorCodes.functionNotAvailable });
    }
    const types = await rejection(h.client('siam').call('vassGameType', { merchantCode: 'lotus88' }), ApiError);
    expect(types.errorCode).toBe(errorCodes.functionNotAvailable);
  });
});

describe('lottery menus, poker rooms and hot matches', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  it('lottery menus: each prize mode its games, with the code the lottery launch takes and the next draw', async () => {
    const client = h.client('lotus');
    const before = Date.now();
    const lott = await client.call('lotteryGameMenus', { prizeMode: 'LOTT' });
    expect(lott.length).toBeGreaterThan(0);
    for (const game of lott) {
      expect(game).toMatchObject({ accountTypeName: 'LOTT', prizeMode: 'LOTT', gameGroupCode: expect.any(String) });
      expect(game.gameCode).toMatch(/^LOTT\d{4}$/);
      expect(Number(game.nextDrawTime)).toBeGreaterThan(before);
    }
    const sea = await client.call('lotteryGameMenus', { prizeMode: 'SEA' });
    expect(sea.length).toBeGreaterThan(0);
    expect(sea.every((game) => game.accountTypeName === 'TCG_SEA')).toBe(true);
    const elott = await client.call('lotteryGameMenus', { prizeMode: 'ELOTT' });
    expect(elott.map((game) => game.gameCode)).toEqual(expect.arrayContaining(lott.map((game) => game.gameCode)));
    // Sahara has no ELOTT lane, so no SEA lottery; an unknown prize mode is refused naming the field.
    expect(await h.client('sahara').call('lotteryGameMenus', { prizeMode: 'SEA' })).toEqual([]);
    const error = await rejection(client.call('lotteryGameMenus', { prizeMode: 'XYZ' }), ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: errorCodes.validationFailed, value: { field: 'prizeMode' } });
  });

  it('VN menus: the VN games by region, which only lotus offers', async () => {
    const regions = await h.client('lotus').call('vnLotteryMenus', { prizeMode: 'LOTT', device: 'WEB' });
    const keys = Object.keys(regions);
    expect(keys.length).toBeGreaterThan(0);
    expect(['NORTH', 'CENTRAL', 'SOUTH']).toEqual(expect.arrayContaining(keys));
    const games = Object.values(regions).flatMap((region) => region.gameMenus);
    expect(games.every((game) => /^TCG_LOTTO_VN\d{4}$/.test(game.gameCode))).toBe(true);
    expect(await h.client('siam').call('vnLotteryMenus', { prizeMode: 'LOTT', device: 'WEB' })).toEqual({});
  });

  it('recent lottery games: a session needed; the launched games of each menu, newest first', async () => {
    expect(await raw(`${endpoints.lotteryRecentMenus.path}?prizeMode=LOTT`)).toMatchObject({
      status: 401,
      envelope: { success: false, errorCode: errorCodes.customerNotLogin },
    });
    await rejection(h.client('lotus').call('vnLotteryRecent', { prizeMode: 'LOTT' }), SessionExpiredError);

    const token = await sessionFor(h.server, brands.lotus.merchantCode, 'player01');
    const client = h.client('lotus', { token: () => token });
    expect(await client.call('lotteryRecentMenus', { prizeMode: 'LOTT' })).toEqual([]);
    const [first, second] = await client.call('lotteryGameMenus', { prizeMode: 'LOTT' });
    const regions = await client.call('vnLotteryMenus', { prizeMode: 'LOTT', device: 'WEB' });
    const [vn] = Object.values(regions).flatMap((region) => region.gameMenus);
    if (!first || !second || !vn) throw new Error('the seed lacks lottery games');
    for (const game of [first, vn, second]) {
      const launched = await client.call('launchGame', {
        launchMode: 'LOTT',
        lottoPrizeMode: 'LOTT',
        lottoGameCode: game.gameCode,
        lottoView: 'betting',
        device: 'WEB',
      });
      expect(launched.gameUrl).toMatch(/^\/wps\/game\/demo\/\d{6}\?mode=real&ticket=[\w-]{43}$/);
      // Launch times are kept to the millisecond: one apart keeps the order certain.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const recent = await client.call('lotteryRecentMenus', { prizeMode: 'LOTT' });
    expect(recent.map((game) => game.gameCode)).toEqual([second.gameCode, first.gameCode]);
    const vnRecent = await client.call('vnLotteryRecent', { prizeMode: 'LOTT', device: 'WEB' });
    expect(vnRecent.map((game) => game.gameCode)).toEqual([vn.gameCode]);
  });

  it('poker rooms: rooms of the PVP table games, filtered by vendor; a room launches its game', async () => {
    const { list } = await h.client('lotus').call('pokerRooms', { language: 'EN' });
    expect(list.length).toBeGreaterThan(0);
    for (const room of list) {
      expect(String(room.roomId)).toMatch(/^[A-Z0-9_]+\d{4}-R[1-3]$/);
      expect(Number(room.players)).toBeLessThanOrEqual(Number(room.seats));
      expect(Number(room.minBet)).toBeGreaterThan(0);
    }
    const [vendor] = list.map((room) => room.vassalage);
    const filtered = await h.client('lotus').call('pokerRooms', { vassalage: vendor ?? '' });
    expect(filtered.list).toEqual(list.filter((room) => room.vassalage === vendor));
    expect((await h.client('siam').call('pokerRooms', {})).list).toEqual([]);

    const [room] = list;
    const token = await sessionFor(h.server, brands.lotus.merchantCode, 'player01');
    const launched = await h.client('lotus', { token: () => token }).call('launchGame', {
      launchMode: 'GLS',
      gameId: room?.roomId ?? '',
      vassalage: room?.vassalage ?? '',
      accountType: 1,
      platform: 'html5-desktop',
    });
    expect(launched.content?.game_url).toMatch(
      new RegExp(`^/wps/game/demo/${String(room?.nodeId)}\\?mode=real&ticket=`),
    );
  });

  it('hot matches: six to eight upcoming ones at a sportsbook of the site, with crests the platform draws', async () => {
    const { lotus, siam, sahara } = await perBrand((brand) =>
      h.client(brand).call('sportsHotMatches', { language: 'EN' }),
    );
    const now = Date.now();
    for (const list of [lotus, siam, sahara]) {
      expect(list.length).toBeGreaterThanOrEqual(6);
      expect(list.length).toBeLessThanOrEqual(8);
      const times = list.map((match) => Number(match.matchTime));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThan(now - 60_000);
      for (const match of list) {
        expect(match.vassalage).toMatch(/^[A-Z0-9]+$/);
        expect(['IMES', 'TF', 'IA', 'SV3']).not.toContain(match.vassalage);
        expect(match.nodeId).toBeDefined();
      }
    }
    const crest = lotus[0]?.homeTeamImageUrl ?? '';
    expect(crest).toMatch(/^\/wps\/media\/team\/[a-z0-9-]+\.svg\?v=[0-9a-f]{12}$/);
    const response = await h.browser.fetch(`${h.origin('lotus')}${crest}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain(`<title>${lotus[0]?.homeTeam ?? ''}</title>`);
  });
});

describe('winner board', () => {
  beforeEach(async () => {
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  /** The board as the desktop site asks for it: ALL, its language, 20 or 100, the member's id in `CustomerId`. */
  const boardOf = async (brand: BrandName, limitNum = 20, options: { language?: string; customerId?: string } = {}) => {
    const { language = 'EN', customerId } = options;
    const { list } = await h
      .client(brand, { language })
      .call(
        'winnerBoard',
        { gameCategory: 'ALL', language, limitNum },
        customerId ? { headers: { CustomerId: customerId } } : {},
      );
    return list.map((entry) => entry.vo);
  };

  it("each site's 20 biggest wins of the week, largest first, masked names, amounts with two decimals", async () => {
    const { lotus, siam, sahara } = await perBrand((brand) => boardOf(brand));
    for (const list of [lotus, siam, sahara]) {
      expect(list).toHaveLength(20);
      const amounts = list.map((entry) => Number(entry.winAmount));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      for (const entry of list) {
        expect(entry.customerName).toMatch(/^[^*]{1,2}\*\*\*[^*]{0,2}$/);
        expect(Math.round(Number(entry.winAmount) * 100) / 100).toBe(Number(entry.winAmount));
        expect(entry.iconUrl).toMatch(/^\/wps\/media\/game\/[A-Z0-9_]+\/[A-Z0-9_]+\.svg\?v=[0-9a-f]{12}$/);
      }
    }
    // Each site its own wins, in its own currency: VND (lotus) plays with a thousand times more.
    const siamIds = new Set(siam.map((entry) => entry.recordId));
    expect(lotus.filter((entry) => siamIds.has(entry.recordId))).toEqual([]);
    expect(Number(lotus[19]?.winAmount)).toBeGreaterThan(Number(siam[19]?.winAmount) * 100);
    // The same board whoever asks, in whichever language (CN sends zh_CN), and 100 asked gives the rest of the week.
    expect(await boardOf('lotus', 20, { language: 'CN', customerId: '42' })).toEqual(lotus);
    const week = await boardOf('lotus', 100);
    expect(week.length).toBeGreaterThan(20);
    expect(week.slice(0, 20)).toEqual(lotus);
  });

  it('a win launches its game: lottery wins are games of the lottery menus, others launch by node id', async () => {
    const week = await boardOf('lotus', 100);
    const client = h.client('lotus');
    const vn = week.find((entry) => entry.vendor === 'TCG_LOTTO_VN');
    const lott = week.find((entry) => entry.vendor === 'LOTT');
    const regions = await client.call('vnLotteryMenus', { prizeMode: 'LOTT', device: 'WEB' });
    const vnCodes = Object.values(regions).flatMap((region) => region.gameMenus.map((game) => game.gameCode));
    expect(vnCodes).toContain(vn?.gameId);
    const lottCodes = (await client.call('lotteryGameMenus', { prizeMode: 'LOTT' })).map((game) => game.gameCode);
    expect(lottCodes).toContain(lott?.gameId);

    const slot = week.find((entry) => !['TCG_LOTTO_VN', 'LOTT', 'TCG_SEA', 'GPI'].includes(entry.vendor ?? ''));
    const token = await sessionFor(h.server, brands.lotus.merchantCode, 'player01');
    const launched = await h
      .client('lotus', { token: () => token })
      .call('launchGame', { launchMode: 'GLS', nodeId: slot?.nodeId ?? '', accountType: 1 });
    expect(launched.content?.game_url).toMatch(new RegExp(`^/wps/game/demo/${String(slot?.nodeId)}\\?mode=real&`));
  });

  it("a demo round that wins joins its site's board under the player's masked name", async () => {
    const token = await sessionFor(h.server, brands.siam.merchantCode, 'player01');
    const client = h.client('siam', { token: () => token });
    const [game] = (await client.call('gameList', { gameType: 'RNG', pageNo: 1, pageSize: 1 })).games;
    if (!game) throw new Error('no game');
    const url = (await client.call('launchGame', { launchMode: 'GLS', nodeId: game.nodeId, accountType: 1 })).content
      ?.game_url;
    const origin = h.origin('siam');
    const ticket = new URL(url ?? '', origin).searchParams.get('ticket') ?? '';
    // The draw is the platform's own (58.9% of rounds lose): play until a round wins.
    let won = 0;
    for (let round = 0; round < 40 && won === 0; round += 1) {
      const before = (await client.call('balance', {})).sumBalance;
      const played = await h.browser.fetch(`${origin}/wps/game/demo/${String(game.nodeId)}/round`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ mode: 'real', ticket, stake: '10.00' }).toString(),
        redirect: 'manual',
      });
      expect(played.status).toBe(303);
      won = Math.round(((await client.call('balance', {})).sumBalance - before + 10) * 100) / 100;
    }
    expect(won).toBeGreaterThan(0);
    const mine = (await boardOf('siam', 100)).filter((entry) => entry.customerName === 'pl***01');
    expect(mine).toEqual([
      expect.objectContaining({ winAmount: won, nodeId: game.nodeId, gameId: game.gameId, vendor: game.vassalage }),
    ]);
    expect((await boardOf('lotus', 100)).some((entry) => entry.customerName === 'pl***01')).toBe(false);
  });

  it('a limitNum that is not a whole number: ApiError 400 naming the field', async () => {
    const error = await rejection(h.client('lotus').call('winnerBoard', { limitNum: 2.5 }), ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: errorCodes.validationFailed, value: { field: 'limitNum' } });
    expect(error.message).toBe('limitNum must be a whole number from 1 to 100.');
  });
});

describe('announcements and banners', () => {
  beforeAll(async () => {
    // The game banner's launch needs the funded wallets of the seed.
    await h.dev('/__dev/reset', { method: 'POST' });
  });

  /** Every list as a site's home page asks for it, in the site's language. */
  const announcementsOf = (brand: BrandName, language = 'EN') =>
    h.client(brand, { language }).call('announcements', { types: 'B,PL,PU,PR,H', platform: 'W' });
  // The web's banner slots (contract §4.3).
  const slots = ['w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_elott', 'w_lott'];
  const slotNames = [...slots, 'w_promotion', 'w_leftmenu', 'w_login', 'w_register', 'w_forget', 'w_hot'];

  it('banners come in every brand with a slot name and an image, three on the home page', async () => {
    const answers = await perBrand((brand) => announcementsOf(brand));
    for (const [brand, answer] of Object.entries(answers)) {
      expect(Object.keys(answer).sort()).toEqual(['banners', 'hot', 'player', 'popup', 'promotion']);
      const banners = answer.banners ?? [];
      expect(banners.length, brand).toBeGreaterThan(10);
      for (const banner of banners) {
        expect(slotNames).toContain(banner.groupName);
        expect(banner.title).toBeTruthy();
        expect(banner.announcementImages?.[0]?.url).toMatch(/^\/wps\/media\/banner\/[a-z0-9-]+\.svg\?v=[0-9a-f]{12}$/);
      }
      expect(banners.filter((banner) => banner.groupName === 'w_home')).toHaveLength(3);
      expect(banners.filter((banner) => banner.groupName === 'w_promotion')).toHaveLength(2);
      // A promotion banner leads to a promotion of the same answer.
      const ids = (answer.promotion ?? []).map((promotion) => String(promotion.id));
      const linked = banners.filter((banner) => banner.linkageType === 'P');
      expect(linked.length).toBeGreaterThan(0);
      for (const banner of linked) expect(ids).toContain(banner.linkage);
    }
    // Slots follow the lanes: no PVP slot at siam, no fish or ELOTT slot at sahara; fish has a single banner.
    const groups = (brand: BrandName) => new Set(answers[brand].banners?.map((banner) => banner.groupName));
    expect(groups('lotus')).toEqual(new Set([...slots, 'w_promotion', 'w_hot']));
    expect(groups('siam').has('w_pvp')).toBe(false);
    expect([groups('sahara').has('w_fish'), groups('sahara').has('w_elott')]).toEqual([false, false]);
    expect(answers.lotus.banners?.filter((banner) => banner.groupName === 'w_fish')).toHaveLength(1);
  });

  it('banners in the site language carry art of those words, served by the platform and long-cached', async () => {
    const thai = (await announcementsOf('siam', 'TH')).banners ?? [];
    const [first] = thai;
    expect(first?.title).toBe('โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก');
    const response = await h.browser.fetch(`${h.origin('siam')}${first?.announcementImages?.[0]?.url ?? ''}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(svg).toContain(`<title>${first?.title ?? ''}</title>`);
    expect(svg).toContain('lang="th"');
    // A language the site does not offer reads English.
    expect((await announcementsOf('siam', 'VI')).banners).toEqual((await announcementsOf('siam')).banners);
  });

  it('promotions name categories of the site, which the categories call names in the site language', async () => {
    const { categories } = await h.client('siam', { language: 'TH' }).call('promotionCategories');
    expect(categories.map((category) => category.code)).toHaveLength(13);
    expect(categories.find((category) => category.code === 'rng_promo')?.name).toBe('สล็อต');
    const ids = new Set(categories.map((category) => String(category.id)));
    const promotions = (await announcementsOf('siam', 'TH')).promotion ?? [];
    expect(promotions).toHaveLength(6);
    for (const promotion of promotions) {
      expect(promotion.promoAnnouncementCategoryIds?.length).toBeGreaterThan(0);
      for (const id of promotion.promoAnnouncementCategoryIds ?? []) expect(ids).toContain(String(id));
      expect(Number(promotion.endDate)).toBeGreaterThan(Number(promotion.startDate));
    }
    // Another site's categories are its own, in English where the site's language has no name.
    const sahara = await h.client('sahara', { language: 'FA' }).call('promotionCategories');
    expect(sahara.categories[0]?.name).toBe('Slots');
    expect(sahara.categories.some((category) => ids.has(String(category.id)))).toBe(false);
  });

  it('a game banner starts its game through the client', async () => {
    const banners = (await announcementsOf('sahara')).banners ?? [];
    const game = banners.find((banner) => banner.groupName === 'w_home' && banner.linkageType === 'G');
    const token = await sessionFor(h.server, brands.sahara.merchantCode, 'player01');
    const launched = await h.client('sahara', { token: () => token }).call('launchGame', {
      launchMode: 'GLS',
      gameId: String(game?.roomId ?? ''),
      vassalage: game?.vendor ?? '',
      platform: 'html5-desktop',
    });
    expect(launched.content?.game_url).toMatch(new RegExp(`^/wps/game/demo/${String(game?.nodeId)}\\?mode=real`));
  });
});

describe('wrong input and unknown calls', () => {
  it('a query value of the wrong type: ApiError 400 naming the field', async () => {
    const error = await rejection(h.client('lotus').call('rsaKey', { _: 'yesterday' }), ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: errorCodes.validationFailed, value: { field: '_' } });
    expect(error.message).toMatch(/^Field "_" is invalid/);
  });

  it('a missing query or body field: ApiError 400 naming the field', async () => {
    const client = h.client('lotus');
    const query = await rejection(client.call('helpCenter', {} as never), ApiError);
    expect(query.message).toBe('Field "lang" is missing from the request query.');
    const body = await rejection(client.call('feedback', { type: 1 } as never), ApiError);
    expect(body).toMatchObject({ status: 400, errorCode: errorCodes.validationFailed, value: { field: 'content' } });
    expect(body.message).toBe('Field "content" is missing from the request body.');
  });

  it('a body that is not JSON: the envelope with 400', async () => {
    const answer = await raw('/wps/feedback', {
      method: 'PUT',
      body: '{"content":',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.envelope).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('an unknown path: the 404 envelope', async () => {
    const answer = await raw('/wps/system/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.envelope).toEqual({
      success: false,
      value: null,
      errorCode: errorCodes.notFound,
      message: 'No such call: GET /wps/system/nothing-here.',
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('a wrong verb on a known path: the 405 envelope with Allow', async () => {
    const answer = await raw('/wps/system/status', { method: 'DELETE' });
    expect(answer.status).toBe(405);
    expect(answer.envelope).toMatchObject({
      success: false,
      errorCode: errorCodes.httpMethodNotSupport,
      message: '#459 http_method_not_support',
    });
    expect(answer.headers.get('allow')?.split(/,\s*/)).toContain('GET');
  });

  it('a Merchant header naming another merchant, or a host naming none, is refused', async () => {
    const error = await rejection(h.client('lotus', { merchantCode: 'siam99' }).call('systemStatus'), ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: errorCodes.functionNotAvailable });
    const answer = await raw('/wps/system/status', { host: 'nobody.localhost' });
    expect(answer.status).toBe(404);
    expect(answer.envelope.message).toMatch(/^No merchant is served at nobody\.localhost/);
  });

  it('the client refuses an answer that breaks the contract, so this suite would catch a drifting platform', async () => {
    const browser = createBrowser();
    try {
      const tampering: typeof fetch = async (input, init) => {
        const response = await browser.fetch(input, init);
        const body = (await response.json()) as { value: { info: unknown } };
        body.value.info = 'not an object';
        return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
      };
      const client = h.client('lotus', { browser: { ...browser, fetch: tampering } });
      const error = await rejection(client.call('systemStatus'), SchemaMismatchError);
      expect(error.reason).toBe('value');
      expect(error.issues.map((issue) => issue.path)).toContain('value.info');
    } finally {
      browser.close();
    }
  });
});

describe('the run as a whole', () => {
  it('ran on the database the environment names', () => {
    expect(h.server.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'memory');
  });

  it('called every served endpoint through the client', () => {
    expect(servedEndpoints.filter((id) => !h.called.has(id))).toEqual([]);
  });

  it('left no contract mismatch or failure in the platform log (its own answer check runs in dev mode)', () => {
    expect(h.log.lines.filter((line) => /^(warn|error) /.test(line))).toEqual([]);
  });
});
