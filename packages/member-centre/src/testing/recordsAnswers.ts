import type { FakeAnswer, FakePlatform, SentRequest } from '@lobby/api-client/testing';

/** A bet as the platform's betting record lists it. */
export interface FakeBet {
  betId: string;
  productType: string;
  vendor: string;
  vendorName: string;
  gameName: string;
  betTime: number;
  settleTime: number | null;
  betAmount: number;
  validBetAmount: number;
  payout: number;
  winLoss: number;
  status: string;
}

const at = (iso: string) => new Date(iso).getTime();

/** Bets of several vendors and outcomes, newest first. */
export function sampleBets(count = 3): FakeBet[] {
  const shapes: Array<Pick<FakeBet, 'vendor' | 'vendorName' | 'gameName' | 'betAmount' | 'payout' | 'status'>> = [
    {
      vendor: 'PP',
      vendorName: 'Pragmatic Play',
      gameName: 'Gates of Olympus',
      betAmount: 10,
      payout: 25,
      status: 'SETTLED',
    },
    { vendor: 'JDB', vendorName: 'JDB', gameName: 'Lucky Neko', betAmount: 5, payout: 0, status: 'SETTLED' },
    {
      vendor: 'PP',
      vendorName: 'Pragmatic Play',
      gameName: 'Sweet Bonanza',
      betAmount: 2,
      payout: 0,
      status: 'UNSETTLED',
    },
  ];
  return Array.from({ length: count }, (_, index) => {
    const shape = shapes[index % shapes.length] ?? shapes[0];
    if (!shape) throw new Error('no bet shapes');
    const betTime = at('2026-11-28T12:00:00Z') - index * 60_000;
    return {
      ...shape,
      betId: `R${1000 - index}`,
      productType: 'RNG',
      betTime,
      settleTime: shape.status === 'SETTLED' ? betTime + 30_000 : null,
      validBetAmount: shape.betAmount,
      winLoss: shape.status === 'SETTLED' ? shape.payout - shape.betAmount : 0,
    };
  });
}

const pageOf = <T>(rows: T[], request: SentRequest) => {
  const page = Number(request.query.page ?? 1);
  const size = Number(request.query.size ?? 20);
  return {
    list: rows.slice((page - 1) * size, page * size),
    totalCount: rows.length,
    totalPages: Math.ceil(rows.length / size),
  };
};

/**
 * The betting record of every product from `bets` (each product's call answers the bets of its product, of the vendor
 * asked for), with the totals of the filter; `answer` replaces the answer of a request it returns one for.
 */
export function betAnswers(bets: FakeBet[], answer?: (request: SentRequest) => FakeAnswer | undefined): FakePlatform {
  const products = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT', 'LOTT'];
  return Object.fromEntries(
    products.map((product) => [
      `GET /wps/relay/MCSFE_getPersonal${product}History`,
      (request: SentRequest): FakeAnswer => {
        const replaced = answer?.(request);
        if (replaced) return replaced;
        const rows = bets.filter(
          (bet) => bet.productType === product && (!request.query.vendor || bet.vendor === request.query.vendor),
        );
        const sum = (pick: (bet: FakeBet) => number) => rows.reduce((total, bet) => total + pick(bet), 0);
        return {
          value: {
            ...pageOf(rows, request),
            summary: {
              betAmount: sum((bet) => bet.betAmount),
              validBetAmount: sum((bet) => bet.validBetAmount),
              winLoss: sum((bet) => bet.winLoss),
            },
          },
        };
      },
    ]),
  );
}

/** A movement as the platform's account record lists it. */
export interface FakeMovement {
  id: string;
  txTime: number;
  type: string;
  detail: string;
  amount: number;
  balance: number | null;
  status: string;
  remark: string | null;
}

/** A pending deposit, a win and its bet, a transfer to a game wallet, newest first. */
export function sampleMovements(): FakeMovement[] {
  return [
    {
      id: 'D7',
      txTime: at('2026-11-28T13:00:00Z'),
      type: 'DEPOSIT',
      detail: 'DEPOSIT',
      amount: 500,
      balance: null,
      status: 'PENDING',
      remark: 'Kasikorn Bank',
    },
    {
      id: 'L12',
      txTime: at('2026-11-28T12:00:30Z'),
      type: 'GAME',
      detail: 'PAYOUT',
      amount: 25,
      balance: 1015,
      status: 'SUCCESS',
      remark: 'Gates of Olympus',
    },
    {
      id: 'L11',
      txTime: at('2026-11-28T12:00:00Z'),
      type: 'GAME',
      detail: 'BET',
      amount: -10,
      balance: 990,
      status: 'SUCCESS',
      remark: 'Gates of Olympus',
    },
    {
      id: 'L10',
      txTime: at('2026-11-27T09:00:00Z'),
      type: 'TRANSFER',
      detail: 'TRANSFER_OUT',
      amount: -200,
      balance: 1000,
      status: 'SUCCESS',
      remark: 'Evolution',
    },
  ];
}

/** The account record from `movements`, of the type asked for; `answer` replaces the answer of a request. */
export function movementAnswers(
  movements: FakeMovement[],
  answer?: (request: SentRequest) => FakeAnswer | undefined,
): FakePlatform {
  return {
    'GET /wps/relay/MCSFE_getTransactionHistory': (request) =>
      answer?.(request) ?? {
        value: pageOf(
          movements.filter((movement) => !request.query.type || movement.type === request.query.type),
          request,
        ),
      },
  };
}
