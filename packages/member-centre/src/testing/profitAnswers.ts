import type { FakeAnswer, FakePlatform, SentRequest } from '@lobby/api-client/testing';

// The fake platform's profit and loss and bonus details, for the pages' tests and stories: answers shaped as the
// reference platform's, amounts in THB.

const day = (date: number, hour = 0) => Date.UTC(2026, 2, date, hour);

interface ProductRow {
  productType: string;
  betCount: number;
  betAmount: number;
  validBetAmount: number;
  payout: number;
  winLoss: number;
}

const product = (productType: string, betCount: number, betAmount: number, payout: number): ProductRow => ({
  productType,
  betCount,
  betAmount,
  validBetAmount: betAmount,
  payout,
  winLoss: Math.round((payout - betAmount) * 100) / 100,
});

const products = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT', 'LOTT'];

/** A period of the fake: every product, the totals summed, the net with the bonus and rebate. */
function periodAnswer(
  period: string,
  [startTime, endTime]: [number, number],
  played: ProductRow[],
  credits: { bonus: number; rebate: number },
) {
  const rows = products.map((code) => played.find((row) => row.productType === code) ?? product(code, 0, 0, 0));
  const sum = (pick: (row: ProductRow) => number) =>
    Math.round(rows.reduce((all, row) => all + pick(row) * 100, 0)) / 100;
  const winLoss = sum((row) => row.winLoss);
  return {
    period,
    startTime,
    endTime,
    products: rows,
    summary: {
      betCount: sum((row) => row.betCount),
      betAmount: sum((row) => row.betAmount),
      validBetAmount: sum((row) => row.validBetAmount),
      payout: sum((row) => row.payout),
      winLoss,
      bonus: credits.bonus,
      rebate: credits.rebate,
      netProfit: Math.round((winLoss + credits.bonus + credits.rebate) * 100) / 100,
    },
  };
}

type PeriodAnswer = ReturnType<typeof periodAnswer>;

/** player01's periods around Wednesday 18 March 2026: a quiet today, a busy month with every product played. */
export const sampleProfit = {
  TODAY: periodAnswer('TODAY', [day(18), day(19)], [], { bonus: 0, rebate: 0 }),
  YESTERDAY: periodAnswer('YESTERDAY', [day(17), day(18)], [product('RNG', 6, 260, 300)], { bonus: 0, rebate: 0 }),
  THIS_WEEK: periodAnswer(
    'THIS_WEEK',
    [day(16), day(23)],
    [product('RNG', 14, 640, 520), product('LIVE', 4, 400, 600)],
    { bonus: 0, rebate: 5.2 },
  ),
  LAST_WEEK: periodAnswer('LAST_WEEK', [day(9), day(16)], [product('SPORTS', 3, 300, 0)], { bonus: 0, rebate: 1.5 }),
  THIS_MONTH: periodAnswer(
    'THIS_MONTH',
    [day(1), Date.UTC(2026, 3, 1)],
    [
      product('RNG', 40, 1620, 1210),
      product('LIVE', 8, 800, 1100),
      product('FISH', 6, 260, 100),
      product('PVP', 5, 410, 380),
      product('SPORTS', 4, 400, 0),
      product('ELOTT', 3, 160, 300),
      product('LOTT', 2, 60, 0),
    ],
    { bonus: 30, rebate: 18.55 },
  ),
  LAST_MONTH: periodAnswer('LAST_MONTH', [Date.UTC(2026, 1, 1), day(1)], [product('RNG', 20, 900, 700)], {
    bonus: 60,
    rebate: 4.5,
  }),
} satisfies Record<string, PeriodAnswer>;

/** A day with every product played: the month's figures on today's dates. */
export const playedToday: PeriodAnswer = {
  ...sampleProfit.THIS_MONTH,
  period: 'TODAY',
  startTime: sampleProfit.TODAY.startTime,
  endTime: sampleProfit.TODAY.endTime,
};

/** A profit and loss per period, as the platform answers it; an unknown period refused as it refuses one. */
export function profitAnswers(answers: Record<string, PeriodAnswer> = sampleProfit): FakePlatform {
  return {
    'GET /wps/relay/MCSFE_getPersonalProfitLoss': ({ query }: SentRequest): FakeAnswer => {
      const answer = answers[String(query.period)];
      if (!answer) {
        return { status: 400, errorCode: 'profit_period_unknown', message: `There is no period "${query.period}".` };
      }
      return { value: answer };
    },
  };
}

export interface FakeBonus {
  id: number;
  promotionId: string;
  promotionName: string;
  amount: number;
  turnoverRequired: number;
  turnoverAchieved: number;
  status: string;
  grantTime: number;
  expireTime: number | null;
}

/** player01's bonuses, newest first: one of each status. */
export function sampleBonuses(): FakeBonus[] {
  return [
    {
      id: 4,
      promotionId: 'reload',
      promotionName: 'Weekend reload: 50% on your deposits',
      amount: 30,
      turnoverRequired: 720,
      turnoverAchieved: 310,
      status: 'ACTIVE',
      grantTime: day(14, 10),
      expireTime: day(21, 10),
    },
    {
      id: 3,
      promotionId: 'spins',
      promotionName: 'Free spins every Friday',
      amount: 40,
      turnoverRequired: 200,
      turnoverAchieved: 60,
      status: 'CANCELLED',
      grantTime: Date.UTC(2026, 1, 13, 9),
      expireTime: Date.UTC(2026, 1, 20, 9),
    },
    {
      id: 2,
      promotionId: 'reload',
      promotionName: 'Weekend reload: 50% on your deposits',
      amount: 90,
      turnoverRequired: 2160,
      turnoverAchieved: 540,
      status: 'EXPIRED',
      grantTime: Date.UTC(2026, 1, 1),
      expireTime: Date.UTC(2026, 1, 8),
    },
    {
      id: 1,
      promotionId: 'welcome',
      promotionName: 'Welcome bonus: 100% on your first deposit',
      amount: 80,
      turnoverRequired: 1600,
      turnoverAchieved: 1600,
      status: 'COMPLETED',
      grantTime: Date.UTC(2026, 0, 1),
      expireTime: Date.UTC(2026, 0, 31),
    },
  ];
}

/** Bonus details as the platform answers them: filtered by status, paged newest first. */
export function bonusAnswers(bonuses: FakeBonus[] = sampleBonuses()): FakePlatform {
  return {
    'GET /wps/relay/MCSFE_getBonusDetails': ({ query }: SentRequest): FakeAnswer => {
      const status = query.status?.toUpperCase();
      const page = Number(query.page ?? 1);
      const size = Number(query.size ?? 20);
      const chosen = status ? bonuses.filter((bonus) => bonus.status === status) : bonuses;
      return {
        value: {
          list: chosen.slice((page - 1) * size, page * size),
          totalCount: chosen.length,
          totalPages: Math.ceil(chosen.length / size),
        },
      };
    },
  };
}
