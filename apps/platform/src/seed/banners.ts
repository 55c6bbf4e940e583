import type { BrandConfig } from '@lobby/brand';
import { splitLanes } from '../catalogue/splitLanes';
import { roomIdOf } from '../catalogue/tableGames';
import type { AnnouncementSeed } from './announcements';
import { artSlug, artUrlOf, bannerTitles, isCopyLanguage, type BannerKey, type CopyLanguage } from './bannerCopy';
import { gameCatalogue, type GameSeed } from './games';
import type { PromotionKey } from './promotionCopy';
import { vendorLineupOf, type GameType } from './vendors';

/**
 * The banner slots the seed fills (contract §4.3): the home page, the promotions page, the hot list, and one per
 * game centre. `w_leftmenu`, `w_login`, `w_register` and `w_forget` are left empty, as many merchants leave them.
 */
export const seededGroups = [
  'w_home',
  'w_promotion',
  'w_hot',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_elott',
  'w_lott',
] as const;
export type BannerGroup = (typeof seededGroups)[number];

/** The lane a game-centre banner slot belongs to; ESPORTS is the client's lane of the e-sports vendors. */
export type BannerLane = GameType | 'ESPORTS';

const laneOfGroup: Partial<Record<BannerGroup, BannerLane>> = {
  w_rng: 'RNG',
  w_live: 'LIVE',
  w_fish: 'FISH',
  w_pvp: 'PVP',
  w_sports: 'SPORTS',
  w_esports: 'ESPORTS',
  w_elott: 'ELOTT',
  w_lott: 'LOTT',
};

/** Which game a `G` banner starts: the most played of a lane (of a class, of the lane's first card) or of the site. */
interface GamePick {
  /** Undefined: any game of the site, as the hot list orders them. */
  lane?: BannerLane;
  classify?: string;
  /** Only the lane's first card: the brand's own first pick. */
  firstCard?: boolean;
  /** A PVP table game's room of this level instead of the game (`roomId` is then the room's id). */
  roomLevel?: number;
}

type LinkPlan =
  | { type: 'none' }
  | { type: 'URL'; path: string; host?: 'main' }
  | { type: 'P'; promotion: PromotionKey }
  | { type: 'G'; pick: GamePick };

interface BannerPlan {
  key: BannerKey;
  link: LinkPlan;
}

/**
 * The banners of each slot, in order. Fish and e-sports run a single banner, so a client shows one slide that neither
 * loops nor autoplays; the others run two or three. Links mix the three kinds and none: a same-site path, the main
 * domain's address, a promotion, a game or a poker room.
 */
const bannerPlan: Record<BannerGroup, readonly BannerPlan[]> = {
  w_home: [
    { key: 'home-welcome', link: { type: 'P', promotion: 'welcome' } },
    { key: 'home-slots', link: { type: 'G', pick: { lane: 'RNG', firstCard: true } } },
    { key: 'home-live', link: { type: 'URL', path: '/live' } },
  ],
  w_promotion: [
    { key: 'promotion-rebate', link: { type: 'P', promotion: 'rebate' } },
    { key: 'promotion-invite', link: { type: 'URL', path: '/promotions', host: 'main' } },
  ],
  w_hot: [
    { key: 'hot-top', link: { type: 'G', pick: {} } },
    { key: 'hot-new', link: { type: 'none' } },
  ],
  w_rng: [
    { key: 'rng-jackpot', link: { type: 'G', pick: { lane: 'RNG', classify: 'JP' } } },
    { key: 'rng-spins', link: { type: 'URL', path: '/promotions' } },
  ],
  w_live: [
    { key: 'live-baccarat', link: { type: 'G', pick: { lane: 'LIVE', classify: 'BACCARAT' } } },
    { key: 'live-rebate', link: { type: 'P', promotion: 'rebate' } },
  ],
  w_fish: [{ key: 'fish-hunt', link: { type: 'G', pick: { lane: 'FISH' } } }],
  w_pvp: [
    { key: 'pvp-rooms', link: { type: 'G', pick: { lane: 'PVP', classify: 'TGPVP', roomLevel: 3 } } },
    { key: 'pvp-battle', link: { type: 'none' } },
  ],
  w_sports: [
    { key: 'sports-match', link: { type: 'G', pick: { lane: 'SPORTS', firstCard: true } } },
    { key: 'sports-odds', link: { type: 'none' } },
  ],
  w_esports: [{ key: 'esports-arena', link: { type: 'G', pick: { lane: 'ESPORTS' } } }],
  w_elott: [
    { key: 'elott-draws', link: { type: 'G', pick: { lane: 'ELOTT' } } },
    { key: 'elott-numbers', link: { type: 'URL', path: '/elott' } },
  ],
  w_lott: [
    { key: 'lott-draw', link: { type: 'G', pick: { lane: 'LOTT' } } },
    { key: 'lott-daily', link: { type: 'none' } },
  ],
};

