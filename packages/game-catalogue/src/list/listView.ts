/**
 * What a game centre lists (spec 2 §3 "game-list view state", §4 transitions), without paging: pages are the
 * query's business, and a change of any field here starts again from page 1.
 */
export interface ListView {
  /** ALL lists by the filters below; HOT, FAV and RECENT are the special lists. */
  listType: ListType;
  /** The centre's game type (RNG, FISH, LIVE ...), from the route. */
  gameType: string;
  /** The vendor code, '' for every vendor of the type. */
  vassalage: string;
  /** The class filter (JP, TG, AC ...), '' for all. */
  gameClassify: string;
  /** The name searched for, trimmed; '' for none. */
  gameName: string;
}

export type ListType = 'ALL' | 'HOT' | 'FAV' | 'RECENT';

export type ListChange =
  /** HOT, FAV or RECENT: vendor, search and class reset. Choosing ALL goes back to the plain list. */
  | { type: 'list'; listType: ListType }
  /** A vendor of the menu: back to ALL, the search cleared (the class kept). */
  | { type: 'vendor'; vassalage: string }
  /** A vendor tab of the RNG switcher: back to game mode with the defaults, no class and no search. */
  | { type: 'switcherVendor'; vassalage: string }
  /** A class tab: back to ALL, the search cleared. */
  | { type: 'classify'; gameClassify: string }
  /** A search: back to ALL, the name trimmed. */
  | { type: 'search'; gameName: string }
  /** Another centre (the route changed): everything but the type and vendor it names resets. */
  | { type: 'centre'; gameType: string; vassalage?: string };

export function initialListView(gameType: string, vassalage = '', listType: ListType = 'ALL'): ListView {
  return { listType, gameType, vassalage, gameClassify: '', gameName: '' };
}

/** The transitions of spec 2 §4. A language change needs none here: it is part of the query's key. */
export function changeList(view: ListView, change: ListChange): ListView {
  switch (change.type) {
    case 'list':
      return change.listType === 'ALL'
        ? { ...view, listType: 'ALL' }
        : { ...view, listType: change.listType, vassalage: '', gameName: '', gameClassify: '' };
    case 'vendor':
      return { ...view, listType: 'ALL', vassalage: change.vassalage, gameName: '' };
    case 'switcherVendor':
      return { ...view, listType: 'ALL', vassalage: change.vassalage, gameName: '', gameClassify: '' };
    case 'classify':
      return { ...view, listType: 'ALL', gameClassify: change.gameClassify, gameName: '' };
    case 'search':
      return { ...view, listType: 'ALL', gameName: change.gameName.trim() };
    case 'centre':
      return initialListView(change.gameType, change.vassalage ?? '');
  }
}

/** How many games a page holds: the plain list, a search, and favourites or recent games. */
export interface PageSizes {
  list: number;
  search: number;
  personal: number;
}

/** The list view's sizes (spec 2 §9): 24 a page, 42 while searching, favourites and recent 24. */
export const listPageSizes: PageSizes = { list: 24, search: 42, personal: 24 };

/** The RNG switcher's sizes (spec 2 §4, §9): 42 a page from the start, favourites and recent 20. */
export const switcherPageSizes: PageSizes = { list: 42, search: 42, personal: 20 };

export function pageSizeOf(view: ListView, sizes: PageSizes = listPageSizes): number {
  if (view.listType === 'ALL') return view.gameName ? sizes.search : sizes.list;
  return sizes.personal;
}

/** Whether another page follows: while the page number is below the page count (spec 2 §4). */
export function hasMorePages(pageNo: number, totalPages: number): boolean {
  return pageNo < totalPages;
}
