import type { FakeAnswer, FakePlatform } from '@lobby/api-client/testing';

// A points mall as the platform answers it, for the page's tests and stories: a catalogue of two types, the member's
// points, redemptions that take points and inventory (or are refused as the platform refuses them), conversions, and
// the point ledger.

export interface FakeReward {
  id: number;
  type: 'VIRTUAL' | 'PHYSICAL';
  name: string;
  description: string;
  price: number;
  inventory: number;
  picture: string;
}

/** A small picture the page shows as the reward's (no network in tests and stories). */
const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${colour}"/></svg>`)}`;

export const sampleRewards = (): FakeReward[] => [
  {
    id: 1,
    type: 'VIRTUAL',
    name: '20 free spins',
    description: 'Twenty spins on a featured slot.',
    price: 500,
    inventory: 200,
    picture: picture('#9a48d0'),
  },
  {
    id: 2,
    type: 'VIRTUAL',
    name: 'Bonus credit',
    description: 'A bonus added to your wallet.',
    price: 1200,
    inventory: 3,
    picture: picture('#38b000'),
  },
  {
    id: 3,
    type: 'VIRTUAL',
    name: 'VIP lounge pass',
    description: 'A month in the VIP lounge.',
    price: 8000,
    inventory: 0,
    picture: picture('#14213d'),
  },
  {
    id: 4,
    type: 'PHYSICAL',
    name: 'Football jersey',
    description: 'A home jersey of the season.',
    price: 6000,
    inventory: 25,
    picture: picture('#9d0208'),
  },
];

export interface FakePointsState {
  points: number;
  rewards: FakeReward[];
  password: string;
  redemptions: Array<{
    id: number;
    rewardId: number;
    quantity: number;
    pointAmount: number;
    status: string;
    province?: string | undefined;
    createdTime: number;
  }>;
  ledger: Array<{ txTimeInTimestamp: number; amount: number; afterBalance: number; txTypeId: number }>;
}

export const samplePointsState = (): FakePointsState => ({
  points: 5000,
  rewards: sampleRewards(),
  password: 'Player#2026',
  redemptions: [
    { id: 7, rewardId: 1, quantity: 1, pointAmount: 500, status: 'APPROVED', createdTime: Date.UTC(2026, 10, 18, 9) },
  ],
  ledger: [
    { txTimeInTimestamp: Date.UTC(2026, 10, 18, 9), amount: -500, afterBalance: 5000, txTypeId: 9201 },
    { txTimeInTimestamp: Date.UTC(2026, 10, 10, 9), amount: 5500, afterBalance: 5500, txTypeId: 9102 },
  ],
});

const refuse = (errorCode: string, message: string, data?: Record<string, unknown>): FakeAnswer => ({
  status: 400,
  errorCode,
  message,
  value: data ? { data } : null,
});

/** The platform's answer to a wrong login password at a password-checked call. */
const wrongPassword: FakeAnswer = {
  status: 400,
  errorCode: 'password_invalid',
  message: 'The password is incorrect.',
  value: { field: 'password' },
};

/** The points calls over `state`, which redemptions and conversions change as the platform would. */
export function pointAnswers(
  state: FakePointsState = samplePointsState(),
  now = Date.UTC(2026, 10, 20, 12),
): FakePlatform {
  const moneyPerPoint = 0.01;
  return {
    'GET /wps/relay/MCSFE_getPointRewardConversionType': {
      value: [
        { type: 'VIRTUAL', name: 'Bonus rewards' },
        { type: 'PHYSICAL', name: 'Merchandise' },
      ],
    },
    'GET /wps/relay/MCSFE_getPointConfig': {
      value: { betPerPoint: 1, moneyPerPoint, minConvertPoints: 100, convertEnabled: true },
    },
    'GET /wps/relay/MCSFE_getPointBalance': () => ({ value: state.points }),
    'GET /wps/relay/MCSFE_getPointReward': (request) => {
      const size = Number(request.query.size ?? 6);
      const page = Number(request.query.page ?? 1);
      const ofType = state.rewards.filter((reward) => reward.type === (request.query.type ?? 'VIRTUAL'));
      return {
        value: {
          list: ofType.slice((page - 1) * size, page * size).map((reward) => ({
            id: reward.id,
            name: reward.name,
            description: reward.description,
            price: reward.price,
            displayPointMoneyAmt: reward.price * moneyPerPoint,
            inventory: reward.inventory,
            showIcon: reward.picture,
            type: reward.type,
          })),
          totalPages: Math.ceil(ofType.length / size),
        },
      };
    },
    'GET /wps/relay/MCSFE_getRedeemPointList': (request) => {
      const status = request.query.status;
      const list = state.redemptions
        .filter((row) => !status || row.status === status)
        .map((row) => ({
          ...row,
          rewardName: state.rewards.find((reward) => reward.id === row.rewardId)?.name ?? null,
          province: row.province ?? null,
        }))
        .reverse();
      return { value: { list, totalPages: list.length ? 1 : 0, totalCount: list.length } };
    },
    'GET /wps/relay/ODSFE2_MemTransDet': () => ({
      value: { list: state.ledger, totalPages: 1, totalCount: state.ledger.length },
    }),
    'POST /wps/relay/passwordCheck/MCSFE_redeemPointReward': (request): FakeAnswer => {
      const body = request.body ?? {};
      if (body.password !== state.password) return wrongPassword;
      const reward = state.rewards.find((row) => row.id === Number(body.rewardId));
      if (!reward) return refuse('point_reward_not_found', 'This reward is not in the catalogue.');
      const quantity = Number(body.quantity);
      if (reward.inventory < quantity) {
        return refuse('point_inventory_not_enough', 'Not enough left.', { inventory: reward.inventory });
      }
      const needed = reward.price * quantity;
      if (needed > state.points) {
        return refuse('point_balance_not_enough', 'Not enough points.', {
          pointAmount: needed,
          pointBalance: state.points,
        });
      }
      if (reward.type === 'PHYSICAL' && !String(body.province ?? '').trim()) {
        return refuse('point_address_required', 'Address needed.');
      }
      reward.inventory -= quantity;
      state.points -= needed;
      const id = 100 + state.redemptions.length;
      state.redemptions.push({
        id,
        rewardId: reward.id,
        quantity,
        pointAmount: needed,
        status: 'PROCESSING',
        province: typeof body.province === 'string' ? body.province : undefined,
        createdTime: now,
      });
      state.ledger.unshift({ txTimeInTimestamp: now, amount: -needed, afterBalance: state.points, txTypeId: 9201 });
      return { value: { redeemId: id, status: 'PROCESSING', pointAmount: needed, pointBalance: state.points } };
    },
    'POST /wps/relay/passwordCheck/MCSFE_convertPoint': (request): FakeAnswer => {
      const body = request.body ?? {};
      if (body.password !== state.password) return wrongPassword;
      const amount = Number(body.amount);
      if (amount > state.points) {
        return refuse('point_balance_not_enough', 'Not enough points.', {
          pointAmount: amount,
          pointBalance: state.points,
        });
      }
      state.points -= amount;
      state.ledger.unshift({ txTimeInTimestamp: now, amount: -amount, afterBalance: state.points, txTypeId: 9202 });
      return { value: { pointAmount: amount, amount: amount * moneyPerPoint, pointBalance: state.points } };
    },
  };
}
