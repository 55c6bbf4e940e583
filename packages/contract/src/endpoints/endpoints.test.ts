import { safeParse } from 'valibot';
import { envelopeSchema, sessionErrorCodes } from '../endpoint';
import type { EndpointId } from '../types';
import { acknowledgement, opaque } from './primitives';
import { endpoints } from './index';

/** A member as member info and the login answer carry one. */
const member = { id: 1001, account: 'demo01', userName: 'demo01', type: 0 };

const entries = Object.entries(endpoints) as [EndpointId, (typeof endpoints)[EndpointId]][];
const ids = entries.map(([id]) => id);

/**
 * The encrypted calls of contract §1.2, with the newer MCSFE_ relay names for the points calls, and the one designed
 * call that carries another member's login password as a registration does (`registerDownline`, CHOICES.md).
 */
const encryptedPaths = [
  '/wps/relay/MCSFE_registerDownline',
  '/wps/session/login',
  '/wps/session/login/verification',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password',
  '/wps/member/password/verification',
  '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
  '/wps/relay/passwordCheck/MCSFE_convertPoint',
];

/** Calls whose success value is not read (writes) or not known (CHOICES.md): their schema accepts any value. */
const unvalidatedValues: EndpointId[] = [
  'logout',
  'affiliateCheck',
  'changePassword',
  'resetPasswordByEmail',
  'resetPasswordBySms',
  'updateLanguage',
  'setPaymentPassword',
  'resetPaymentPassword',
  'updateMemberIcon',
  'deleteBankCard',
  'deleteMail',
  'processContractDividend',
  'processDailySalaryContract',
  'processContractHourSalary',
  'processRealTimeSalaryContract',
  'feedback',
  'addFavourite',
  'removeFavourite',
  'liveModels',
  'popularLottery',
  'vnOpenedNumeros',
  'openedNumeros',
];

describe('every endpoint', () => {
  it.each(entries)('%s has a verb, a platform path, a value schema and flags', (_id, endpoint) => {
    expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(endpoint.method);
    expect(endpoint.path).toMatch(/^\/(wps|lgw|lotto\/lgw)\/[A-Za-z0-9_/]+$/);
    expect(endpoint.value).toHaveProperty('kind', 'schema');
    expect(typeof endpoint.encrypted).toBe('boolean');
    expect(['none', 'optional', 'required']).toContain(endpoint.auth);
  });

  it.each(entries)('%s sends either a query (GET, DELETE) or a body, never both', (_id, endpoint) => {
    const query = 'query' in endpoint;
    const body = 'body' in endpoint;
    expect(query && body).toBe(false);
    if (query) expect(['GET', 'DELETE']).toContain(endpoint.method);
    if (body) expect(['POST', 'PUT', 'DELETE']).toContain(endpoint.method);
    if ('bodyEncoding' in endpoint) expect(body).toBe(true);
  });

  it('has one definition per verb and path', () => {
    const keys = entries.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names relay calls by their path\u2019s last segment, and only relay calls', () => {
    for (const [id, endpoint] of entries) {
      const isRelay = endpoint.path.startsWith('/wps/relay/');
      expect({ id, relay: 'relay' in endpoint ? endpoint.relay : undefined }).toEqual({
        id,
        relay: isRelay ? endpoint.path.split('/').at(-1) : undefined,
      });
    }
  });

  it('encrypts exactly the calls the contract lists', () => {
    const encrypted = entries.filter(([, endpoint]) => endpoint.encrypted).map(([, endpoint]) => endpoint.path);
    expect(encrypted.sort()).toEqual([...encryptedPaths].sort());
    for (const [, endpoint] of entries.filter(([, e]) => e.encrypted)) {
      expect(endpoint.method === 'POST' || endpoint.method === 'PUT').toBe(true);
      expect('body' in endpoint).toBe(true);
    }
  });

  it('reads only the RSA key as plain text', () => {
    const text = entries.filter(([, endpoint]) => 'response' in endpoint && endpoint.response === 'text');
    expect(text.map(([id]) => id)).toEqual(['rsaKey']);
  });

  it('covers the calls of both spec call tables and the features that need them', () => {
    const required: EndpointId[] = [
      'login',
      'logout',
      'freePlayLogin',
      'captcha',
      'memberInfo',
      'register',
      'registerMobile',
      'smsRegister',
      'smsNoLogin',
      'changePassword',
      'resetPasswordByEmail',
      'resetPasswordBySms',
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
      'personalProfitLoss',
      'bonusDetails',
      'verificationOtp',
      'bindMobile',
      'bindEmail',
      'affiliateCheck',
      'registerSettings',
      'whitelabel',
      'systemStatus',
      'domainRoute',
      'announcements',
      'updateLanguage',
      'countryList',
      'rsaKey',
      'helpCenter',
      'feedback',
      'lotteryGameMenus',
      'gameList',
      'hotGames',
      'vassGameType',
      'gameVendors',
      'favouriteIds',
      'favouriteList',
      'addFavourite',
      'removeFavourite',
      'recentGames',
      'fbSportsLaunch',
      'pokerRooms',
      'launchGame',
      'trialLaunch',
      'vnLotteryMenus',
      'vnLotteryRecent',
      'missionSummary',
      'missionLeaderboard',
      'signUpPromotionReward',
      'popularLottery',
      'vnOpenedNumeros',
      'openedNumeros',
      'consolidatedFunds',
      'processContractDividend',
      'processDailySalaryContract',
      'processContractHourSalary',
      'processRealTimeSalaryContract',
      'merchantWallet',
      'winnerBoard',
      'walletTransfer',
      'walletReturn',
      'allWalletBalances',
      'balance',
      'claimRafflePromotion',
      'unreadCount',
      'inbox',
      'inboxMail',
      'markMailAsRead',
      'deleteMail',
      'sendMail',
      'replyMail',
      'pointBalance',
      'pointRewards',
      'redeemPointReward',
      'redeemPointList',
      'pointConfig',
      'memberTransactions',
      'convertPoints',
      'liveModels',
      'launchChat',
      'sportsHotMatches',
      'availablePromotions',
      'promotionCategories',
    ];
    expect(ids).toEqual(expect.arrayContaining(required));
  });
});

