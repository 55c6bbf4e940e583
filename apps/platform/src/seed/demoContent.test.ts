import { hostileMarkup } from '@lobby/contract-fixtures/hostile';
import { eq } from 'drizzle-orm';
import {
  announcements,
  bannerDrawings,
  helpEntries,
  merchants,
  promotionCategories,
  vendors,
  games,
} from '../db/schema';
import { sharedDatabase } from '../testing/testPlatform';
import { helpLanguages } from './helpCentre';
import { resetDatabase } from './seed';

// The demo is what a newcomer sees after `pnpm start`: a merchant's ordinary content in every brand and language.
// Hostile markup belongs to the tests, which write it through the dev content endpoints.

/** The formatting a merchant's copy uses; anything else (a script, a frame, an image, a style) is not the demo's. */
const formatting = new Set([
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'h3',
  'a',
]);
/** A tag as the seed writes it: lower case, each attribute `name="value"`. */
const tagPattern = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"<>]*")*)\s*>/g;
/** Where a link may lead: a path of the site, an https page, a mail or phone address. */
const safeHref = /^(\/(?!\/)\S*|https:\/\/[a-z0-9.-]+(\/\S*)?|mailto:\S+|tel:\+?[0-9]+)$/;

/** What in seeded HTML is not a merchant's ordinary formatting: unknown tags or attributes, stray brackets. */
function unusualMarkup(html: string): string[] {
  const found: string[] = [];
  const text = html.replace(tagPattern, (_whole, _closing: string, tag: string, attributes: string) => {
    if (!formatting.has(tag)) found.push(`<${tag}>`);
    for (const [, name, value] of attributes.matchAll(/([a-z-]+)="([^"]*)"/g)) {
      if (tag !== 'a' || name !== 'href') found.push(`<${tag} ${name ?? ''}>`);
      else if (!safeHref.test(value ?? '')) found.push(`<a href="${value ?? ''}">`);
    }
    return '';
  });
  // Left once every tag is gone: a bracket of broken or hidden markup, a backslash of an escaped one.
  return [...found, ...unusualText(text)];
}

/** What in a plain-text field (a title, a name) would be markup: a bracket, a backslash. */
function unusualText(text: string): string[] {
  return ['<', '>', '\\'].filter((character) => text.includes(character)).map((character) => `stray ${character}`);
}

/** The payloads of the corpus a text holds. */
const corpusIn = (text: string) => hostileMarkup.filter((payload) => text.includes(payload.trim()));

describe('the demo seed', () => {
  it('holds no hostile markup: every merchant’s content in every language is ordinary formatted copy', async () => {
    const { db } = await sharedDatabase();
    await resetDatabase(db);
    const codeOf = new Map((await db.select().from(merchants)).map((row) => [row.id, row.code]));
    const problems: string[] = [];
    const look = (where: string, value: string, html: boolean) => {
      const found = [
        ...(html ? unusualMarkup(value) : unusualText(value)),
        ...corpusIn(value).map((payload) => `corpus ${payload}`),
      ];
      if (found.length) problems.push(`${where}: ${found.join(', ')}`);
    };

    const announced = await db.select().from(announcements);
    for (const row of announced) {
      const where = `${codeOf.get(row.merchantId) ?? '?'} ${row.type} ${row.lang} #${row.id}`;
      look(`${where} title`, row.title, false);
      look(`${where} content`, row.content, true);
    }
    const help = await db.select().from(helpEntries);
    for (const row of help) {
      const where = `${codeOf.get(row.merchantId) ?? '?'} help ${row.lang} ${row.tag}`;
      look(`${where} title`, row.title, false);
      look(`${where} content`, row.content, true);
    }
    for (const row of await db.select().from(promotionCategories)) {
      for (const [lang, name] of Object.entries(row.names)) look(`category ${row.code} ${lang}`, name, false);
    }
    for (const row of await db.select().from(bannerDrawings)) look(`drawing ${row.slug}`, row.title, false);
    for (const row of await db.select({ name: vendors.displayName, code: vendors.code }).from(vendors)) {
      look(`vendor ${row.code}`, row.name, false);
    }
    for (const row of await db.select({ name: games.name, id: games.id }).from(games)) {
      look(`game ${row.id}`, row.name, false);
    }
    expect(problems).toEqual([]);

    // Not vacuous: every merchant has each kind of content in English and its own language, and help in every
    // language the help centre is written in.
    for (const [merchantId, code] of codeOf) {
      const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
      for (const lang of ['EN', merchant?.defaultLanguage ?? '?']) {
        const kinds = new Set(
          announced.filter((row) => row.merchantId === merchantId && row.lang === lang).map((row) => row.type),
        );
        expect([...kinds].sort(), `${code} ${lang}`).toEqual(['AG', 'B', 'PL', 'PR', 'PU']);
      }
      const helpLanguagesOf = new Set(help.filter((row) => row.merchantId === merchantId).map((row) => row.lang));
      expect([...helpLanguagesOf].sort(), code).toEqual([...helpLanguages].sort());
    }
  }, 30_000);

  it('is told apart from hostile markup by the check above', () => {
    // The check itself, on what the seed used to carry: each payload of the corpus is caught, alone or after copy.
    for (const payload of hostileMarkup) {
      expect(unusualMarkup(`<p>Daily rebate.</p><div>${payload}</div>`), payload).not.toEqual([]);
      expect(corpusIn(`<p>Daily rebate.</p>${payload}`), payload).toEqual([payload]);
    }
    expect(
      unusualMarkup(
        '<p>Open <a href="/promotions">Promotions</a> or <a href="https://www.x.example/down">the app</a>.</p>',
      ),
    ).toEqual([]);
    expect(unusualMarkup('<p><a href="javascript:alert(1)">x</a></p>')).toEqual(['<a href="javascript:alert(1)">']);
    expect(unusualMarkup('<p><a href="&#106;avascript:alert(1)">x</a></p>')).not.toEqual([]);
    expect(unusualMarkup('<p onclick="alert(1)">x</p>')).toEqual(['<p onclick>']);
    expect(unusualText('Today’s offers \\xxs link\\')).toEqual(['stray \\']);
  });
});
