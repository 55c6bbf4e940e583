import { listBrands, loadBrand } from '@lobby/brand/node';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  announcements,
  betRecords,
  deposits,
  games,
  helpEntries,
  memberAddresses,
  members,
  merchantVendors,
  merchants,
  promotionCategories,
  vendors,
  walletTransactions,
  wallets,
  withdrawals,
} from '../db/schema';
import { flattenWhitelabel } from '../merchants/whitelabel';
import { verifyPassword } from '../security/passwords';
import { sharedDatabase } from '../testing/testPlatform';
import { defaultBrandsDir, isEmpty, resetDatabase, seedDatabase } from './seed';
import { gameCatalogue } from './games';
import { demoMembers } from './members';
import { demoFriends } from './referrals';
import { vendorCatalogue } from './vendors';

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
    // A login from a new address is confirmed at siam only.
    expect([flags.lotus, flags.siam, flags.sahara].map((set) => set?.LOGINIPVERF3)).toEqual([false, true, false]);
    for (const flag of ['SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3', 'CAPTCHA3', 'FEEDBACK3']) {
      expect(new Set(Object.values(flags).map((set) => set?.[flag])).size, flag).toBe(2);
    }
  });

  it('offers both apps at lotus, the Android one at siam and none at sahara, with a download QR each', async () => {
    const database = await db();
    const resources = Object.fromEntries(
      (await database.select().from(merchants)).map((row) => [row.brandId, row.resources]),
    );
    const downloads = (brand: string) =>
      (resources[brand] ?? [])
        .filter((item) => item.resourceType === 'iOS' || item.resourceType === 'Android')
        .map(({ resourceType, type, name, url }) => ({ resourceType, type, name, file: url.split('.').pop() }));
    expect(downloads('lotus')).toEqual([
      { resourceType: 'iOS', type: 'MOBILECONFIG', name: 'IOS', file: 'mobileconfig' },
      { resourceType: 'Android', type: 'Android', name: 'Android', file: 'apk' },
    ]);
    expect(downloads('siam')).toEqual([{ resourceType: 'Android', type: 'Android', name: 'Android', file: 'apk' }]);
    expect(downloads('sahara')).toEqual([]);
    const qr = (brand: string) => resources[brand]?.find((item) => item.resourceType === 'QR')?.qrCodeUrl;
    // One app: the QR is its file; both or none: the site's download page, which offers what there is.
    expect(qr('siam')).toBe('https://siam-lagoon.example/app.apk');
    expect(qr('lotus')).toBe('https://www.lotus-palace.example/down');
    expect(qr('sahara')).toBe('https://www.sahara-oasis.example/down');
  });

  it('gives every merchant the demo members, whose passwords verify and satisfy its password rule', async () => {
    const database = await db();
    const everyone = await database
      .select({ merchant: merchants, member: members })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId));
    // The demo accounts, and at each merchant the friends who registered with their referral codes.
    expect(everyone).toHaveLength(3 * demoMembers.length + 3 * demoFriends.length);
    const demoNames = new Set(demoMembers.map((member) => member.username));
    const rows = everyone.filter((row) => demoNames.has(row.member.username));
    expect(rows).toHaveLength(3 * demoMembers.length);
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
    // Siam's registration requires a payee name: its members have one (a second factor of LOGINIPVERF3 there).
    const siam = rows.filter((row) => row.merchant.code === 'siam99').map((row) => row.member);
    expect(siam.every((member) => member.payeeName && member.email)).toBe(true);
    // Every member has a mobile number but player05, who never bound one (My account binds it).
    expect(rows.filter((row) => !row.member.mobile).map((row) => row.member.username)).toEqual([
      'player05',
      'player05',
      'player05',
    ]);
    expect(siam.find((member) => member.username === 'player01')).toMatchObject({
      payeeName: 'Somchai Player',
      email: 'player01@siam99.example',
      mobile: '812000001',
    });
    expect(rows.filter((row) => row.merchant.code !== 'siam99').every((row) => row.member.payeeName === null)).toBe(
      true,
    );
    for (const { merchant, member } of rows.filter((row) => row.member.username !== 'default01')) {
      const rule = merchant.registerRules.password;
      const password = demoMembers.find((demo) => demo.username === member.username)?.password ?? '';
      expect(new RegExp(rule?.acceptedPattern ?? '').test(password), `${merchant.code} ${member.username}`).toBe(true);
      if (member.username !== 'player05') expect(member.mobile).toMatch(/^\d{9}$/);
      const payee = merchant.registerRules.payeeName;
      if (member.payeeName) expect(new RegExp(payee?.acceptedPattern ?? '').test(member.payeeName)).toBe(true);
    }
  });

  it('gives agent01 at every merchant a team three levels deep that joined, played and paid over the months', async () => {
    const database = await db();
    const now = Date.now();
    const dayMs = 24 * 60 * 60 * 1000;
    for (const merchant of await database.select().from(merchants)) {
      const everyone = await database.select().from(members).where(eq(members.merchantId, merchant.id));
      const byId = new Map(everyone.map((member) => [member.id, member]));
      const agent01 = everyone.find((member) => member.username === 'agent01');
      // The tree walked here row by row, level by level.
      const levels: string[][] = [];
      let uplines = new Set([agent01?.id]);
      while (uplines.size) {
        const level = everyone.filter((member) => uplines.has(member.uplineId ?? undefined));
        if (level.length) levels.push(level.map((member) => member.username).sort());
        uplines = new Set(level.map((member) => member.id));
      }
      expect(levels, merchant.code).toEqual([
        ['agent02', 'player02', 'player03', 'player04', 'player05'],
        ['agent03', 'player06', 'player07', 'player08'],
        ['player09', 'player10', 'player11'],
      ]);
      const team = levels.flat().map((username) => everyone.find((member) => member.username === username));
      const agents = team.filter((member) => member?.type === 1);
      expect(agents.map((member) => [member?.username, member?.affiliateCode])).toEqual([
        ['agent02', 'AG02'],
        ['agent03', 'AG03'],
      ]);
      // Registered one after another over five months, the last today; each under an upline already there.
      const joined = team.map((member) => member?.createdAt.getTime() ?? Number.NaN);
      expect(Math.min(...joined)).toBeLessThan(now - 140 * dayMs);
      expect(Math.max(...joined)).toBeGreaterThan(now - dayMs);
      expect(Math.max(...joined)).toBeLessThanOrEqual(now);
      for (const member of team) {
        const upline = byId.get(member?.uplineId ?? 0);
        expect(upline?.createdAt.getTime()).toBeLessThan(member?.createdAt.getTime() ?? 0);
      }

      const ids = team.map((member) => member?.id ?? 0);
      const bets = await database.select().from(betRecords).where(inArray(betRecords.memberId, ids));
      expect(bets.filter((bet) => bet.createdAt < (byId.get(bet.memberId)?.createdAt ?? bet.createdAt))).toEqual([]);
      const monthsOf = (dates: Date[]) => new Set(dates.map((at) => at.toISOString().slice(0, 7))).size;
      expect(monthsOf(bets.map((bet) => bet.createdAt))).toBe(3);
      // Every level plays: agent02's own members and agent03's too.
      const players = new Set(bets.map((bet) => byId.get(bet.memberId)?.username));
      for (const username of ['agent02', 'player06', 'agent03', 'player09']) expect(players).toContain(username);

      const paidIn = await database
        .select()
        .from(deposits)
        .where(and(inArray(deposits.memberId, ids), eq(deposits.status, 'successful')));
      expect(monthsOf(paidIn.map((row) => row.createdAt))).toBeGreaterThanOrEqual(3);
      const paidOut = await database
        .select()
        .from(withdrawals)
        .where(and(inArray(withdrawals.memberId, ids), eq(withdrawals.status, 'approved')));
      const paidOutAt = paidOut.map((row) => row.createdAt.getTime());
      expect(Math.max(...paidOutAt) - Math.min(...paidOutAt)).toBeGreaterThan(28 * dayMs);
      for (const row of [...paidIn, ...paidOut]) {
        expect(row.createdAt.getTime()).toBeGreaterThan(byId.get(row.memberId)?.createdAt.getTime() ?? now);
      }
    }
  });

  it('knows every member from the loopback addresses; a reset clears the table and seeds them again', async () => {
    const database = await db();
    const known = async () =>
      (
        await database
          .select({ merchantId: members.merchantId, username: members.username, ip: memberAddresses.ip })
          .from(memberAddresses)
          .innerJoin(members, eq(members.id, memberAddresses.memberId))
      )
        .map((row) => `${row.merchantId} ${row.username} ${row.ip}`)
        .sort();
    const rows = await database.select().from(members);
    const loopback = rows
      .flatMap((member) => ['127.0.0.1', '::1'].map((ip) => `${member.merchantId} ${member.username} ${ip}`))
      .sort();
    expect(await known()).toEqual(loopback);

    // Seeding again (to fill in what is missing) leaves existing members' addresses as they are, forgotten ones too.
    await database.delete(memberAddresses);
    await database.insert(memberAddresses).values({ memberId: rows[0]?.id ?? 0, ip: '198.51.100.7' });
    await seedDatabase(database);
    expect(await known()).toEqual([`${rows[0]?.merchantId} ${rows[0]?.username} 198.51.100.7`]);
    await resetDatabase(database);
    expect(await known()).toEqual(loopback);
  });

  it('is idempotent and a reset brings back edited rows', async () => {
    const database = await db();
    const before = await database.select().from(helpEntries);
    const cardsBefore = await database.select().from(merchantVendors);
    const again = await seedDatabase(database);
    expect(again.members).toBe(0);
    expect(again.vendorCards).toBe(0);
    expect(await database.select().from(helpEntries)).toHaveLength(before.length);
    expect(await database.select().from(vendors)).toHaveLength(vendorCatalogue.length);
    await database.delete(merchantVendors).where(eq(merchantVendors.id, cardsBefore[0]?.id ?? 0));
    expect((await seedDatabase(database)).vendorCards).toBe(1);

    await database.update(merchants).set({ maintenance: true });
    await database.delete(members).where(and(eq(members.username, 'player01')));
    expect((await seedDatabase(database)).members).toBe(3);
    expect((await database.select().from(merchants)).every((row) => row.maintenance)).toBe(true);
    await resetDatabase(database);
    expect((await database.select().from(merchants)).some((row) => row.maintenance)).toBe(false);
    // Three seed runs and a reset: over the 10 s default on a busy machine.
  }, 30_000);

  it('seeds no demo account for a server out of dev mode, and still finds the database complete', async () => {
    const database = await db();
    await database.delete(members);
    await database.delete(wallets);
    const report = await seedDatabase(database, { demoAccounts: false });
    expect(report.members).toBe(0);
    expect(report.wallets).toBe(0);
    expect(await database.select({ n: count() }).from(members)).toEqual([{ n: 0 }]);
    expect((await database.select().from(merchants)).length).toBeGreaterThan(0);
    expect(await isEmpty(database, new Date(), { demoAccounts: false })).toBe(false);
    // In dev mode the same database lacks them.
    expect(await isEmpty(database)).toBe(true);
    await resetDatabase(database);
  }, 30_000);

  it("keeps every wallet's ledger summing to its balance, with months of demo bets across the products", async () => {
    const database = await db();
    const drift = await database
      .select({ memberId: wallets.memberId })
      .from(wallets)
      .leftJoin(
        walletTransactions,
        and(eq(walletTransactions.memberId, wallets.memberId), eq(walletTransactions.accountTypeId, 2)),
      )
      .groupBy(wallets.memberId, wallets.balance)
      .having(sql`coalesce(sum(${walletTransactions.amount}), 0) <> ${wallets.balance}`);
    expect(drift).toEqual([]);
    const [negative] = await database
      .select({ n: count() })
      .from(walletTransactions)
      .where(sql`${walletTransactions.balanceAfter} < 0`);
    expect(negative?.n).toBe(0);
    // Each bet of the record is a round of the ledger with the same stake and payout.
    const [unmatched] = await database
      .select({ n: count() })
      .from(betRecords)
      .where(
        sql`not exists (select 1 from ${walletTransactions} bet join ${walletTransactions} win on win.round_id = bet.round_id and win.kind = 'win'
          where bet.round_id = ${betRecords.roundId} and bet.kind = 'bet' and -bet.amount = ${betRecords.stake} and win.amount = ${betRecords.payout})`,
      );
    expect(unmatched?.n).toBe(0);
    const player01 = await database
      .select({
        product: betRecords.productType,
        months: sql<number>`count(distinct date_trunc('month', ${betRecords.createdAt}))`,
      })
      .from(betRecords)
      .innerJoin(members, eq(members.id, betRecords.memberId))
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(members.username, 'player01'), eq(merchants.code, 'lotus88')))
      .groupBy(betRecords.productType);
    expect(player01.map((row) => row.product).sort()).toEqual([
      'ELOTT',
      'FISH',
      'LIVE',
      'LOTT',
      'PVP',
      'RNG',
      'SPORTS',
    ]);
    expect(Math.max(...player01.map((row) => Number(row.months)))).toBe(3);
  });

  it('fills in the vendor tables of a database made before them, leaving the rest alone', async () => {
    const database = await db();
    expect(await isEmpty(database)).toBe(false);
    await database.update(merchants).set({ maintenance: true });
    await database.execute(sql`truncate table merchant_vendors, vendors, game_types restart identity cascade`);
    expect(await isEmpty(database)).toBe(true);
    const report = await seedDatabase(database);
    expect(report).toMatchObject({ members: 0, vendorCards: (await database.select().from(merchantVendors)).length });
    expect(report.vendorCards).toBeGreaterThan(100);
    expect(await isEmpty(database)).toBe(false);
    expect((await database.select().from(merchants)).every((row) => row.maintenance)).toBe(true);
  });

  /** Each merchant's cards as `<lane>-<code>`, in lane and sort order. */
  async function cardsByMerchant(database: Awaited<ReturnType<typeof db>>) {
    const rows = await database
      .select({ merchant: merchants.code, gameType: vendors.gameType, code: vendors.code, sort: merchantVendors.sort })
      .from(merchantVendors)
      .innerJoin(merchants, eq(merchants.id, merchantVendors.merchantId))
      .innerJoin(vendors, eq(vendors.id, merchantVendors.vendorId))
      .orderBy(asc(merchantVendors.id));
    const byMerchant: Record<string, string[]> = {};
    for (const row of rows) (byMerchant[row.merchant] ??= []).push(`${row.gameType}-${row.code}`);
    return byMerchant;
  }

  it('stores a realistic vendor catalogue: every lane, direct-launch vendors with their game', async () => {
    const database = await db();
    const rows = await database.select().from(vendors);
    const codes = (gameType: string) => rows.filter((row) => row.gameType === gameType).map((row) => row.code);
    expect(codes('RNG').length).toBeGreaterThanOrEqual(40);
    expect(codes('RNG')).toEqual(expect.arrayContaining(['EG7', 'CQ9', 'FC', 'BGS', 'PG', 'JDB', 'JL', 'SPB', 'SS']));
    expect(codes('LIVE').length).toBeGreaterThanOrEqual(13);
    expect(codes('FISH').length).toBeGreaterThanOrEqual(13);
    expect(codes('SPORTS')).toEqual(expect.arrayContaining(['FB', 'IMES', 'TF', 'IA', 'SV3']));
    expect(codes('SPORTS').length).toBeGreaterThanOrEqual(10);
    expect(codes('PVP')).toHaveLength(6);
    expect(codes('ELOTT')).toEqual(['GPI', 'TCG_SEA']);
    expect(codes('LOTT')).toEqual(['LOTT', 'TCG_LOTTO_VN']);

    const direct = rows.filter((row) => row.isGame === 'game');
    expect(direct.map((row) => `${row.gameType}-${row.code}`)).toEqual(
      expect.arrayContaining(['LIVE-EZ', 'ELOTT-GPI']),
    );
    for (const row of direct) {
      expect(row.launchGameId).toMatch(new RegExp(`^${row.code}\\d{4}$`));
      expect(row.launchNodeId).toMatch(/^\d{6}$/);
    }
    // One account type per vendor code, shared by its lanes.
    const accountTypes = new Map<string, Set<number>>();
    for (const row of rows)
      accountTypes.set(row.code, (accountTypes.get(row.code) ?? new Set()).add(row.accountTypeId));
    expect([...accountTypes.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.accountTypeId)).size).toBe(accountTypes.size);
    expect(rows.reduce((sum, row) => sum + row.gameCount, 0)).toBeGreaterThan(2000);
  });

  it('gives each merchant its own line-up from its brand config, the same after every reset', async () => {
    const database = await db();
    const cards = await cardsByMerchant(database);
    const lanesOf = (code: string) => new Set((cards[code] ?? []).map((card) => card.split('-')[0]));
    expect([...lanesOf('lotus88')]).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'LOTT']);
    expect([...lanesOf('siam99')]).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'ELOTT', 'LOTT']);
    expect([...lanesOf('sahara7')]).toEqual(['RNG', 'LIVE', 'SPORTS', 'PVP', 'LOTT']);
    expect(cards.lotus88).toEqual(expect.arrayContaining(['SPORTS-SV3', 'LOTT-TCG_LOTTO_VN', 'PVP-JL']));
    expect(cards.siam99).toContain('SPORTS-SV3');
    expect(cards.siam99).not.toContain('LOTT-TCG_LOTTO_VN');
    expect(cards.sahara7).not.toContain('SPORTS-SV3');

    // Each brand's RNG-centre vendors open its RNG lane, in the config's order.
    const brands = await Promise.all(listBrands(defaultBrandsDir).map((id) => loadBrand(defaultBrandsDir, id)));
    for (const { config } of brands) {
      const rng = (cards[config.merchantCode] ?? []).filter((card) => card.startsWith('RNG-'));
      expect(rng.slice(0, config.providers.rngCentre.length)).toEqual(
        config.providers.rngCentre.map((code) => `RNG-${code}`),
      );
      expect((cards[config.merchantCode] ?? []).find((card) => card.startsWith('SPORTS-'))).toBe(
        `SPORTS-${config.providers.fb[0] ?? ''}`,
      );
    }

    const snapshot = async () => ({
      vendors: await database.select().from(vendors).orderBy(asc(vendors.id)),
      cards: (await database.select().from(merchantVendors).orderBy(asc(merchantVendors.id))).map(
        ({ createdAt: _createdAt, ...card }) => card,
      ),
    });
    const first = await snapshot();
    await resetDatabase(database);
    expect(await snapshot()).toEqual(first);
  });

  it('stores over 10,000 games over the vendor lanes, as many per vendor as its card counts', async () => {
    const database = await db();
    const rows = await database
      .select({ gameType: vendors.gameType, code: vendors.code, gameCount: vendors.gameCount, games: count(games.id) })
      .from(vendors)
      .leftJoin(games, eq(games.vendorId, vendors.id))
      .groupBy(vendors.id);
    const total = rows.reduce((sum, row) => sum + row.games, 0);
    expect(total).toBeGreaterThanOrEqual(10_000);
    expect(total).toBe(gameCatalogue.length);
    for (const row of rows) expect(row.games, `${row.gameType}-${row.code}`).toBe(row.gameCount);
    const perLane = (gameType: string) =>
      rows.filter((row) => row.gameType === gameType).reduce((sum, row) => sum + row.games, 0);
    expect(perLane('RNG')).toBeGreaterThan(8000);
    for (const lane of ['LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'LOTT'])
      expect(perLane(lane), lane).toBeGreaterThan(0);

    // A vendor launched directly has exactly the game its card names.
    const [ezugi] = await database
      .select({ game: games, vendor: vendors })
      .from(games)
      .innerJoin(vendors, eq(vendors.id, games.vendorId))
      .where(and(eq(vendors.code, 'EZ'), eq(vendors.gameType, 'LIVE')));
    expect(ezugi?.game.gameId).toBe(ezugi?.vendor.launchGameId);
    expect(String(ezugi?.game.id)).toBe(ezugi?.vendor.launchNodeId);
  });

  it('gives games English names unique within their vendor, and classes per lane', async () => {
    const database = await db();
    const rows = await database
      .select({
        name: games.name,
        gameId: games.gameId,
        vendorId: games.vendorId,
        classify: games.classify,
        gameType: vendors.gameType,
      })
      .from(games)
      .innerJoin(vendors, eq(vendors.id, games.vendorId));
    expect(rows.every((row) => /^[A-Za-z0-9' /-]+$/.test(row.name))).toBe(true);
    expect(new Set(rows.map((row) => `${row.vendorId} ${row.name}`)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => `${row.vendorId} ${row.gameId}`)).size).toBe(rows.length);
    const classes = (gameType: string) =>
      new Set(rows.filter((row) => row.gameType === gameType).map((row) => row.classify));
    expect([...classes('RNG')].sort()).toEqual(['AC', 'BG', 'JP', 'SC', 'SLOT', 'TG', 'VP']);
    expect([...classes('LIVE')].sort()).toEqual(['BACCARAT', 'BLACKJACK', 'DRAGONTIGER', 'ROULETTE', 'SICBO']);
    expect([...classes('SPORTS')]).toEqual([null]);
    expect(rows.filter((row) => /dragon/i.test(row.name)).length).toBeGreaterThan(100);
  });

  // Two of its resets store the whole catalogue again (11,000 games): seconds each on a busy 2-core machine.
  it('keeps the game catalogue through a reset only while it is untouched', async () => {
    const database = await db();
    const snapshot = () => database.select().from(games).orderBy(asc(games.id));
    const first = await snapshot();
    await database
      .update(games)
      .set({ name: 'Renamed' })
      .where(eq(games.id, first[0]?.id ?? 0));
    await database.delete(games).where(eq(games.id, first[1]?.id ?? 0));
    await resetDatabase(database);
    expect(await snapshot()).toEqual(first);
    // A vendor edited is put back too, with its games.
    await database.update(vendors).set({ displayName: 'Edited' });
    await resetDatabase(database);
    expect((await database.select().from(vendors)).some((row) => row.displayName === 'Edited')).toBe(false);
    expect(await snapshot()).toEqual(first);
  }, 30_000);

  it('fills in the demo wallets of a database made before them, leaving the balances it has alone', async () => {
    const database = await db();
    const merchantCount = (await database.select().from(merchants)).length;
    const [player] = await database.select().from(members).where(eq(members.username, 'player01')).limit(1);
    // With what refers to the ledger (rebate claims, and the bets they paid): a database before wallets had none.
    await database.execute(sql`truncate table wallet_transactions, wallets cascade`);
    await database.insert(wallets).values({ memberId: player?.id ?? 0, currency: 'VND', balance: 5 });
    expect(await isEmpty(database)).toBe(false);
    await database.execute(sql`truncate table wallets`);
    expect(await isEmpty(database)).toBe(true);
    await database.insert(wallets).values({ memberId: player?.id ?? 0, currency: 'VND', balance: 5 });
    expect((await seedDatabase(database)).wallets).toBe(merchantCount * demoMembers.length - 1);
    expect((await seedDatabase(database)).wallets).toBe(0);
    const rows = await database.select().from(wallets);
    expect(rows.find((row) => row.memberId === player?.id)?.balance).toBe(5);
    expect(rows.filter((row) => row.balance > 0)).toHaveLength(merchantCount * demoMembers.length);
  });

  it('fills in the banners and promotions of a database made before them, keeping its popups and notices', async () => {
    const database = await db();
    // Without ids, which a refill moves on; a promotion link is read as the promotion's title.
    const snapshot = async () => {
      const rows = await database.select().from(announcements).orderBy(asc(announcements.id));
      const titles = new Map(rows.map((row) => [String(row.id), row.title]));
      return rows
        .filter((row) => row.type === 'B' || row.type === 'PR')
        .map(({ id: _id, ...row }) =>
          row.linkageType === 'P' ? { ...row, linkage: titles.get(row.linkage ?? '') } : row,
        );
    };
    const seeded = await snapshot();
    // Six promotions per merchant, each in English and the merchant's own language.
    expect(seeded.filter((row) => row.type === 'PR')).toHaveLength(3 * 2 * 6);
    // Lotus 21 slots' banners, siam 19, sahara 18, each in English and the merchant's own language.
    expect(seeded.filter((row) => row.type === 'B')).toHaveLength((21 + 19 + 18) * 2);
    const [popup] = await database.select().from(announcements).where(eq(announcements.type, 'PU')).limit(1);
    await database
      .update(announcements)
      .set({ title: 'Edited' })
      .where(eq(announcements.id, popup?.id ?? 0));
    await database.delete(announcements).where(inArray(announcements.type, ['B', 'PR']));
    expect(await isEmpty(database)).toBe(true);
    await seedDatabase(database);
    expect(await isEmpty(database)).toBe(false);
    expect(await snapshot()).toEqual(seeded);
    expect(
      (
        await database
          .select()
          .from(announcements)
          .where(eq(announcements.id, popup?.id ?? 0))
      )[0]?.title,
    ).toBe('Edited');
    // A second run adds nothing; a reset puts back the same banners, ids and links included.
    await seedDatabase(database);
    expect(await snapshot()).toEqual(seeded);
    await database.update(announcements).set({ linkage: '/elsewhere' }).where(eq(announcements.type, 'B'));
    await resetDatabase(database);
    const again = await database.select().from(announcements).orderBy(asc(announcements.id));
    await resetDatabase(database);
    expect(await database.select().from(announcements).orderBy(asc(announcements.id))).toEqual(again);
    expect(again.some((row) => row.linkage === '/elsewhere')).toBe(false);
  });

  it('gives every merchant its promotion categories, named by its promotions, and fills them in when missing', async () => {
    const database = await db();
    const categories = async () =>
      (await database.select().from(promotionCategories).orderBy(asc(promotionCategories.id))).map(
        ({ id: _id, ...row }) => row,
      );
    const seeded = await categories();
    const merchantIds = [...new Set(seeded.map((row) => row.merchantId))];
    expect(merchantIds).toHaveLength(3);
    for (const merchantId of merchantIds) {
      const own = seeded.filter((row) => row.merchantId === merchantId);
      expect(own.map((row) => row.code)).toEqual([
        'rng_promo',
        'live_promo',
        'pvp_promo',
        'sport_promo',
        'fish_promo',
        'lotto_promo',
        'rebate_promo',
        'deposit_promo',
        'player_rank_rules',
        'point_mall',
        'app_download',
        'new_player',
        'other_promo',
      ]);
      expect(own.map((row) => row.sort)).toEqual(own.map((_, index) => index + 1));
      for (const row of own) expect(Object.keys(row.names).sort()).toEqual(['AR', 'CN', 'EN', 'TH', 'VI']);
    }
    // A promotion names categories of its own merchant, the same in each language it is written in.
    const rows = await database.select().from(promotionCategories);
    const merchantOf = new Map(rows.map((row) => [row.id, row.merchantId]));
    const promotions = await database
      .select()
      .from(announcements)
      .where(eq(announcements.type, 'PR'))
      .orderBy(asc(announcements.id));
    for (const promotion of promotions) {
      expect(promotion.categoryIds.length).toBeGreaterThan(0);
      for (const id of promotion.categoryIds) expect(merchantOf.get(id)).toBe(promotion.merchantId);
    }
    const byLanguage = (lang: string) =>
      promotions.filter((row) => row.lang === lang && row.merchantId === merchantIds[0]).map((row) => row.categoryIds);
    expect(byLanguage('VI')).toEqual(byLanguage('EN'));
    // Four categories of each merchant have promotions.
    expect(new Set(promotions.flatMap((row) => row.categoryIds)).size).toBe(3 * 4);

    await database.delete(promotionCategories);
    expect(await isEmpty(database)).toBe(true);
    await seedDatabase(database);
    expect(await isEmpty(database)).toBe(false);
    expect(await categories()).toEqual(seeded);
    // Edited names are the merchant's: a seed leaves them.
    await database.update(promotionCategories).set({ names: { EN: 'Edited' } });
    await seedDatabase(database);
    expect((await categories()).every((row) => row.names.EN === 'Edited')).toBe(true);
  });

  it('starts and ends the promotions around the day of the clock it is given', async () => {
    const database = await db();
    const day = 24 * 60 * 60 * 1000;
    const now = Date.UTC(2031, 2, 14, 17, 45);
    await resetDatabase(database, { now: new Date(now) });
    const promotions = await database
      .select()
      .from(announcements)
      .where(eq(announcements.type, 'PR'))
      .orderBy(asc(announcements.id));
    expect(promotions).toHaveLength(36);
    for (const promotion of promotions) {
      const starts = promotion.startsAt.getTime();
      const ends = promotion.endsAt?.getTime() ?? 0;
      // Whole days: the same answer all day long.
      expect([starts % day, ends % day]).toEqual([0, 0]);
      expect(starts).toBeLessThan(now);
      expect(ends).toBeGreaterThan(now);
    }
    // Running for days to months: the shortest ends within a month, the longest in about a year.
    const endsIn = promotions.map((promotion) => ((promotion.endsAt?.getTime() ?? 0) - now) / day);
    expect(Math.min(...endsIn)).toBeLessThan(30);
    expect(Math.max(...endsIn)).toBeGreaterThan(300);
  });

  it('fills in the notices of a database made before them, the same eight per merchant and language', async () => {
    const database = await db();
    const notices = async () =>
      (
        await database.select().from(announcements).where(eq(announcements.type, 'PL')).orderBy(asc(announcements.id))
      ).map(({ id: _id, ...row }) => row);
    const seeded = await notices();
    // Three merchants, each in English and its own language.
    expect(seeded).toHaveLength(3 * 2 * 8);
    expect(seeded.slice(0, 8).map((row) => [row.sort, row.platform, row.lang])).toEqual(
      Array.from({ length: 8 }, (_, sort) => [sort, '*', 'EN']),
    );
    await database.delete(announcements).where(eq(announcements.type, 'PL'));
    expect(await isEmpty(database)).toBe(true);
    await seedDatabase(database);
    expect(await isEmpty(database)).toBe(false);
    expect(await notices()).toEqual(seeded);
    // Edited notices are the merchant's: a seed leaves them, a reset puts the demo ones back.
    await database.update(announcements).set({ title: 'Edited' }).where(eq(announcements.type, 'PL'));
    await seedDatabase(database);
    expect((await notices()).every((row) => row.title === 'Edited')).toBe(true);
    await resetDatabase(database);
    expect(await notices()).toEqual(seeded);
  });

  it('fills in the games of a database made before them', async () => {
    const database = await db();
    await database.execute(sql`truncate table games cascade`);
    expect(await isEmpty(database)).toBe(true);
    expect((await seedDatabase(database)).games).toBe(gameCatalogue.length);
    expect((await seedDatabase(database)).games).toBe(0);
    expect(await isEmpty(database)).toBe(false);
  });
});