// Every endpoint accepting a sample of its value is proved with the samples, in @lobby/contract-fixtures.
describe('value schemas', () => {
  it('accepts any value only for writes and calls whose answer no source shows', () => {
    const open = entries
      .filter(([, endpoint]) => endpoint.value === opaque || endpoint.value === acknowledgement)
      .map(([id]) => id);
    expect(open.sort()).toEqual([...unvalidatedValues].sort());
  });

  it.each(entries.filter(([id]) => !unvalidatedValues.includes(id)))(
    '%s refuses an HTML page and a bare boolean',
    (_id, endpoint) => {
      expect(safeParse(endpoint.value, '<!doctype html><title>502</title>').success).toBe(false);
      expect(safeParse(endpoint.value, true).success).toBe(false);
    },
  );

  const invalid: [EndpointId, unknown][] = [
    ['rsaKey', 'not-hex-at-all'],
    ['captcha', ''],
    ['login', { token: '' }],
    ['login', { ...member, token: 42 }],
    ['memberInfo', { id: 1001 }],
    ['memberInfo', { ...member, type: 'agent' }],
    ['memberIcon', '../../etc/passwd'],
    ['systemStatus', { maintenance: false }],
    ['systemStatus', { info: { register: { username: { minLength: 'six' } } } }],
    ['systemStatus', { info: { whitelabel: { modId: 'X', enabled: 1 } } }],
    ['systemStatus', { info: {}, location: { ip: 7 } }],
    ['whitelabel', { modId: 'ROOT', enabled: '1', childrenNodes: [{ modId: 'A' }] }],
    ['registerSettings', { username: { minLength: 'six' } }],
    ['gameList', { games: 'none', totalPages: 1 }],
    ['gameList', { games: [{ gameName: 'no node id' }], totalPages: 1 }],
    ['hotGames', { list: null }],
    ['gameVendors', { data: { lanes: [{ title: 'RNG', cards: [{ displayName: 'no vendor code' }] }] } }],
    ['favouriteIds', [{}]],
    ['launchGame', { content: {} }],
    ['winnerBoard', { list: [{ vo: { winAmount: 'lots' } }] }],
    ['smsNoLogin', { expiredMinutes: 'soon' }],
    ['bindMobile', { mobile: 912000002 }],
    ['bindEmail', {}],
    ['balance', { balance: [] }],
    ['helpCenter', [{ content: 'no title' }]],
    ['countryList', { countries: [{ countryCode: 'IN' }] }],
    ['announcements', { banners: [{ title: 'no id' }] }],
    ['domainRoute', { domainList: [{}] }],
    ['unreadCount', '1e999'],
    ['merchantWallet', {}],
    ['personalRngHistory', { list: [], totalCount: 0, totalPages: 0 }],
    ['personalLiveHistory', { list: [{ betId: 'r1', betAmount: '10' }], totalCount: 1, totalPages: 1, summary: {} }],
    [
      'personalRngHistory',
      {
        list: [],
        totalCount: -1,
        totalPages: 0,
        summary: { betAmount: 0, validBetAmount: 0, winLoss: 0 },
      },
    ],
    ['transactionHistory', { list: [{ id: 1, txTime: 'yesterday', type: 'GAME', amount: 1, status: 'SUCCESS' }] }],
    ['transactionHistory', { list: [{ id: 1, txTime: 0, type: 'GAME', status: 'SUCCESS' }], totalCount: 1 }],
    ['personalProfitLoss', { period: 'TODAY', startTime: 0, endTime: 1, products: [], summary: {} }],
    [
      'personalProfitLoss',
      {
        period: 'TODAY',
        startTime: 0,
        endTime: 1,
        products: [{ productType: 'RNG', betCount: 1, betAmount: -10, validBetAmount: 10, payout: 0, winLoss: -10 }],
        summary: { betCount: 1, betAmount: 10, validBetAmount: 10, payout: 0, winLoss: -10, netProfit: -10 },
      },
    ],
    ['bonusDetails', { list: [{ id: 1, promotionName: 'Reload', amount: 10, status: 'ACTIVE' }], totalCount: 1 }],
    [
      'bonusDetails',
      {
        list: [
          {
            id: 1,
            promotionName: 'Reload',
            amount: 10,
            turnoverRequired: 100,
            turnoverAchieved: 'half',
            status: 'ACTIVE',
            grantTime: 0,
          },
        ],
        totalCount: 1,
        totalPages: 1,
      },
    ],
    ['playerRankProgress', { playerRankProgress: { labelId: 3 } }],
    ['playerRankProgress', { currentProgress: { completedConditions: 'one' }, playerRankProgress: {} }],
    [
      'playerRankProgress',
      {
        currentProgress: { completedConditions: 0, totalExpectedConditions: 1 },
        playerRankProgress: { labelId: 3 },
        monthlyTurnover: { actual: -5, expected: 100 },
      },
    ],
    ['inbox', { list: [{ id: 1, title: 'Welcome', from: 'ADMIN', sendTime: 1, read: false }], totalCount: 1 }],
    ['inbox', { list: [{ id: 1, title: 'Welcome', from: 'MERCHANT', sendTime: 1, read: 'no' }], totalCount: 1 }],
    ['inboxMail', { id: 1, title: 'Welcome', from: 'MERCHANT', sendTime: 1, read: true, content: '<p>Hi</p>' }],
    ['replyMail', { id: 5, from: 'MEMBER', sendTime: 1 }],
    ['markMailAsRead', {}],
  ];
  it.each(invalid)('%s refuses %j', (id, value) => {
    expect(safeParse(endpoints[id].value, value).success).toBe(false);
  });

  it('reads an anonymous memberInfo answer as nobody logged in', () => {
    for (const empty of [undefined, null, '', {}]) {
      expect(safeParse(endpoints.memberInfo.value, empty)).toMatchObject({ success: true, output: null });
    }
    expect(safeParse(endpoints.memberInfo.value, { ...member, type: '0' })).toMatchObject({
      success: true,
      output: { id: 1001, account: 'demo01', type: 0 },
    });
  });

  it('normalises ids and numbers the way the original compared them', () => {
    expect(safeParse(endpoints.favouriteIds.value, [173957, '174856']).output).toEqual(['173957', '174856']);
    expect(safeParse(endpoints.pointBalance.value, ' 120.5 ').output).toBe(120.5);
    expect(safeParse(endpoints.memberIcon.value, 3).output).toBe('3');
  });

  it('lets unknown extra fields through where the platform adds them', () => {
    const result = safeParse(endpoints.systemStatus.value, {
      maintenance: false,
      newFlag: 1,
      info: { mainDomain: 'lobby.example', extra: { a: 1 } },
    });
    expect(result.output).toMatchObject({ newFlag: 1, info: { extra: { a: 1 } } });
  });
});

