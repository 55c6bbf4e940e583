import type { BrandConfig } from '@lobby/brand';
import type { vendors } from '../db/schema';
import { randomInt, seededRandom } from '../lib/random';

/** The lanes in the order the platform answers them. */
export const gameTypeOrder = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'LOTT'] as const;
export type GameType = (typeof gameTypeOrder)[number];

interface CatalogueEntry {
  code: string;
  name: string;
  /** The card launches one game instead of opening the vendor's list (`isGame: "game"`). */
  direct?: boolean;
  /** Marked new at every merchant that shows it. */
  fresh?: boolean;
}

const entry = (code: string, name: string, options: Omit<CatalogueEntry, 'code' | 'name'> = {}): CatalogueEntry => ({
  code,
  name,
  ...options,
});

/**
 * The vendors the reference platform knows, per lane, in their default order. Codes are what the contract calls
 * `vassalage`; names are the vendors' own brand names. E-sports (IMES, TF, IA) and cockfight (SV3) vendors belong to
 * SPORTS and the blockchain pair (SPB, SS) to RNG, as the platform sends them; the client regroups them.
 */
const catalogue: Record<GameType, readonly CatalogueEntry[]> = {
  RNG: [
    entry('PG', 'PG Soft'),
    entry('JDB', 'JDB Gaming'),
    entry('CQ9', 'CQ9 Gaming'),
    entry('JL', 'Jili'),
    entry('FC', 'Fa Chai'),
    entry('EG7', 'EG7 Gaming'),
    entry('BGS', 'BGaming'),
    entry('PP', 'Pragmatic Play'),
    entry('PT', 'Playtech'),
    entry('MG', 'Microgaming'),
    entry('HB', 'Habanero'),
    entry('SG', 'Spadegaming'),
    entry('KA', 'KA Gaming'),
    entry('BNG', 'Booongo'),
    entry('RT', 'Red Tiger'),
    entry('NE', 'NetEnt'),
    entry('PNG', "Play'n GO"),
    entry('YGG', 'Yggdrasil'),
    entry('QS', 'Quickspin'),
    entry('HAC', 'Hacksaw Gaming'),
    entry('NLC', 'Nolimit City'),
    entry('RLX', 'Relax Gaming'),
    entry('BTG', 'Big Time Gaming'),
    entry('ELK', 'ELK Studios'),
    entry('THK', 'Thunderkick'),
    entry('EVP', 'Evoplay'),
    entry('ISB', 'iSoftBet'),
    entry('TTG', 'Top Trend Gaming'),
    entry('GPI', 'GamePlay Interactive'),
    entry('JK', 'Joker Gaming'),
    entry('SW', 'Skywind'),
    entry('BP', 'Blueprint Gaming'),
    entry('WAZ', 'Wazdan'),
    entry('R88', 'Rich88'),
    entry('FG', 'Fun Gaming'),
    entry('PS', 'PlayStar'),
    entry('AMB', 'AMB Slot'),
    entry('NS', 'NextSpin', { fresh: true }),
    entry('FUNTA', 'Funta Gaming'),
    entry('TPG', 'Triple Profits Games'),
    entry('RSG', 'Royal Slot Gaming'),
    entry('ACEW', 'AceWin'),
    entry('EPW', 'EpicWin'),
    entry('DT', 'Dream Tech'),
    entry('SPB', 'Spribe', { fresh: true }),
    entry('SS', 'SmartSoft', { fresh: true }),
  ],
  LIVE: [
    entry('EVO', 'Evolution'),
    entry('SEXY', 'AE Sexy'),
    entry('DG', 'Dream Gaming'),
    entry('SA', 'SA Gaming'),
    entry('AG', 'Asia Gaming'),
    entry('WM', 'WM Casino'),
    entry('EZ', 'Ezugi', { direct: true }),
    entry('BG', 'Big Gaming'),
    entry('PP', 'Pragmatic Play'),
    entry('AB', 'Allbet'),
    entry('PT', 'Playtech'),
    entry('MG', 'Microgaming'),
    entry('VIVO', 'Vivo Gaming', { direct: true }),
    entry('YB', 'Yeebet', { direct: true, fresh: true }),
    entry('OG', 'Oriental Game'),
    entry('GPI', 'GamePlay Interactive'),
  ],
  FISH: [
    entry('JL', 'Jili'),
    entry('JDB', 'JDB Gaming'),
    entry('CQ9', 'CQ9 Gaming'),
    entry('FC', 'Fa Chai'),
    entry('KA', 'KA Gaming'),
    entry('SG', 'Spadegaming'),
    entry('BG', 'Big Gaming'),
    entry('FG', 'Fun Gaming'),
    entry('R88', 'Rich88'),
    entry('PT', 'Playtech'),
    entry('GPI', 'GamePlay Interactive'),
    entry('FUNTA', 'Funta Gaming'),
    entry('JK', 'Joker Gaming'),
    entry('PS', 'PlayStar'),
    entry('AMB', 'AMB Slot'),
  ],
  SPORTS: [
    entry('FB', 'FB Sports'),
    entry('SABA', 'SABA Sports'),
    entry('SBO', 'SBOBET'),
    entry('CMD', 'CMD368'),
    entry('UG', 'UG Sports'),
    entry('BTI', 'BTi Sports'),
    entry('PIN', 'Pinnacle'),
    entry('IM', 'IM Sports'),
    entry('AFB', 'AFB Sports'),
    entry('IMES', 'IM Esports'),
    entry('TF', 'TF Gaming'),
    entry('IA', 'IA Esports', { fresh: true }),
    entry('SV3', 'SV388'),
  ],
  PVP: [
    entry('JL', 'Jili'),
    entry('KM', 'Kingmaker'),
    entry('V8', 'V8 Poker'),
    entry('KY', 'Kaiyuan Gaming'),
    entry('LY', 'Leyou'),
    entry('MT', 'MT Gaming'),
  ],
  ELOTT: [entry('GPI', 'GamePlay Interactive', { direct: true }), entry('TCG_SEA', 'SEA Lottery')],
  LOTT: [entry('LOTT', 'TCG Lottery'), entry('TCG_LOTTO_VN', 'VN Lottery')],
};