/** Codes the client takes out of SPORTS into lanes of their own (e-sports, cockfight). */
const splitOutOfSports = new Set(
  Object.values(splitLanes)
    .filter((split) => split.lane === 'SPORTS')
    .flatMap((split) => split.codes),
);
const esportsCodes = new Set(splitLanes.ESPORTS?.codes ?? []);

/** The card ids (`SPORTS-FB`) of a lane at a merchant, in the lane's order. */
function cardsOfLane(brand: BrandConfig, lane: BannerLane): string[] {
  return vendorLineupOf(brand)
    .filter((card) => {
      if (lane === 'ESPORTS') return card.gameType === 'SPORTS' && esportsCodes.has(card.code);
      if (lane === 'SPORTS') return card.gameType === 'SPORTS' && !splitOutOfSports.has(card.code);
      return card.gameType === lane;
    })
    .map((card) => `${card.gameType}-${card.code}`);
}

/** The hot list's order: most played first, then by node id. */
const byPlays = (a: GameSeed, b: GameSeed) => (b.popularity ?? 0) - (a.popularity ?? 0) || a.id - b.id;

/** The game a pick names at a merchant, or undefined where the merchant has none such. */
function pickedGame(brand: BrandConfig, pick: GamePick): GameSeed | undefined {
  let cards = pick.lane
    ? cardsOfLane(brand, pick.lane)
    : vendorLineupOf(brand).map((card) => `${card.gameType}-${card.code}`);
  if (pick.firstCard) cards = cards.slice(0, 1);
  const offered = new Set(cards);
  return gameCatalogue
    .filter((game) => offered.has(game.card) && (pick.classify === undefined || game.classify === pick.classify))
    .sort(byPlays)[0];
}

/** The banner slots a merchant fills: the three general ones, and a game centre's where it has cards in that lane. */
export function groupsOf(brand: BrandConfig): BannerGroup[] {
  return seededGroups.filter((group) => {
    const lane = laneOfGroup[group];
    return lane === undefined || cardsOfLane(brand, lane).length > 0;
  });
}

/** English, and the merchant's own language where the demo copy is written in it. */
export function contentLanguagesOf(brand: BrandConfig): CopyLanguage[] {
  return [...new Set(['EN', brand.languages.default])].filter(isCopyLanguage);
}

/** Where a banner leads, as the announcement row stores it; `game` is what a `G` link's pick names. */
function linkageOf(
  link: LinkPlan,
  game: GameSeed | undefined,
  mainDomain: string,
  promotionId: (key: PromotionKey) => number,
): Pick<AnnouncementSeed, 'linkageType' | 'linkage' | 'roomId' | 'nodeId' | 'vendor'> {
  switch (link.type) {
    case 'none':
      return {};
    case 'URL':
      return { linkageType: 'URL', linkage: link.host === 'main' ? `https://${mainDomain}${link.path}` : link.path };
    case 'P':
      return { linkageType: 'P', linkage: String(promotionId(link.promotion)) };
    case 'G': {
      if (!game) return {};
      const vendor = game.card.slice(game.card.indexOf('-') + 1);
      const roomId = link.pick.roomLevel === undefined ? game.gameId : roomIdOf(game.gameId, link.pick.roomLevel);
      return { linkageType: 'G', roomId, nodeId: String(game.id), vendor };
    }
  }
}

/**
 * A merchant's banners (type B, web), per language: each slot of `groupsOf` with its plan's banners in order, titled
 * in the language, with the art of those words and the plan's link. `promotionId` answers the id of a promotion of
 * `promotionsFor` in that language, for the `P` links.
 */
export function bannersFor(
  brand: BrandConfig,
  mainDomain: string,
  promotionId: (lang: CopyLanguage, key: PromotionKey) => number,
): Array<AnnouncementSeed & { lang: CopyLanguage; groupName: BannerGroup }> {
  const slots = groupsOf(brand).map((group) => ({
    group,
    // A game is picked once per merchant: the same in every language.
    banners: bannerPlan[group].map((plan) => ({
      ...plan,
      game: plan.link.type === 'G' ? pickedGame(brand, plan.link.pick) : undefined,
    })),
  }));
  return contentLanguagesOf(brand).flatMap((lang) =>
    slots.flatMap(({ group, banners }) =>
      banners.map(({ key, link, game }, index) => ({
        type: 'B',
        platform: 'W',
        lang,
        groupName: group,
        title: bannerTitles[key][lang],
        content: '',
        images: [artUrlOf(artSlug(key, bannerTitles[key], lang))],
        ...linkageOf(link, game, mainDomain, (promotion) => promotionId(lang, promotion)),
        // Slot by slot, each in the plan's order, so the answer reads like the back office's list.
        sort: seededGroups.indexOf(group) * 10 + index,
      })),
    ),
  );
}