describe('request schemas', () => {
  it('reads query strings as the platform receives them (numbers as text)', () => {
    const result = safeParse(endpoints.gameList.query, { pageNo: '2', pageSize: '24', clientType: '3' });
    expect(result.output).toEqual({ pageNo: 2, pageSize: 24, clientType: 3 });
  });

  it('requires a launch mode on game launches (the platform answers #727 without one)', () => {
    expect(safeParse(endpoints.launchGame.query, { gameId: 'JL0078' }).success).toBe(false);
    expect(
      safeParse(endpoints.launchGame.query, { launchMode: 'GLS', gameId: 'JL0078', nodeId: '173957' }).success,
    ).toBe(true);
    expect(safeParse(endpoints.launchGame.query, { launchMode: 'LOTT', lottoView: 'lobby' }).success).toBe(true);
  });

  it('takes the SMS login shape of the login body', () => {
    const body = { username: '0133671234', password: '123456', type: 'sms' };
    expect(safeParse(endpoints.login.body, body).success).toBe(true);
    expect(safeParse(endpoints.login.body, { ...body, type: 'facebook' }).success).toBe(false);
  });
});

describe('envelope', () => {
  it('accepts success and error envelopes, with nulls as Java sends them', () => {
    expect(safeParse(envelopeSchema, { success: true, value: { a: 1 } }).success).toBe(true);
    expect(safeParse(envelopeSchema, { success: false, errorCode: null, message: null, value: null }).success).toBe(
      true,
    );
    expect(
      safeParse(envelopeSchema, { success: false, errorCode: 'login.not.session', message: 'Logged in elsewhere' })
        .success,
    ).toBe(true);
  });

  it('refuses anything without a boolean success', () => {
    for (const bad of [{}, { value: 1 }, { success: 'true' }, [], 'ok', null]) {
      expect(safeParse(envelopeSchema, bad).success).toBe(false);
    }
  });

  it('lists the four session codes of the original client', () => {
    expect([...sessionErrorCodes].sort()).toEqual(
      ['CUSTOMER_NOT_LOGIN', 'login.not.session', 'token_ip_different', 'user.or.token.invalid'].sort(),
    );
  });
});

