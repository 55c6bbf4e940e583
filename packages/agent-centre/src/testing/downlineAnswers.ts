import type { FakePlatform } from '@lobby/api-client/testing';
import { agentDownlineRules, type ValueOf } from '@lobby/contract';

type Downline = ValueOf<'agentDownlines'>['list'][number];

const hourMs = 60 * 60 * 1000;
/** Monday 5 January 2026, 09:00 UTC. */
const morning = Date.UTC(2026, 0, 5, 9);

/** The agent's team as the fake platform holds it: two levels, an agent among the direct downlines. */
export const demoDownlines: readonly Downline[] = [
  downline('lan.pham', 1, { nickname: 'Lan', balance: 1250.5, loggedIn: 2 }),
  downline('minh88', 1, { balance: 310, loggedIn: 30 }),
  downline('somchai.k', 1, { agent: true, nickname: 'Somchai', balance: 8400, loggedIn: 5 }),
  downline('tuan_le', 1, { balance: 0, status: 'DORMANT', loggedIn: 24 * 40 }),
  downline('vy.nguyen', 1, { balance: 45.25, status: 'SELF_EXCLUDED', loggedIn: 24 * 3 }),
  downline('anan.s', 2, { upline: 'somchai.k', balance: 720, loggedIn: 9 }),
  downline('kanya99', 2, { upline: 'somchai.k', balance: 95, loggedIn: null }),
];

function downline(
  username: string,
  level: number,
  options: {
    nickname?: string;
    agent?: boolean;
    upline?: string;
    balance: number;
    status?: string;
    loggedIn: number | null;
  },
): Downline {
  return {
    username,
    nickname: options.nickname ?? null,
    level,
    agent: options.agent ?? false,
    uplineName: options.upline ?? 'agent01',
    balance: options.balance,
    registerTime: Date.UTC(2025, 9, 1),
    lastLoginTime: options.loggedIn === null ? null : morning - options.loggedIn * hourMs,
    status: options.status ?? 'ACTIVE',
  };
}

/**
 * The fake platform's team management: the list searched, scoped and paged as the platform does it, the agent's main
 * wallet holding `balance`, and transfers that pay each downline named (a wrong payment password is `wrong-pass`).
 */
export function downlineAnswers({
  list = demoDownlines,
  balance = 5000,
}: { list?: readonly Downline[]; balance?: number } = {}): FakePlatform {
  let held = balance;
  const rows = list.map((row) => ({ ...row }));
  return {
    'GET /wps/relay/MCSFE_getAgentDownlines': ({ query }) => {
      const search = (query.search ?? '').toLowerCase();
      const size = Number(query.size ?? agentDownlineRules.pageSize);
      const page = Number(query.page ?? 1);
      const found = rows.filter(
        (row) => row.username.includes(search) && (query.scope !== 'direct' || Number(row.level) === 1),
      );
      return {
        value: {
          list: found.slice((page - 1) * size, page * size),
          totalCount: found.length,
          totalPages: Math.ceil(found.length / size),
        },
      };
    },
    'GET /wps/relay/GCS_getAllWalletBalanceV2': () => ({
      value: { sumBalance: held, balances: [{ accountTypeId: 2, accountName: 'Main', availBalance: held }] },
    }),
    'POST /wps/relay/MCSFE_transferToDownlines': ({ body }) => {
      const names = (body?.downlines ?? []) as string[];
      const each = Number(body?.amount);
      if (body?.password === 'wrong-pass') {
        return { status: 400, errorCode: 'invalid.payment.pw', message: 'The payment password is incorrect.' };
      }
      if (names.some((name) => !rows.some((row) => row.username === name))) {
        return { status: 404, errorCode: 'downline_not_found', message: 'There is no such member in your team.' };
      }
      if (Math.round(each * names.length * 100) > Math.round(held * 100)) {
        return { status: 400, errorCode: 'transfer_balance_not_enough', message: 'The balance is not enough.' };
      }
      held = Math.round((held - each * names.length) * 100) / 100;
      for (const row of rows) if (names.includes(row.username)) row.balance = Number(row.balance) + each;
      return {
        value: { amountEach: each, downlineCount: names.length, totalAmount: each * names.length, balance: held },
      };
    },
  };
}
