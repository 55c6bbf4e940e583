import { count } from 'drizzle-orm';
import { resetDatabase, seedDatabase } from '../seed/seed';
import { openDatabase } from './client';
import { members, merchants } from './schema';

// The same migrations and seed on a real PostgreSQL through node-postgres. Runs when TEST_DATABASE_URL names a
// database this test may empty (e.g. postgres://lobby@127.0.0.1:5432/lobby_test); skipped otherwise.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL driver', () => {
  it('migrates, seeds and resets', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      expect((await seedDatabase(database.db)).members).toBe(0);
      const [merchantRows] = await database.db.select({ n: count() }).from(merchants);
      const [memberRows] = await database.db.select({ n: count() }).from(members);
      expect(merchantRows?.n).toBeGreaterThanOrEqual(3);
      expect(memberRows?.n).toBe((merchantRows?.n ?? 0) * 8);
    } finally {
      await database.close();
    }
  });
});
