import { errorCodes } from '@lobby/contract';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import {
  array,
  integer,
  isoTimestamp,
  maxLength,
  maxValue,
  minLength,
  minValue,
  nullable,
  number,
  optional,
  picklist,
  pipe,
  regex,
  strictObject,
  string,
  trim,
  type BaseIssue,
  type InferOutput,
  type ObjectEntries,
} from 'valibot';
import { announcements, helpEntries, promotionCategories, type Merchant } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { success } from '../http/envelope';
import { apiErrors } from '../http/errors';
import { ApiError } from '../lib/apiError';
import { jsonBody, merchantByCode } from './devRoutes';

// Content a merchant's back office would write: notices, popups, promotions and help entries, added to what the seed
// wrote (a test writes hostile markup this way, a demo a notice of its own) and removed again by id. The content
// endpoints read these tables on every call (no cache holds them, unlike the merchants and the catalogue), so a write
// shows on the next read.

/** A strict body's message: a misspelt field is named rather than dropped. */
const fieldsOf = (what: string, entries: ObjectEntries) => (issue: BaseIssue<unknown>) =>
  issue.expected === 'never' ? `not a field of ${what} (${Object.keys(entries).join(', ')})` : 'must be a JSON object';

const body = <E extends ObjectEntries>(what: string, entries: E) => strictObject(entries, fieldsOf(what, entries));

const language = pipe(string(), regex(/^[A-Z]{2}$/, 'must be a language code in capitals, such as EN or TH'));
/** Plain text: a client shows a title as written. */
const title = pipe(
  string(),
  trim(),
  minLength(1, 'must not be empty'),
  maxLength(200, 'must be at most 200 characters'),
);
/** HTML as a back office stores it; the client sanitises it before showing it. */
const html = pipe(string(), maxLength(100_000, 'must be at most 100,000 characters'));
const sort = pipe(
  number(),
  integer('must be a whole number'),
  minValue(0, 'must not be negative'),
  maxValue(1_000_000, 'must be at most 1,000,000'),
);
const timestamp = pipe(string(), isoTimestamp('must be an ISO timestamp'));
const tag = pipe(
  string(),
  maxLength(40, 'must be at most 40 characters'),
  regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters and digits joined by dashes, such as deposit'),
);

const announcementEntries = {
  lang: language,
  title,
  content: pipe(html, minLength(1, 'must not be empty')),
  /** W (web), M (mobile) or * (both, the default). */
  platform: optional(picklist(['W', 'M', '*'], 'must be W (web), M (mobile) or * (both)')),
  /** Default: after the merchant's others of the kind in the language. */
  sort: optional(sort),
  /** Default: now (the platform clock). */
  startsAt: optional(timestamp),
  /** Default: never ends. */
  endsAt: optional(nullable(timestamp)),
};

const noticeBody = body('a notice', announcementEntries);

const popupEntries = {
  ...announcementEntries,
  execution: picklist(['A', 'B', 'F'], 'must be A (signed-in players), B (visitors) or F (after a first login)'),
};
const popupBody = body('a popup', popupEntries);

const promotionEntries = {
  ...announcementEntries,
  /** Codes of the merchant's promotion categories (rng_promo ...). */
  categories: optional(
    pipe(
      array(pipe(string(), regex(/^[a-z0-9_]{1,40}$/, 'must be a category code such as rng_promo'))),
      maxLength(13, 'must name at most 13 categories'),
    ),
  ),
  /** Picture URLs: https, or a path of this site such as /wps/media/banner/<slug>.svg. */
  images: optional(
    pipe(
      array(pipe(string(), regex(/^(https:\/\/|\/(?!\/))\S+$/, 'must be an https URL or a path of this site'))),
      maxLength(5, 'must be at most 5 pictures'),
    ),
  ),
};
const promotionBody = body('a promotion', promotionEntries);

