import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  betRecords,
  games,
  members,
  memberTurnover,
  vendors,
  walletTransactions,
  wallets,
  winningRounds,
  type WalletTransactionKind,
} from '../db/schema';
import type { Cents } from './money';
import { addBetSums } from './betSums';
import { maskName } from './winningRounds';

/** Account type of the main wallet in the platform's balance answers (`balance[].accountTypeId`). */
export const mainWalletTypeId = 2;

/**
 * The demo round's pay table: multipliers of the stake with their weights out of `payTableTotal`. Returns 96.5% of
 * the stakes on average; a loss (0) is the most likely outcome, as in any game of chance.
 */
export const payTable: ReadonlyArray<{ multiplier: number; weight: number }> = [
  { multiplier: 0, weight: 589 },
  { multiplier: 1, weight: 190 },
  { multiplier: 2, weight: 140 },
  { multiplier: 5, weight: 65 },
  { multiplier: 10, weight: 15 },
  { multiplier: 20, weight: 1 },
];

export const payTableTotal = payTable.reduce((sum, row) => sum + row.weight, 0);

/**
 * A uniform random integer in [0, maxExclusive): `crypto.randomInt` on the platform, a fixed sequence in tests.
 */
export type RandomInt = (maxExclusive: number) => number;

/** The multiplier of one draw: `randomInt(payTableTotal)` falls into one row's weight. */
export function drawMultiplier(randomInt: RandomInt): number {
  let draw = randomInt(payTableTotal);
  for (const row of payTable) {
    if (draw < row.weight) return row.multiplier;
    draw -= row.weight;
  }
  throw new Error(`a draw of ${draw + payTableTotal} is outside the pay table`);
}

/** The member's balance in hundredths; a member without a wallet (a new registration, a trial account) has 0. */
export async function balanceOf(db: Database, memberId: number): Promise<{ balance: Cents; currency?: string }> {
  const [wallet] = await db
    .select({ balance: wallets.balance, currency: wallets.currency })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  return wallet ?? { balance: 0 };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The product and vendor a round of the game is recorded under: its vendor's lane (`RNG`, `LIVE` ...) and code. */
export async function productOfGame(
  db: Database | Transaction,
  gameId: number,
): Promise<{ productType: string; vendor: string } | undefined> {
  const [row] = await db
    .select({ productType: vendors.gameType, vendor: vendors.code })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(eq(games.id, gameId));
  return row;
}

export interface RoundResult {
  roundId: string;
  stake: Cents;
  win: Cents;
  /** The balance after the round's win. */
  balance: Cents;
}

/**
 * Plays one real-money round in one transaction: debits the stake only where the balance covers it (a conditional
 * update, so concurrent rounds queue on the wallet's row and none goes below zero), draws the outcome, credits the
 * win and writes the bet and the win (0 for a loss) to the ledger under a new round id, and the round to the betting
 * record under the game's product and vendor; the stake counts toward the
 * member's turnover (what a withdrawal needs, after a deposit); a round that won is also written to the merchant's
 * winning rounds (the winner board), under the member's masked name. Answers undefined,
 * having written nothing, when the balance is short of the stake.
 */
export async function playRound(
  db: Database,
  round: { memberId: number; gameId: number; stake: Cents; randomInt: RandomInt; at: Date },
): Promise<RoundResult | undefined> {
  const { memberId, gameId, stake, at } = round;
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new Error('a stake is a positive whole number of hundredths');
  return db.transaction(async (tx) => {
    const [debited] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} - ${stake}`, updatedAt: at })
      .where(and(eq(wallets.memberId, memberId), gte(wallets.balance, stake)))
      .returning({ balance: wallets.balance, currency: wallets.currency });
    if (!debited) return undefined;
    const win = stake * drawMultiplier(round.randomInt);
    const [credited] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${win}`, updatedAt: at })
      .where(eq(wallets.memberId, memberId))
      .returning({ balance: wallets.balance });
    if (!credited) throw new Error('the wallet debited a moment ago is gone');
    const roundId = randomUUID();
    await tx.insert(walletTransactions).values([
      { memberId, kind: 'bet', amount: -stake, balanceAfter: debited.balance, gameId, roundId, createdAt: at },
      { memberId, kind: 'win', amount: win, balanceAfter: credited.balance, gameId, roundId, createdAt: at },
    ]);
    const product = await productOfGame(tx, gameId);
    if (!product) throw new Error('the game of a round is gone');
    await tx.insert(betRecords).values({
      memberId,
      roundId,
      gameId,
      ...product,
      stake,
      validBet: stake,
      payout: win,
      status: 'settled',
      createdAt: at,
      settledAt: at,
    });
    await addBetSums(tx, [
      { memberId, productType: product.productType, createdAt: at, stake, validBet: stake, payout: win },
    ]);
    await tx
      .insert(memberTurnover)
      .values({ memberId, actualTurnover: stake, updatedAt: at })
      .onConflictDoUpdate({
        target: memberTurnover.memberId,
        set: { actualTurnover: sql`${memberTurnover.actualTurnover} + ${stake}`, updatedAt: at },
      });
    if (win > 0) {
      const [member] = await tx
        .select({ username: members.username, merchantId: members.merchantId })
        .from(members)
        .where(eq(members.id, memberId));
      if (!member) throw new Error('the member of a wallet is gone');
      await tx.insert(winningRounds).values({
        merchantId: member.merchantId,
        customerName: maskName(member.username),
        memberId,
        gameId,
        roundId,
        stake,
        win,
        currency: debited.currency,
        createdAt: at,
      });
    }
    return { roundId, stake, win, balance: credited.balance };
  });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A round of the member (of this game) read back from the ledger, or undefined (another member's, unknown). */
export async function roundOf(
  db: Database,
  memberId: number,
  gameId: number,
  roundId: string,
): Promise<RoundResult | undefined> {
  if (!uuidPattern.test(roundId)) return undefined;
  const rows = await db
    .select({
      kind: walletTransactions.kind,
      amount: walletTransactions.amount,
      after: walletTransactions.balanceAfter,
    })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.roundId, roundId),
        eq(walletTransactions.memberId, memberId),
        eq(walletTransactions.gameId, gameId),
      ),
    )
    .orderBy(asc(walletTransactions.id));
  const bet = rows.find((row) => row.kind === 'bet');
  const win = rows.find((row) => row.kind === 'win');
  if (!bet || !win) return undefined;
  return { roundId, stake: -bet.amount, win: win.amount, balance: win.after };
}

/**
 * Sets a wallet to `balance` (opening it in `currency` when the member has none) and records the difference in the
 * ledger as `kind`: the seed's opening credit, a dev adjustment.
 */
export async function setBalance(
  db: Database,
  wallet: { memberId: number; currency: string; balance: Cents; kind: WalletTransactionKind; at: Date },
): Promise<void> {
  const { memberId, currency, balance, kind, at } = wallet;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(eq(wallets.memberId, memberId))
      .for('update');
    await tx
      .insert(wallets)
      .values({ memberId, currency, balance, updatedAt: at })
      .onConflictDoUpdate({ target: wallets.memberId, set: { balance, updatedAt: at } });
    const amount = balance - (before?.balance ?? 0);
    if (amount !== 0 || !before) {
      await tx.insert(walletTransactions).values({ memberId, kind, amount, balanceAfter: balance, createdAt: at });
    }
  });
}