/** How many games a vendor offers in a lane: a lobby of tables, a shelf of slots, one sportsbook. */
const gameCountRange: Record<GameType, readonly [number, number]> = {
  RNG: [48, 560],
  LIVE: [12, 96],
  FISH: [4, 24],
  SPORTS: [1, 1],
  PVP: [6, 40],
  ELOTT: [8, 30],
  LOTT: [10, 48],
};

type NewVendor = typeof vendors.$inferInsert;

/**
 * The vendor rows, generated: counts, switches and launch ids come from a generator seeded by the card's id
 * (`RNG-JL`), so every machine and every reset gets the same catalogue. One account type per vendor code.
 */
function buildCatalogue(): NewVendor[] {
  const accountTypes = new Map<string, number>();
  const rows: NewVendor[] = [];
  for (const gameType of gameTypeOrder) {
    for (const { code, name, direct } of catalogue[gameType]) {
      if (!accountTypes.has(code)) accountTypes.set(code, 401 + accountTypes.size);
      const random = seededRandom(`${gameType}-${code}`);
      const [fewest, most] = gameCountRange[gameType];
      // Squaring skews the counts: a few vendors with big shelves, many with small ones.
      const gameCount = direct ? 1 : fewest + Math.round(random() ** 2 * (most - fewest));
      const launch = direct
        ? {
            launchGameId: `${code}${String(randomInt(random, 1, 299)).padStart(4, '0')}`,
            launchNodeId: String(randomInt(random, 120_000, 189_999)),
          }
        : {};
      rows.push({
        code,
        gameType,
        displayName: name,
        accountTypeId: accountTypes.get(code) ?? 0,
        isGame: direct ? 'game' : 'VASSALAGE',
        ...launch,
        // Live tables launched directly open beside the site, as the platform's live vendors do.
        appNewWindow: direct && gameType === 'LIVE' ? 1 : 0,
        seamlessStatus: random() < 0.25 ? 1 : 0,
        freeplay: (gameType === 'RNG' || gameType === 'FISH') && random() < 0.6 ? 1 : 0,
        gameCount,
      });
    }
  }
  return rows;
}