const helpBodyEntries = {
  lang: language,
  /** The entry's anchor (/help#<tag>): one per language. */
  tag,
  title,
  /** May be empty: a parent entry can be a heading over its children. */
  content: html,
  /** The tag of a top-level entry of the language: this one becomes one of its children (as the FAQ's questions). */
  parent: optional(tag),
  bgColor: optional(pipe(string(), regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1f6feb'))),
  sort: optional(sort),
};
const helpBody = body('a help entry', helpBodyEntries);

/** What every announcement body holds (a popup's and a promotion's add their own fields). */
type AnnouncementBody = InferOutput<typeof noticeBody>;

/** The announcement kinds the endpoints write, by the path's word. */
const announcementKinds = {
  notices: { type: 'PL', noun: 'notice' },
  popups: { type: 'PU', noun: 'popup' },
  promotions: { type: 'PR', noun: 'promotion' },
} as const;
type AnnouncementKind = keyof typeof announcementKinds;

/** The start and end of a body, the start defaulting to the platform's now; an end must come after the start. */
function runningTime(c: Context<PlatformEnv>, written: AnnouncementBody): { startsAt: Date; endsAt: Date | null } {
  const startsAt = written.startsAt === undefined ? new Date(c.var.platform.clock()) : new Date(written.startsAt);
  const endsAt = written.endsAt === undefined || written.endsAt === null ? null : new Date(written.endsAt);
  if (endsAt && endsAt <= startsAt) {
    throw apiErrors.validation('Field "endsAt" is invalid: must come after startsAt (or now, without it).', 'endsAt');
  }
  return { startsAt, endsAt };
}

/** The merchant's promotion category ids of `codes`, in their order; a code it has none of is a 400 naming its codes. */
async function categoryIdsOf(c: Context<PlatformEnv>, merchant: Merchant, codes: readonly string[]) {
  const rows = await c.var.platform.db
    .select({ id: promotionCategories.id, code: promotionCategories.code })
    .from(promotionCategories)
    .where(eq(promotionCategories.merchantId, merchant.id));
  const idOf = new Map(rows.map((row) => [row.code, row.id]));
  return [...new Set(codes)].map((code) => {
    const id = idOf.get(code);
    if (id === undefined) {
      throw apiErrors.validation(
        `Field "categories" is invalid: ${merchant.code} has no promotion category ${code} (it has ${[...idOf.keys()].join(', ')}).`,
        'categories',
      );
    }
    return id;
  });
}

/** Stores one announcement of `kind` for the merchant and answers what a caller needs to find or remove it. */
async function writeAnnouncement(
  c: Context<PlatformEnv>,
  merchant: Merchant,
  kind: AnnouncementKind,
  written: AnnouncementBody,
  extra: Partial<typeof announcements.$inferInsert> = {},
) {
  const { db } = c.var.platform;
  const { type } = announcementKinds[kind];
  const { startsAt, endsAt } = runningTime(c, written);
  let sortAt = written.sort;
  if (sortAt === undefined) {
    const [last] = await db
      .select({ sort: max(announcements.sort) })
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantId, merchant.id),
          eq(announcements.type, type),
          eq(announcements.lang, written.lang),
        ),
      );
    sortAt = last?.sort === null || last?.sort === undefined ? 0 : last.sort + 1;
  }
  const [row] = await db
    .insert(announcements)
    .values({
      merchantId: merchant.id,
      type,
      platform: written.platform ?? '*',
      lang: written.lang,
      title: written.title,
      content: written.content,
      sort: sortAt,
      startsAt,
      endsAt,
      ...extra,
    })
    .returning();
  if (!row) throw new Error(`the ${announcementKinds[kind].noun} was not stored`);
  return success(c, {
    code: merchant.code,
    id: row.id,
    type: row.type,
    lang: row.lang,
    title: row.title,
    sort: row.sort,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  });
}

