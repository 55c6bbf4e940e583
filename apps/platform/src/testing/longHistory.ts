import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { betRecords, games, vendors, walletTransactions, wallets } from '../db/schema';
import type { PlatformApp } from '../server';
import { addBetSums } from '../wallet/betSums';
import { memberAt } from './testPlatform';

/**
 * Gives a seeded member `rounds` more rounds of RNG games (a few vendors in turn) over the `days` before the
 * platform's clock, as a long-playing member's history: each written to the ledger (`bet`, `win`) and the betting
 * record. Every other round pays twice its stake, so each pair nets nothing and the ledger still sums to the balance.
 * For benchmarks of the records.
 */
export async function seedLongHistory(
  platformApp: PlatformApp,
  merchantCode: string,
  username: string,
  { rounds, days }: { rounds: number; days: number },
): Promise<{ rounds: number; ledgerRows: number }> {
  if (!Number.isInteger(rounds) || rounds % 2) throw new Error('the rounds go in pairs: an even number');
  const { db, clock } = platformApp.platform;
  const member = await memberAt(platformApp, merchantCode, username);
  const [wallet] = await db.select().from(wallets).where(eq(wallets.memberId, member.id));
  if (!wallet) throw new Error(`${username} has no wallet`);
  const played = await db
    .selectDistinctOn([vendors.id], { id: games.id, vendor: vendors.code })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(eq(vendors.gameType, 'RNG'))
    .orderBy(vendors.id, games.id)
    .limit(8);
  const stake = Math.max(1, Math.min(10_00, Math.floor(wallet.balance / 2)));
  const end = clock();
  const span = days * 24 * 60 * 60 * 1000;
  const batch = 2_000;
  for (let start = 0; start < rounds; start += batch) {
    const ledger: Array<typeof walletTransactions.$inferInsert> = [];
    const bets: Array<typeof betRecords.$inferInsert> = [];
    for (let index = start; index < Math.min(rounds, start + batch); index += 1) {
      const game = played[index % played.length];
      if (!game) throw new Error('no RNG game');
      const at = new Date(end - span + Math.floor((span * (index + 1)) / (rounds + 1)));
      const payout = index % 2 === 1 ? stake * 2 : 0;
      const before = index % 2 === 1 ? wallet.balance - stake : wallet.balance;
      const round = { memberId: member.id, gameId: game.id, roundId: randomUUID(), createdAt: at };
      ledger.push(
        { ...round, kind: 'bet', amount: -stake, balanceAfter: before - stake },
        { ...round, kind: 'win', amount: payout, balanceAfter: before - stake + payout },
      );
      bets.push({ ...round, productType: 'RNG', vendor: game.vendor, stake, validBet: stake, payout, settledAt: at });
    }
    await db.insert(walletTransactions).values(ledger);
    await db.insert(betRecords).values(bets);
    await addBetSums(db, bets);
  }
  // What autovacuum does on PostgreSQL after a bulk load (PGlite runs none): statistics for the planner, and the
  // visibility map that lets a count or a deep page be read from the index alone.
  await db.execute(sql`vacuum analyze wallet_transactions, bet_records, member_bet_sums`);
  return { rounds, ledgerRows: rounds * 2 };
}
