import { endpoints } from '@lobby/contract';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import {
  gameClasses,
  gameTypes,
  games,
  merchantVendors,
  vendors,
  type Merchant,
  type MerchantVendor,
  type Vendor,
} from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { requireSameMerchant } from '../http/merchant';
import { route, type RouteTable } from '../http/route';
import { iconTitles, vendorIconUrl } from '../media/vendorIcon';
import { cachedCatalogueRead } from '../catalogue/catalogueCache';

/** A merchant's shown cards with their vendors, lanes in order and cards in order within each. */
async function merchantCards(db: Database, merchantId: number) {
  return db
    .select({ card: merchantVendors, vendor: vendors })
    .from(merchantVendors)
    .innerJoin(vendors, eq(vendors.id, merchantVendors.vendorId))
    .innerJoin(gameTypes, eq(gameTypes.code, vendors.gameType))
    .where(and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.display, true)))
    .orderBy(asc(gameTypes.sort), asc(merchantVendors.sort), asc(merchantVendors.id));
}

/**
 * The card's maintenance as the lanes carry it: null while the vendor is open, else the window (epoch ms) in the
 * shape of the `vendor_under_maintenance` error's detail, `{maintainTime, endTime}`.
 */
export function maintenanceOf(
  card: MerchantVendor,
  now = new Date(),
): { maintainTime: number; endTime: number | null } | null {
  const { maintenanceStart: start, maintenanceEnd: end } = card;
  if (!start || start > now || (end && end <= now)) return null;
  return { maintainTime: start.getTime(), endTime: end?.getTime() ?? null };
}

/** One card of a lane, with the fields of the platform's own cards (contract §4.2). */
export function cardOf(card: MerchantVendor, vendor: Vendor, iconTitle: string, now = new Date()) {
  const icon = vendorIconUrl(vendor.code, iconTitle);
  const id = `${vendor.gameType}-${vendor.code}`;
  const direct =
    vendor.isGame === 'game'
      ? {
          gameId: vendor.launchGameId,
          nodeId: vendor.launchNodeId,
          telGameId: vendor.launchGameId,
          telNodeId: vendor.launchNodeId,
        }
      : {};
  return {
    cardId: card.id,
    id,
    title: id,
    accountTypeName: vendor.code,
    gameType: vendor.gameType,
    accountTypeId: vendor.accountTypeId,
    vassalage: vendor.code,
    displayName: vendor.displayName,
    appNewWindow: vendor.appNewWindow,
    seamlessStatus: vendor.seamlessStatus,
    maintenance: maintenanceOf(card, now),
    isGame: vendor.isGame,
    isGameH5: vendor.isGame,
    freeplay: vendor.freeplay,
    ...direct,
    h5Icon: null,
    smallIcon: icon,
    lagerIcon: icon,
    mobileLargeIcon: icon,
    mobileSmallIcon: icon,
    isNew: card.isNew ? 1 : 0,
    isHot: card.isHot ? 1 : 0,
    gameCount: vendor.gameCount,
  };
}

type Card = ReturnType<typeof cardOf>;

/** A class of a lane as the lanes carry it (contract §4.2): its games at this merchant and the vendors that have some. */
type LaneClass = {
  key: string;
  displayName: string;
  gameCount: number;
  sort: number;
  vendors: string[];
};

/**
 * The game classes of the merchant's shown cards: per lane, each class with its games and vendors (in the lane's
 * class order), and per card (`RNG-JL`) the classes its games fall in.
 */
