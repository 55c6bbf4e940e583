import { listBrands, loadBrand } from '@lobby/brand/node';
import { and, eq } from 'drizzle-orm';
import { helpEntries, members, merchants } from '../db/schema';
import { verifyPassword } from '../security/passwords';
import { sharedDatabase } from '../testing/testPlatform';
import { defaultBrandsDir, resetDatabase, seedDatabase } from './seed';
import { flattenWhitelabel } from './whitelabel';

beforeAll(async () => {
  await sharedDatabase();
});

async function db() {
  const open = await sharedDatabase();
  await resetDatabase(open.db);
  return open.db;
}

describe('seed', () => {
  it('has one merchant per brand folder, with the code of its build config', async () => {
    const database = await db();
    const rows = await database.select().from(merchants);
    const brands = await Promise.all(listBrands(defaultBrandsDir).map((id) => loadBrand(defaultBrandsDir, id)));
    expect(rows.map((row) => [row.brandId, row.code]).sort()).toEqual(
      brands.map((brand) => [brand.config.id, brand.config.merchantCode]).sort(),
    );
    expect(Object.fromEntries(rows.map((row) => [row.brandId, row.code]))).toMatchObject({
      lotus: 'lotus88',
      siam: 'siam99',
      sahara: 'sahara7',
    });
  });

  it('sets the flags differently per merchant so that gating shows', async () => {
    const database = await db();
    const flags = Object.fromEntries(
      (await database.select().from(merchants)).map((row) => [row.brandId, flattenWhitelabel(row.whitelabel)]),
    );
    expect(flags.lotus).toMatchObject({ MOBILEVERCODELOGIN3: true, MOBILENUMREG3: true, FREEPLAY3: true });
    expect(flags.siam).toMatchObject({
      USERNAMEREG3: true,
      MOBILENUMREG3: false,
      MOBILEVERCODELOGIN3: false,
      FREEPLAY3: false,
    });
    expect(flags.sahara).toMatchObject({ MOBILENUMREG3: true, MOBILENUMPASSREG3: false, PWDEXPFORCECHANGE3: true });
    for (const flag of ['SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3', 'CAPTCHA3', 'FEEDBACK3', 'PTSYS3']) {
      expect(new Set(Object.values(flags).map((set) => set?.[flag])).size, flag).toBe(2);
    }
  });

  it('gives every merchant the demo members, whose passwords verify and satisfy its password rule', async () => {
    const database = await db();
    const rows = await database
      .select({ merchant: merchants, member: members })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId));
    expect(rows).toHaveLength(24);
    const lotus = rows.filter((row) => row.merchant.code === 'lotus88').map((row) => row.member);
    const byName = Object.fromEntries(lotus.map((member) => [member.username, member]));
    expect(byName.agent01?.type).toBe(1);
    expect(['player02', 'player03', 'player04', 'player05'].map((name) => byName[name]?.uplineId)).toEqual(
      Array(4).fill(byName.agent01?.id),
    );
    expect(byName.expired01?.passwordExpired).toBe(true);
    expect(rows.every((row) => row.member.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$'))).toBe(true);
    expect(await verifyPassword(byName.player01?.passwordHash, 'Player#2026')).toBe(true);
    expect(await verifyPassword(byName.default01?.passwordHash, '123456')).toBe(true);
    for (const { merchant, member } of rows.filter((row) => row.member.username !== 'default01')) {
      const rule = merchant.registerRules.password;
      const password = { agent01: 'Agent#2026', expired01: 'Expired#2026' }[member.username] ?? 'Player#2026';
      expect(new RegExp(rule?.acceptedPattern ?? '').test(password), `${merchant.code} ${member.username}`).toBe(true);
      expect(member.mobile).toMatch(/^\d{9}$/);
    }
  });

  it('is idempotent and a reset brings back edited rows', async () => {
    const database = await db();
    const before = await database.select().from(helpEntries);
    const again = await seedDatabase(database);
    expect(again.members).toBe(0);
    expect(await database.select().from(helpEntries)).toHaveLength(before.length);

    await database.update(merchants).set({ maintenance: true });
    await database.delete(members).where(and(eq(members.username, 'player01')));
    expect((await seedDatabase(database)).members).toBe(3);
    expect((await database.select().from(merchants)).every((row) => row.maintenance)).toBe(true);
    await resetDatabase(database);
    expect((await database.select().from(merchants)).some((row) => row.maintenance)).toBe(false);
  });
});
