import { centreBannerGroup, type BannerGroup } from '@lobby/content';

/** The game centres: each route's page id and the game type it lists. */
export const centreGameTypes = {
  rng: 'RNG',
  fish: 'FISH',
  pvp: 'PVP',
  live: 'LIVE',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  cockfight: 'COCKFIGHT',
  elott: 'ELOTT',
  lott: 'LOTT',
  hot: 'RNG',
} as const;

export type CentrePage = keyof typeof centreGameTypes;

/**
 * The centres with a banner slot of their own in the platform's list (contract §4.3: `w_rng` ... `w_lott`, and
 * `w_hot` of spec 2 §2): their banners' place is kept while they load. The cockfight centre has none listed.
 */
export const pagesWithBannerSlot: ReadonlySet<CentrePage> = new Set([
  'rng',
  'fish',
  'pvp',
  'live',
  'sports',
  'esports',
  'elott',
  'lott',
  'hot',
]);

/** The paths that show the home page (spec 2 §2). */
const homePaths = new Set(['/', '/index', '/index.html', '/home']);

/** Whether `pathname` shows the home page. */
export const isHomePath = (pathname: string) => homePaths.has(pathname);

/**
 * The banner slot that opens the page at `pathname`, whose first picture is that page's largest paint: `w_home` on
 * the home page, the centre's own slot on a game centre that has one; undefined elsewhere.
 */
export function firstBannerSlotOf(pathname: string): BannerGroup | undefined {
  if (homePaths.has(pathname)) return 'w_home';
  const page = pathname.replace(/^\/|\/$/g, '');
  return (pagesWithBannerSlot as ReadonlySet<string>).has(page) ? centreBannerGroup(page) : undefined;
}
