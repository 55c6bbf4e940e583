import { count, eq, sql } from 'drizzle-orm';
import { feedback, games, members, merchants, sessions, winningRounds } from '../db/schema';
import { createSession } from '../security/sessions';
import { databaseContents, resetToSeed } from './seedSnapshot';
import { sharedDatabase } from './testPlatform';

describe('resetting to the seed from a copy', () => {
  it('puts back exactly what the seed wrote, after changes to members, merchants, the catalogue and ids', async () => {
    const { db } = await sharedDatabase();
    const now = new Date();
    await resetToSeed(db, { now });
    const seeded = await databaseContents(db);

    const [player] = await db.select().from(members).where(eq(members.username, 'player01')).limit(1);
    if (!player) throw new Error('seed lacks player01');
    await createSession(db, player.id, { now });
    await db.update(merchants).set({ maintenance: true });
    await db.delete(members).where(eq(members.id, player.id));
    await db.update(games).set({ name: 'Renamed' }).where(eq(games.id, 1));
    // A rolled-back insert changes no table but moves its id sequence on.
    await db
      .transaction(async (tx) => {
        await tx.insert(feedback).values({ merchantId: player.merchantId, content: 'Rolled back', images: [] });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await databaseContents(db)).not.toEqual(seeded);

    await resetToSeed(db, { now });
    expect(await databaseContents(db)).toEqual(seeded);
    const [open] = await db.select({ n: count() }).from(sessions);
    expect(open?.n).toBe(0);
  }, 60_000);

  it('seeds again for another clock: the seeded wins count back from it', async () => {
    const { db } = await sharedDatabase();
    const now = new Date();
    await resetToSeed(db, { now });
    const later = new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000);
    await resetToSeed(db, { now: later });
    const [latest] = await db.select({ at: sql<string>`max(${winningRounds.createdAt})::text` }).from(winningRounds);
    expect(new Date(latest?.at ?? 0).getTime()).toBeGreaterThan(now.getTime());
  }, 60_000);
});
