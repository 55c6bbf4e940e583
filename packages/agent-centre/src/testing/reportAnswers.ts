import type { FakePlatform } from '@lobby/api-client/testing';
import type { AgentPeriod, ValueOf } from '@lobby/contract';
import { fakeToday, teamOverviewAnswer } from './teamAnswers';

type BettingRow = ValueOf<'agentTeamBetting'>['list'][number];

/** The period's bounds, as the team overview's answer gives them. */
const spanOf = (period: AgentPeriod) => {
  const { startTime, endTime } = teamOverviewAnswer(period);
  return { period, startTime, endTime };
};

const periodOf = (text: string | undefined): AgentPeriod => (text === 'W' || text === 'H' || text === 'M' ? text : 'D');

/** Three members of the team who bet: a level-1 agent, and two players further down. */
export const bettingRows: BettingRow[] = [
  { username: 'agent02', level: 1, betCount: 42, betAmount: 5200, validBetAmount: 5000, payout: 4700, winLoss: -500 },
  { username: 'player07', level: 2, betCount: 18, betAmount: 2400, validBetAmount: 2400, payout: 2650, winLoss: 250 },
  { username: 'player10', level: 3, betCount: 6, betAmount: 300.5, validBetAmount: 290, payout: 0, winLoss: -300.5 },
];

const notInTeam = { status: 404, errorCode: 'downline_not_found', message: 'There is no such member in your team.' };

