import { count } from 'drizzle-orm';
import { resetDatabase, seedDatabase } from '../seed/seed';
import { openDatabase } from './client';
import { members, merchantVendors, merchants } from './schema';

// The same migrations and seed on a real PostgreSQL through node-postgres. Runs when TEST_DATABASE_URL names a
// database this test may empty (e.g. postgres://lobby@127.0.0.1:5432/lobby_test); skipped otherwise.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL driver', () => {
  it('migrates, seeds and resets', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      await resetDatabase(database.db);
      const again = await seedDatabase(database.db);
      expect(again).toMatchObject({ members: 0, vendorCards: 0 });
      const [merchantRows] = await database.db.select({ n: count() }).from(merchants);
      const [memberRows] = await database.db.select({ n: count() }).from(members);
      expect(merchantRows?.n).toBeGreaterThanOrEqual(3);
      expect(memberRows?.n).toBe((merchantRows?.n ?? 0) * 8);
      const [cardRows] = await database.db.select({ n: count() }).from(merchantVendors);
      expect(cardRows?.n).toBeGreaterThan(100);
    } finally {
      await database.close();
    }
  });
});
