import type { FakePlatform } from '@lobby/api-client/testing';
import type { ValueOf } from '@lobby/contract';

type Contract = ValueOf<'agentContracts'>['mine'][number];
type Settlement = ValueOf<'salarySettlements'>['list'][number];

const day = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 0, 20);

/** agent02's offer of a daily salary on slots, above its own rates (the warning shows). */
export const dailyOffer: Contract = {
  id: 31,
  contractId: 31,
  type: 'daily',
  productType: 'RNG',
  status: 'P',
  downlineHigherRate: 'Y',
  uplineName: 'agent02',
  username: 'agent03',
  offerTime: start,
  startTime: null,
  details: [
    { betVolume: 0, activeMember: 1, rate: 16, rateType: 'F' },
    { betVolume: 100, activeMember: 2, rate: 1, rateType: 'P' },
  ],
};

/** A daily salary in force, with its termination asked by the upline. */
export const dailyEnding: Contract = {
  ...dailyOffer,
  id: 32,
  contractId: 32,
  productType: 'LIVE',
  status: 'V',
  downlineHigherRate: 'N',
  startTime: start - 30 * day,
};

/** A daily salary agent03 offered its downline agent04, in force. */
export const offeredInForce: Contract = {
  ...dailyOffer,
  id: 40,
  contractId: 40,
  status: 'E',
  downlineHigherRate: 'N',
  uplineName: 'agent03',
  username: 'agent04',
  startTime: start - 10 * day,
};

/** Twenty-five settled days, newest first: the last one paid nothing (no tier met). */
export const demoSettlements: Settlement[] = Array.from({ length: 25 }, (_unused, index) => ({
  id: 100 - index,
  contractId: 32,
  productType: 'LIVE',
  startTime: start - (index + 1) * day,
  endTime: start - index * day,
  betVolume: index === 24 ? 0 : 250 + index * 10,
  activeMembers: index === 24 ? 0 : 3,
  netLoss: index % 2 ? -40 : 60,
  tier: index === 24 ? 0 : 2,
  amount: index === 24 ? 0 : 2.5 + index * 0.1,
  settleTime: start - index * day + 60_000,
}));

interface ContractState {
  mine?: Contract[];
  downlines?: Array<{ username: string; nickname?: string | null; contracts: Contract[] }>;
  settlements?: Settlement[];
  /** How the platform answers an answer (`A`, `R`, `C`): by default it takes it. */
  refuse?: { errorCode: string; message: string };
}

/**
 * The fake platform's contracts of one agent (agent03): its contracts with its upline, its settled periods (20 a
 * page), its downline agents; answers and offers change the held state as the platform would.
 */
export function contractAnswers(state: ContractState = {}): FakePlatform {
  let mine = [...(state.mine ?? [dailyOffer, dailyEnding])];
  const downlines = (
    state.downlines ?? [
      { username: 'agent04', nickname: 'Agent Four', contracts: [offeredInForce] },
      { username: 'agent05', nickname: null, contracts: [] },
    ]
  ).map((downline) => ({ ...downline, contracts: [...downline.contracts] }));
  const settlements = state.settlements ?? demoSettlements;
  const answer = (id: unknown, status: unknown) => {
    if (state.refuse) return { status: 409, ...state.refuse };
    mine = mine.flatMap((contract) =>
      String(contract.id) !== String(id)
        ? [contract]
        : status === 'A'
          ? [{ ...contract, status: 'E', startTime: start }]
          : [],
    );
    return { value: null };
  };
  const reqtype = () =>
    Object.fromEntries(mine.filter((one) => one.status !== 'E').map((one) => [one.productType, one]));
  return {
    'GET /wps/relay/MCSFE_getAgentContracts': () => ({ value: { mine, downlines } }),
    'GET /wps/relay/MCSFE_getSalarySettlements': ({ query }) => {
      const page = Number(query.page ?? 1);
      return {
        value: {
          list: settlements.slice((page - 1) * 20, page * 20),
          totalCount: settlements.length,
          totalPages: Math.ceil(settlements.length / 20),
        },
      };
    },
    'GET /wps/member/info/funds/consolidated': () => ({ value: { dailysalreqtype: reqtype(), divtypereq: [] } }),
    'POST /wps/relay/MCSFE_processDailySalaryContract': ({ body }) => answer(body?.id, body?.status),
    'POST /wps/relay/MCSFE_offerAgentContract': ({ body }) => {
      const downline = downlines.find((one) => one.username === body?.username);
      const contract: Contract = {
        ...dailyOffer,
        id: 50,
        contractId: 50,
        productType: String(body?.productType),
        uplineName: 'agent03',
        username: String(body?.username),
        downlineHigherRate: 'N',
      };
      downline?.contracts.push(contract);
      return { value: contract };
    },
    'POST /wps/relay/MCSFE_withdrawAgentContract': ({ body }) => {
      for (const downline of downlines) {
        downline.contracts = downline.contracts.filter((one) => String(one.id) !== String(body?.contractId));
      }
      return { value: { ...dailyOffer, status: 'W' } };
    },
    'POST /wps/relay/MCSFE_terminateAgentContract': ({ body }) => {
      for (const downline of downlines) {
        downline.contracts = downline.contracts.map((one) =>
          String(one.id) === String(body?.contractId) ? { ...one, status: 'V' } : one,
        );
      }
      return { value: { ...offeredInForce, status: 'V' } };
    },
  };
}