/** The fake platform's reports: team betting and its drill-in, user loss, my income, account details. */
export const reportAnswers = (): FakePlatform => ({
  'GET /wps/relay/MCSFE_getAgentTeamBetting': (request) => {
    const period = periodOf(request.query.period);
    // This week and before, a busier team: the rows scaled; a product other than slots, nobody.
    const scale = period === 'D' ? 1 : 3;
    const product = request.query.productType;
    const rows = product && product !== 'RNG' ? [] : bettingRows.map((row) => scaled(row, scale));
    const sorted =
      request.query.sort === 'username' ? [...rows].sort((a, b) => a.username.localeCompare(b.username)) : rows;
    const sum = (pick: (row: BettingRow) => number) =>
      Math.round(rows.reduce((t, row) => t + pick(row) * 100, 0)) / 100;
    return {
      value: {
        ...spanOf(period),
        productType: product ?? null,
        list: sorted,
        totalCount: rows.length,
        totalPages: rows.length ? 1 : 0,
        summary: {
          memberCount: rows.length,
          betCount: sum((row) => Number(row.betCount)),
          betAmount: sum((row) => Number(row.betAmount)),
          validBetAmount: sum((row) => Number(row.validBetAmount)),
          payout: sum((row) => Number(row.payout)),
          winLoss: sum((row) => Number(row.winLoss)),
        },
      },
    };
  },
  'GET /wps/relay/MCSFE_getAgentMemberBets': (request) => {
    const row = bettingRows.find((one) => one.username === request.query.username);
    if (!row) return notInTeam;
    const list = Array.from({ length: 3 }, (_, index) => ({
      betId: `${row.username}-${index}`,
      productType: 'RNG',
      vendor: 'PG',
      vendorName: 'PG Soft',
      gameName: index === 1 ? 'Mahjong Ways' : 'Fortune Tiger',
      nodeId: 100 + index,
      betTime: fakeToday + (3 - index) * 60 * 60 * 1000,
      settleTime: fakeToday + (3 - index) * 60 * 60 * 1000,
      betAmount: 100,
      validBetAmount: 100,
      payout: index === 0 ? 250 : 0,
      winLoss: index === 0 ? 150 : -100,
      status: 'SETTLED',
    }));
    return {
      value: {
        username: row.username,
        ...spanOf(periodOf(request.query.period)),
        list,
        totalCount: row.betCount,
        totalPages: Math.ceil(Number(row.betCount) / 20),
        summary: {
          betCount: row.betCount,
          betAmount: row.betAmount,
          validBetAmount: row.validBetAmount,
          winLoss: row.winLoss,
        },
      },
    };
  },
  'GET /wps/relay/MCSFE_getAgentUserLoss': (request) => {
    const all = [
      lossRow('agent02', 1, 5200, 4700, 20, 26),
      lossRow('player10', 3, 300.5, 0, 0, 1.5),
      lossRow('player07', 2, 2400, 2650, 0, 12),
    ];
    const search = request.query.search?.toLowerCase();
    const list = search ? all.filter((row) => row.username.includes(search)) : all;
    const sum = (pick: (row: (typeof all)[number]) => number) =>
      Math.round(list.reduce((t, row) => t + pick(row) * 100, 0)) / 100;
    return {
      value: {
        ...spanOf(periodOf(request.query.period)),
        list,
        totalCount: list.length,
        totalPages: list.length ? 1 : 0,
        summary: {
          memberCount: list.length,
          betCount: sum((row) => row.betCount),
          betAmount: sum((row) => row.betAmount),
          validBetAmount: sum((row) => row.validBetAmount),
          payout: sum((row) => row.payout),
          bonus: sum((row) => row.bonus),
          rebate: sum((row) => row.rebate),
          winLoss: sum((row) => row.winLoss),
          netResult: sum((row) => row.netResult),
          houseResult: sum((row) => row.houseResult),
        },
      },
    };
  },
  'GET /wps/relay/MCSFE_getAgentIncome': (request) => {
    const rows = [
      { id: 'L903', txTime: fakeToday + 2 * 60 * 60 * 1000, kind: 'HOURLY_SALARY', amount: 13.75, balance: 2163.75 },
      { id: 'L902', txTime: fakeToday + 60 * 60 * 1000, kind: 'HOURLY_SALARY', amount: 12.5, balance: 2150 },
      { id: 'L901', txTime: fakeToday + 30 * 60 * 1000, kind: 'DAILY_SALARY', amount: 150, balance: 2137.5 },
    ];
    const kind = request.query.kind;
    const list = kind ? rows.filter((row) => row.kind === kind) : rows;
    return {
      value: {
        ...spanOf(periodOf(request.query.period)),
        kinds: [
          { kind: 'DAILY_SALARY', amount: 150, count: 1 },
          { kind: 'HOURLY_SALARY', amount: 26.25, count: 2 },
          { kind: 'REALTIME_SALARY', amount: 0, count: 0 },
          { kind: 'DIVIDEND', amount: 0, count: 0 },
        ],
        totalAmount: 176.25,
        list,
        totalCount: list.length,
        totalPages: list.length ? 1 : 0,
      },
    };
  },
  'GET /wps/relay/MCSFE_getAgentNotices': {
    value: {
      list: [
        {
          id: 12,
          title: 'Transfers to downlines need your payment password',
          content:
            'Every transfer to a downline asks for your payment password.\n\nNever share it with a member of your team.',
          startTime: fakeToday - 2 * 24 * 60 * 60 * 1000,
        },
        {
          id: 11,
          title: 'Scheduled maintenance on Tuesday, 04:00 to 05:00 UTC',
          content: 'The agent centre is unavailable during the maintenance window.',
          startTime: fakeToday - 9 * 24 * 60 * 60 * 1000,
        },
      ],
    },
  },
  'GET /wps/relay/MCSFE_getAgentDownlineTransactions': (request) => {
    const username = request.query.username;
    if (username && !['agent02', 'player07', 'player10'].includes(username)) return notInTeam;
    const rows = [
      movement('L77', 'player07', 'DEPOSIT', 'DEPOSIT', 500, 2900, 'SUCCESS', 'Kasikorn Bank'),
      movement('L76', 'player10', 'UPLINE', 'DOWNLINE_IN', 100, 400, 'SUCCESS', 'agent01'),
      movement('L75', 'player07', 'GAME', 'BET', -20, 2400, 'SUCCESS', 'Fortune Tiger'),
      movement('L74', 'agent02', 'WITHDRAWAL', 'WITHDRAWAL', -1000, 3000, 'PENDING', 'Bangkok Bank'),
    ];
    const list = rows.filter(
      (row) => (!username || row.username === username) && (!request.query.type || row.type === request.query.type),
    );
    return { value: { list, totalCount: list.length, totalPages: list.length ? 1 : 0 } };
  },
});

function scaled(row: BettingRow, scale: number): BettingRow {
  const times = (amount: number | string) => Math.round(Number(amount) * scale * 100) / 100;
  return {
    ...row,
    betCount: Number(row.betCount) * scale,
    betAmount: times(row.betAmount),
    validBetAmount: times(row.validBetAmount),
    payout: times(row.payout),
    winLoss: times(row.winLoss),
  };
}

function lossRow(username: string, level: number, stake: number, payout: number, bonus: number, rebate: number) {
  const net = Math.round((payout - stake + bonus + rebate) * 100) / 100;
  return {
    username,
    level,
    betCount: Math.round(stake / 100),
    betAmount: stake,
    validBetAmount: stake,
    payout,
    bonus,
    rebate,
    winLoss: Math.round((payout - stake) * 100) / 100,
    netResult: net,
    houseResult: -net,
  };
}

function movement(
  id: string,
  username: string,
  type: string,
  detail: string,
  amount: number,
  balance: number,
  status: string,
  remark: string,
) {
  return { id, username, txTime: fakeToday + 60 * 60 * 1000, type, detail, amount, balance, status, remark };
}
