import type { FakeAnswer, FakePlatform } from '@lobby/api-client/testing';

/** What the security config answers, with a mobile number bound (masked) and no e-mail. */
export const securityWith = (
  changes: { paymentPasswordSet?: boolean; email?: string | null; mobile?: string | null } = {},
): FakeAnswer => ({
  value: { mobile: '91200****2', email: null, payeeName: 'K****k Two', paymentPasswordSet: false, ...changes },
});

/** The way from Gold to Platinum, as the platform answers it: 3,000.00 of the 10,000.00 this month. */
export const rankProgressWith = (
  changes: { playerRankName?: string; nextRankName?: string | null; actual?: number; expected?: number } = {},
): FakeAnswer => {
  const { actual = 3000, expected = 10_000, ...names } = changes;
  return {
    value: {
      currentProgress: { completedConditions: actual >= expected ? 1 : 0, totalExpectedConditions: 1 },
      playerRankProgress: { labelId: 3 },
      playerRankName: 'Gold',
      nextRankName: 'Platinum',
      ...names,
      monthlyTurnover: { actual, expected },
      totalTurnover: 7500,
    },
  };
};

/** A member without a payment password, as the platform answers the My account page. */
export const securityAnswers: FakePlatform = {
  'GET /wps/member/info': {
    value: {
      id: 7,
      account: 'player02',
      nickname: 'Kittisak Two',
      type: 0,
      regDate: Date.UTC(2026, 0, 15),
      clubLabel: { labelName: 'Gold', rankLevel: 3 },
    },
  },
  'GET /wps/v2/member/securityConfig': securityWith(),
  'GET /wps/relay/MCSFE_getPlayerRankProgress': rankProgressWith(),
  'GET /wps/system/country': {
    value: {
      currency: 'VND',
      countryCode: 'VN',
      countryDialingCode: '84',
      countries: [
        { countryCode: 'TH', countryDialingCode: '66' },
        { countryCode: 'VN', countryDialingCode: '84' },
        { countryCode: 'AE', countryDialingCode: '971' },
      ],
    },
  },
  'GET /wps/member/info/icon': { value: '3' },
};
