import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { betRecords, games, members, vendors, wallets } from '../db/schema';
import type { PlatformApp } from '../server';
import { addBetSums } from '../wallet/betSums';
import { memberAt } from './testPlatform';

/**
 * Gives a seeded agent a team of `downlines` more members, two levels deep (`direct` of them under the agent, the rest
 * spread under those), who joined over the `days` before the platform's clock, each with a wallet and `betsPerMember`
 * settled RNG bets spread over the time since it joined. For benchmarks of the agent centre, whose pages read the
 * members' tree and their betting records; the bets are written to the betting record only (no wallet moves with
 * them), so the ledger still sums to each balance.
 */
export async function seedBigTeam(
  platformApp: PlatformApp,
  merchantCode: string,
  agentUsername: string,
  {
    downlines,
    direct,
    betsPerMember,
    days,
  }: { downlines: number; direct: number; betsPerMember: number; days: number },
): Promise<{ members: number; bets: number; team: Array<{ id: number; username: string }> }> {
  if (direct < 1 || direct > downlines) throw new Error('direct is 1 to downlines');
  const { db, clock } = platformApp.platform;
  const agent = await memberAt(platformApp, merchantCode, agentUsername);
  const [game] = await db
    .select({ id: games.id, vendor: vendors.code })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(eq(vendors.gameType, 'RNG'))
    .limit(1);
  if (!game) throw new Error('no RNG game');
  const [agentWallet] = await db
    .select({ currency: wallets.currency })
    .from(wallets)
    .where(eq(wallets.memberId, agent.id));
  const currency = agentWallet?.currency ?? 'USD';
  const end = clock();
  const span = days * 24 * 60 * 60 * 1000;
  const joinedAt = (index: number) => new Date(end - span + Math.floor((span * index) / (downlines + 1)));
  // Usernames of their own, so a second team at the same merchant never collides.
  const prefix = `bt${randomUUID().slice(0, 6)}`;

  const made: Array<{ id: number; createdAt: Date }> = [];
  const insertMembers = async (from: number, to: number, uplineOf: (index: number) => number) => {
    for (let start = from; start < to; start += 1_000) {
      const rows = [];
      for (let index = start; index < Math.min(to, start + 1_000); index += 1) {
        rows.push({
          merchantId: agent.merchantId,
          username: `${prefix}${index}`,
          passwordHash: 'not-a-login',
          uplineId: uplineOf(index),
          createdAt: joinedAt(index),
          lastLoginAt: new Date(end - (index % 60) * 24 * 60 * 60 * 1000),
        });
      }
      const inserted = await db
        .insert(members)
        .values(rows)
        .returning({ id: members.id, createdAt: members.createdAt });
      made.push(...inserted);
    }
  };
  await insertMembers(0, direct, () => agent.id);
  const directIds = made.map((member) => member.id);
  await insertMembers(direct, downlines, (index) => directIds[index % direct] ?? agent.id);

  for (let start = 0; start < made.length; start += 1_000) {
    const batch = made.slice(start, start + 1_000);
    await db.insert(wallets).values(batch.map((member) => ({ memberId: member.id, currency, balance: 500_000 })));
  }

  let bets = 0;
  const pending: Array<typeof betRecords.$inferInsert> = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const rows = pending.splice(0);
    await db.insert(betRecords).values(rows);
    await addBetSums(db, rows);
  };
  for (const [index, member] of made.entries()) {
    const from = member.createdAt.getTime();
    const reach = end - from;
    for (let bet = 0; bet < betsPerMember; bet += 1) {
      const at = new Date(from + Math.floor((reach * (bet + 1)) / (betsPerMember + 1)));
      const stake = 1_000 + ((index + bet) % 20) * 500;
      const payout = (index + bet) % 3 === 0 ? stake * 2 : 0;
      pending.push({
        memberId: member.id,
        gameId: game.id,
        roundId: randomUUID(),
        productType: 'RNG',
        vendor: game.vendor,
        stake,
        validBet: stake,
        payout,
        createdAt: at,
        settledAt: at,
      });
      bets += 1;
      if (pending.length >= 5_000) await flush();
    }
  }
  await flush();
  // What autovacuum does on PostgreSQL after a bulk load (PGlite runs none): statistics for the planner.
  await db.execute(sql`vacuum analyze members, wallets, bet_records, member_bet_sums`);
  const team = made.map((member, index) => ({ id: member.id, username: `${prefix}${index}` }));
  return { members: made.length, bets, team };
}