/** POST /__dev/merchants/:code/notices|popups|promotions|help, and DELETE of one of them by id. */
export function devContentRoutes(app: Hono<PlatformEnv>): void {
  app.post('/__dev/merchants/:code/notices', async (c) => {
    const merchant = await merchantByCode(c);
    return writeAnnouncement(c, merchant, 'notices', await jsonBody(c, noticeBody));
  });

  app.post('/__dev/merchants/:code/popups', async (c) => {
    const merchant = await merchantByCode(c);
    const { execution, ...written } = await jsonBody(c, popupBody);
    return writeAnnouncement(c, merchant, 'popups', written, { execution });
  });

  app.post('/__dev/merchants/:code/promotions', async (c) => {
    const merchant = await merchantByCode(c);
    const { categories = [], images = [], ...written } = await jsonBody(c, promotionBody);
    const categoryIds = await categoryIdsOf(c, merchant, categories);
    return writeAnnouncement(c, merchant, 'promotions', written, { categoryIds, images });
  });

  app.post('/__dev/merchants/:code/help', async (c) => {
    const merchant = await merchantByCode(c);
    const written = await jsonBody(c, helpBody);
    const { db } = c.var.platform;
    const ofLanguage = and(eq(helpEntries.merchantId, merchant.id), eq(helpEntries.lang, written.lang));
    const [taken] = await db
      .select({ id: helpEntries.id })
      .from(helpEntries)
      .where(and(ofLanguage, eq(helpEntries.tag, written.tag)));
    if (taken) {
      throw apiErrors.validation(
        `Field "tag" is invalid: ${merchant.code} has a help entry ${written.tag} in ${written.lang} already (a tag is its anchor).`,
        'tag',
      );
    }
    let parentId: number | null = null;
    if (written.parent !== undefined) {
      const [parent] = await db
        .select({ id: helpEntries.id })
        .from(helpEntries)
        .where(and(ofLanguage, eq(helpEntries.tag, written.parent), isNull(helpEntries.parentId)));
      if (!parent) {
        throw apiErrors.validation(
          `Field "parent" is invalid: ${merchant.code} has no top-level help entry ${written.parent} in ${written.lang}.`,
          'parent',
        );
      }
      parentId = parent.id;
    }
    let sortAt = written.sort;
    if (sortAt === undefined) {
      const [last] = await db
        .select({ sort: max(helpEntries.sort) })
        .from(helpEntries)
        .where(and(ofLanguage, parentId === null ? isNull(helpEntries.parentId) : eq(helpEntries.parentId, parentId)));
      sortAt = last?.sort === null || last?.sort === undefined ? 0 : last.sort + 1;
    }
    const [row] = await db
      .insert(helpEntries)
      .values({
        merchantId: merchant.id,
        parentId,
        lang: written.lang,
        tag: written.tag,
        title: written.title,
        content: written.content,
        bgColor: written.bgColor ?? '',
        sort: sortAt,
      })
      .returning();
    if (!row) throw new Error('the help entry was not stored');
    return success(c, {
      code: merchant.code,
      id: row.id,
      lang: row.lang,
      tag: row.tag,
      title: row.title,
      parent: written.parent ?? null,
      sort: row.sort,
    });
  });

  // Removes one notice, popup, promotion or help entry of the merchant (written here or seeded); a help entry goes
  // with its children.
  app.delete('/__dev/merchants/:code/:kind{notices|popups|promotions|help}/:id{[0-9]+}', async (c) => {
    const merchant = await merchantByCode(c);
    const kind = c.req.param('kind') as AnnouncementKind | 'help';
    const id = Number(c.req.param('id'));
    const { db } = c.var.platform;
    const removed =
      kind === 'help'
        ? await db
            .delete(helpEntries)
            .where(and(eq(helpEntries.merchantId, merchant.id), eq(helpEntries.id, id)))
            .returning({ id: helpEntries.id })
        : await db
            .delete(announcements)
            .where(
              and(
                eq(announcements.merchantId, merchant.id),
                eq(announcements.type, announcementKinds[kind].type),
                eq(announcements.id, id),
              ),
            )
            .returning({ id: announcements.id });
    if (!removed.length) {
      const noun = kind === 'help' ? 'help entry' : announcementKinds[kind].noun;
      throw new ApiError(404, errorCodes.notFound, `${merchant.code} has no ${noun} ${id}.`);
    }
    return success(c, { code: merchant.code, id });
  });
}