export const vendorCatalogue: readonly NewVendor[] = buildCatalogue();

/** A card of a merchant's lanes before it has ids: which vendor, where, and its badges. */
export interface CardSeed {
  code: string;
  gameType: GameType;
  sort: number;
  isHot: boolean;
  isNew: boolean;
}

/**
 * What each demo merchant leaves out of the catalogue, so that the header navigation differs per brand:
 * lotus shows every lane; siam (Thailand) has no PVP lane, no VN lottery and fewer European studios; sahara (Gulf)
 * has no fish games, no cockfight (SV3), no ELOTT lane and a smaller live and slot line-up.
 */
const leftOutByBrand: Record<string, Partial<Record<GameType, readonly string[] | 'all'>>> = {
  lotus: {},
  siam: {
    RNG: ['NE', 'RLX', 'NLC', 'BTG', 'ELK', 'THK', 'QS', 'WAZ', 'BP', 'YGG'],
    LIVE: ['VIVO', 'OG', 'MG'],
    FISH: ['PT', 'GPI', 'JK'],
    SPORTS: ['CMD', 'PIN'],
    PVP: 'all',
    LOTT: ['TCG_LOTTO_VN'],
  },
  sahara: {
    RNG: ['AMB', 'FUNTA', 'TPG', 'RSG', 'ACEW', 'EPW', 'R88', 'FG', 'PS', 'NS', 'JK', 'DT'],
    LIVE: ['SEXY', 'AG', 'WM', 'BG', 'YB', 'OG', 'DG'],
    FISH: 'all',
    SPORTS: ['SV3', 'CMD', 'UG', 'IA'],
    PVP: ['LY', 'MT'],
    ELOTT: 'all',
    LOTT: ['TCG_LOTTO_VN'],
  },
};

/** How many cards of the RNG lane are marked hot: the brand's own first picks. */
const hotSlots = 3;

/**
 * A merchant's cards, from its brand config: the RNG lane starts with the brand's RNG-centre vendors in the config's
 * order and SPORTS with its FB vendors; the rest follow in catalogue order, less what the brand leaves out. A brand
 * without an entry above (one added later) shows the whole catalogue.
 */
export function vendorLineupOf(brand: BrandConfig): CardSeed[] {
  const leftOut = leftOutByBrand[brand.id] ?? {};
  const firstPicks: Partial<Record<GameType, readonly string[]>> = {
    RNG: brand.providers.rngCentre,
    SPORTS: brand.providers.fb,
  };
  const cards: CardSeed[] = [];
  for (const gameType of gameTypeOrder) {
    const excluded = leftOut[gameType];
    if (excluded === 'all') continue;
    const known = catalogue[gameType];
    const picks = (firstPicks[gameType] ?? []).filter((code) => known.some((item) => item.code === code));
    const rest = known.filter((item) => !picks.includes(item.code) && !excluded?.includes(item.code));
    const lane = [...picks.map((code) => known.find((item) => item.code === code)), ...rest].filter(
      (item): item is CatalogueEntry => item !== undefined,
    );
    lane.forEach((item, index) => {
      cards.push({
        code: item.code,
        gameType,
        sort: (index + 1) * 10,
        isHot: (gameType === 'RNG' && index < hotSlots) || (gameType === 'LIVE' && index === 0),
        isNew: item.fresh ?? false,
      });
    });
  }
  return cards;
}
