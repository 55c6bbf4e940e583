import { endpoints, type Announcement } from '@lobby/contract';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import { announcements, promotionCategories } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { route, type RouteTable } from '../http/route';
import { artSlugOf, artTextsOf, currentImageUrl } from '../media/bannerArt';

/** The answer's list for each announcement type (contract §2.8). */
const listOfType = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'hot' } as const;
type AnnouncementType = keyof typeof listOfType;

function isAnnouncementType(type: string): type is AnnouncementType {
  return Object.hasOwn(listOfType, type);
}

/** The request's language (header `Language`, ZH read as CN), in the form the rows are stored. */
export function languageOf(header: string | undefined): string {
  const code = (header ?? '').trim().toUpperCase();
  return code === 'ZH' ? 'CN' : code || 'EN';
}

/** A name written per language (a category's, a promotion's) in `language`, else in English, else its code. */
export function nameIn(names: Record<string, string>, code: string, language: string): string {
  return (Object.hasOwn(names, language) ? names[language] : undefined) ?? names.EN ?? code;
}

export function contentRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  /**
   * Announcements of the asked types for the asked platform, running now, in the caller's language (English where
   * the merchant wrote none in it). Popups are told apart by `execution`; a caller asking one gets only those.
   */
  route(app, table, endpoints.announcements, async (c, { merchant, query }) => {
    const types = query.types
      .split(',')
      .map((type) => type.trim().toUpperCase())
      .filter(isAnnouncementType);
    const platform = query.platform.trim().toUpperCase();
    const execution = query.execution?.trim().toUpperCase();
    const now = new Date(c.var.platform.clock());
    const rows = types.length
      ? await c.var.platform.db
          .select()
          .from(announcements)
          .where(
            and(
              eq(announcements.merchantId, merchant.id),
              inArray(announcements.type, types),
              inArray(announcements.platform, ['*', platform]),
              lte(announcements.startsAt, now),
              or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
            ),
          )
          .orderBy(asc(announcements.sort), asc(announcements.id))
      : [];
    const language = languageOf(c.req.header('Language'));
    // A promotion names its categories by id; the answer adds the first one's code, as some builds send it.
    const categoryCodes = types.includes('PR')
      ? new Map(
          (
            await c.var.platform.db
              .select({ id: promotionCategories.id, code: promotionCategories.code })
              .from(promotionCategories)
              .where(eq(promotionCategories.merchantId, merchant.id))
          ).map((row) => [row.id, row.code]),
        )
      : new Map<number, string>();
    const written = new Set(rows.filter((row) => row.lang === language).map((row) => row.type));
    const inLanguage = rows.filter((row) => row.lang === (written.has(row.type) ? language : 'EN'));
    const artTexts = await artTextsOf(
      c.var.platform.db,
      inLanguage.flatMap((row) => row.images.flatMap((url) => artSlugOf(url) ?? [])),
    );

    const value: Record<(typeof listOfType)[AnnouncementType], Announcement[]> = {
      banners: [],
      player: [],
      popup: [],
      promotion: [],
      hot: [],
    };
    for (const row of inLanguage) {
      if (row.type === 'PU' && execution && row.execution !== execution) continue;
      value[listOfType[row.type as AnnouncementType]].push({
        id: row.id,
        title: row.title,
        content: row.content,
        groupName: row.groupName ?? '',
        url: row.linkageType === 'URL' ? (row.linkage ?? '') : '',
        linkage: row.linkage ?? '',
        linkageType: row.linkageType ?? '',
        roomId: row.roomId ?? '',
        nodeId: row.nodeId ?? '',
        vendor: row.vendor ?? '',
        // Sequences count from 1, as the platform's own answers do.
        announcementImages: row.images.map((url, index) => ({
          url: currentImageUrl(url, artTexts),
          sequence: index + 1,
        })),
        startDate: row.startsAt.getTime(),
        endDate: row.endsAt?.getTime() ?? '',
        execution: row.execution ?? '',
        ...(row.type === 'PR'
          ? {
              category: categoryCodes.get(row.categoryIds[0] ?? -1) ?? '',
              promoAnnouncementCategoryIds: row.categoryIds,
            }
          : {}),
      });
    }
    // Only the asked lists are answered, as the platform does.
    return Object.fromEntries(types.map((type) => [listOfType[type], value[listOfType[type]]]));
  });

  /**
   * The merchant's promotion categories in their order, each named in the caller's language (English where the
   * merchant wrote no name in it). Every category is answered, with or without running promotions: the client shows
   * the ones its promotions name.
   */
  route(app, table, endpoints.promotionCategories, async (c, { merchant }) => {
    const language = languageOf(c.req.header('Language'));
    const rows = await c.var.platform.db
      .select()
      .from(promotionCategories)
      .where(eq(promotionCategories.merchantId, merchant.id))
      .orderBy(asc(promotionCategories.sort), asc(promotionCategories.id));
    return {
      categories: rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: nameIn(row.names, row.code, language),
        sort: row.sort,
      })),
    };
  });
}
