import { and, count, eq } from 'drizzle-orm';
import { resetDatabase, seedDatabase } from '../seed/seed';
import { seededWinCount } from '../seed/winners';
import { balanceOf, playRound, setBalance } from '../wallet/wallets';
import { openDatabase } from './client';
import { games, members, merchantVendors, merchants, walletTransactions, winningRounds } from './schema';

// The same migrations and seed on a real PostgreSQL through node-postgres. Runs when TEST_DATABASE_URL names a
// database this test may empty (e.g. postgres://lobby@127.0.0.1:5432/lobby_test); skipped otherwise.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL driver', () => {
  it('migrates, seeds and resets', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const again = await seedDatabase(database.db);
      expect(again).toMatchObject({ members: 0, vendorCards: 0, winningRounds: 0 });
      const [merchantRows] = await database.db.select({ n: count() }).from(merchants);
      const [memberRows] = await database.db.select({ n: count() }).from(members);
      expect(merchantRows?.n).toBeGreaterThanOrEqual(3);
      expect(memberRows?.n).toBe((merchantRows?.n ?? 0) * 8);
      const [cardRows] = await database.db.select({ n: count() }).from(merchantVendors);
      expect(cardRows?.n).toBeGreaterThan(100);
      const [winRows] = await database.db.select({ n: count() }).from(winningRounds);
      expect(winRows?.n).toBe((merchantRows?.n ?? 0) * seededWinCount);
    } finally {
      await database.close();
    }
  });

  it('plays concurrent rounds on separate connections without taking a wallet below zero', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const [member] = await database.db.select().from(members).where(eq(members.username, 'player01')).limit(1);
      const [game] = await database.db.select().from(games).limit(1);
      if (!member || !game) throw new Error('seed lacks player01 or a game');
      const at = new Date();
      await setBalance(database.db, { memberId: member.id, currency: 'VND', balance: 3500, kind: 'adjustment', at });
      const rounds = await Promise.all(
        Array.from({ length: 8 }, () =>
          playRound(database.db, { memberId: member.id, gameId: game.id, stake: 1000, randomInt: () => 0, at }),
        ),
      );
      expect(rounds.filter((round) => round !== undefined)).toHaveLength(3);
      expect((await balanceOf(database.db, member.id)).balance).toBe(500);
      const [bets] = await database.db
        .select({ n: count() })
        .from(walletTransactions)
        .where(and(eq(walletTransactions.memberId, member.id), eq(walletTransactions.kind, 'bet')));
      expect(bets?.n).toBe(3);
    } finally {
      await database.close();
    }
  });

  it('writes each winning round to the winner board with its ledger rows, under the masked name', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const [member] = await database.db.select().from(members).where(eq(members.username, 'player02')).limit(1);
      const [game] = await database.db.select().from(games).limit(1);
      if (!member || !game) throw new Error('seed lacks player02 or a game');
      const at = new Date();
      await setBalance(database.db, { memberId: member.id, currency: 'VND', balance: 5000, kind: 'adjustment', at });
      // Draw 589 is the pay table's first "1x": each round wins its stake back.
      const rounds = await Promise.all(
        Array.from({ length: 4 }, () =>
          playRound(database.db, { memberId: member.id, gameId: game.id, stake: 1000, randomInt: () => 589, at }),
        ),
      );
      const rows = await database.db.select().from(winningRounds).where(eq(winningRounds.memberId, member.id));
      expect(rows.map((row) => row.roundId).sort()).toEqual(rounds.map((round) => round?.roundId).sort());
      expect(rows.every((row) => row.customerName === 'pl***02' && row.win === 1000 && row.currency === 'VND')).toBe(
        true,
      );
    } finally {
      await database.close();
    }
  });
});