describe('points mall', () => {
  it('reads a catalogue whose numbers come as strings and whose pictures come in any of their shapes', () => {
    const answer = safeParse(endpoints.pointRewards.value, {
      list: [
        { id: '6', name: 'Jersey', price: '2500', inventory: '0', merchandiseImages: 'a.svg,b.svg', extra: 1 },
        { id: 7, name: 'Spins', price: 100, inventory: 3, merchandiseImages: [{ url: 'c.svg' }] },
      ],
    });
    expect(answer.success).toBe(true);
    expect(answer.output).toMatchObject({ list: [{ price: 2500, inventory: 0 }, { price: 100 }] });
  });

  it('refuses a reward with negative inventory or a fractional price, and a redemption without a status', () => {
    const reward = { id: 1, name: 'Spins', price: 100, inventory: 3 };
    expect(safeParse(endpoints.pointRewards.value, { list: [{ ...reward, inventory: -1 }] }).success).toBe(false);
    expect(safeParse(endpoints.pointRewards.value, { list: [{ ...reward, price: 1.5 }] }).success).toBe(false);
    const row = { id: 1, quantity: 1, pointAmount: 100, createdTime: 1 };
    expect(safeParse(endpoints.redeemPointList.value, { list: [row] }).success).toBe(false);
    expect(safeParse(endpoints.redeemPointList.value, { list: [{ ...row, status: 'APPROVED' }] }).success).toBe(true);
  });

  it('lets a visitor read the catalogue but not redeem', () => {
    expect(endpoints.pointRewards.auth).toBe('optional');
    expect(endpoints.redeemPointReward.auth).toBe('required');
    expect(endpoints.convertPoints.auth).toBe('required');
  });
});