async function gameClassesOf(
  db: Database,
  merchantId: number,
): Promise<{ byLane: Map<string, LaneClass[]>; byCard: Map<string, string[]> }> {
  // Games are counted per vendor and class first, and only those few hundred counts meet the merchant's cards: joined
  // before the count, every one of the catalogue's games went through the joins (twice the time). The classes are
  // read apart from the count for the same reason.
  const counts = db
    .select({ vendorId: games.vendorId, classify: games.classify, n: count().as('n') })
    .from(games)
    .where(isNotNull(games.classify))
    .groupBy(games.vendorId, games.classify)
    .as('counts');
  const [rows, classes] = await Promise.all([
    db
      .select({ gameType: vendors.gameType, code: vendors.code, classify: counts.classify, n: counts.n })
      .from(counts)
      .innerJoin(vendors, eq(vendors.id, counts.vendorId))
      .innerJoin(
        merchantVendors,
        and(
          eq(merchantVendors.vendorId, vendors.id),
          eq(merchantVendors.merchantId, merchantId),
          eq(merchantVendors.display, true),
        ),
      )
      .orderBy(asc(merchantVendors.sort), asc(vendors.code)),
    db.select().from(gameClasses),
  ]);
  const classOf = new Map(classes.map((row) => [`${row.gameType}/${row.code}`, row]));
  const byLane = new Map<string, LaneClass[]>();
  const byCard = new Map<string, string[]>();
  for (const { gameType, code, classify, n } of rows) {
    if (!classify) continue;
    const known = classOf.get(`${gameType}/${classify}`);
    const lane = byLane.get(gameType) ?? [];
    byLane.set(gameType, lane);
    let entry = lane.find((item) => item.key === classify);
    if (!entry) {
      // A class the lane does not list reads as its key, before the listed ones.
      entry = {
        key: classify,
        displayName: known?.displayName ?? classify,
        gameCount: 0,
        sort: known?.sort ?? -1,
        vendors: [],
      };
      lane.push(entry);
    }
    entry.gameCount += n;
    entry.vendors.push(code);
    const card = `${gameType}-${code}`;
    const sortIn = (key: string) => lane.find((item) => item.key === key)?.sort ?? -1;
    byCard.set(
      card,
      [...(byCard.get(card) ?? []), classify].sort((a, b) => sortIn(a) - sortIn(b)),
    );
  }
  for (const lane of byLane.values()) lane.sort((a, b) => a.sort - b.sort);
  return { byLane, byCard };
}

type Lane = { title: string; cards: Card[]; gameClassify?: LaneClass[] };

/**
 * The merchant's shown cards, the icon titles of their vendors and their game classes, kept until the catalogue
 * changes (catalogueCache.ts); the cards' maintenance is read from them at each call.
 */
function cardsOf(db: Database, merchantId: number) {
  return cachedCatalogueRead(db, `cards ${merchantId}`, async () => {
    const rows = await merchantCards(db, merchantId);
    const [titles, classes] = await Promise.all([
      iconTitles(db, [...new Set(rows.map((row) => row.vendor.code))]),
      gameClassesOf(db, merchantId),
    ]);
    return { rows, titles, classes };
  });
}

/**
 * The merchant's lanes: one per game type that has a shown card, in lane order, cards in their order, and the
 * lane's game classes where its games have some.
 */
export async function vendorLanesOf(db: Database, merchant: Merchant, now: Date): Promise<Lane[]> {
  const { rows, titles, classes } = await cardsOf(db, merchant.id);
  const { byLane } = classes;
  const lanes: Lane[] = [];
  for (const { card, vendor } of rows) {
    let lane = lanes.at(-1);
    if (lane?.title !== vendor.gameType) {
      const classes = byLane.get(vendor.gameType);
      lane = { title: vendor.gameType, cards: [], ...(classes ? { gameClassify: classes } : {}) };
      lanes.push(lane);
    }
    lane.cards.push(cardOf(card, vendor, titles.get(vendor.code) ?? vendor.displayName, now));
  }
  return lanes;
}

export function gameRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  // Desktop names the merchant in `merchantCode`, mobile in `merchant`; either must be this site's merchant.
  // `language` is accepted: vendor names are brand names, the same in every language.
  route(app, table, endpoints.gameVendors, async (c, { merchant, query }) => {
    requireSameMerchant(merchant, query.merchantCode, 'merchantCode');
    requireSameMerchant(merchant, query.merchant, 'merchant');
    const { db, clock } = c.var.platform;
    return { data: { lanes: await vendorLanesOf(db, merchant, new Date(clock())) } };
  });

  // Vendor codes per game type, each mapped to the classes of its games (empty where the lane has none: sports).
  route(app, table, endpoints.vassGameType, async (c, { merchant, query }) => {
    requireSameMerchant(merchant, query.merchantCode, 'merchantCode');
    const { rows, classes } = await cardsOf(c.var.platform.db, merchant.id);
    const { byCard } = classes;
    const content: Record<string, Record<string, string[]>> = {};
    for (const { vendor } of rows) {
      (content[vendor.gameType] ??= {})[vendor.code] = byCard.get(`${vendor.gameType}-${vendor.code}`) ?? [];
    }
    return { content };
  });
}
