import { changeList, hasMorePages, initialListView, pageSizeOf, switcherPageSizes, type ListView } from './listView';

const filtered: ListView = {
  listType: 'ALL',
  gameType: 'RNG',
  vassalage: 'PG',
  gameClassify: 'JP',
  gameName: 'dragon',
};

describe('list transitions (spec 2 §4)', () => {
  it.each(['HOT', 'FAV', 'RECENT'] as const)('%s resets vendor, search and class', (listType) => {
    expect(changeList(filtered, { type: 'list', listType })).toEqual({
      listType,
      gameType: 'RNG',
      vassalage: '',
      gameClassify: '',
      gameName: '',
    });
  });

  it('a vendor sets ALL and clears the search, keeping the class', () => {
    const hot = changeList(filtered, { type: 'list', listType: 'HOT' });
    expect(changeList({ ...hot, gameClassify: 'TG', gameName: 'x' }, { type: 'vendor', vassalage: 'JL' })).toEqual({
      listType: 'ALL',
      gameType: 'RNG',
      vassalage: 'JL',
      gameClassify: 'TG',
      gameName: '',
    });
  });

  it('a class sets ALL and clears the search, keeping the vendor', () => {
    expect(changeList(filtered, { type: 'classify', gameClassify: 'AC' })).toEqual({
      ...filtered,
      gameClassify: 'AC',
      gameName: '',
    });
  });

  it('a search sets ALL with the name trimmed, keeping vendor and class', () => {
    const fav = { ...filtered, listType: 'FAV' as const };
    expect(changeList(fav, { type: 'search', gameName: '  lucky  ' })).toEqual({ ...filtered, gameName: 'lucky' });
  });

  it('ALL goes back to the plain list without touching the filters', () => {
    expect(changeList({ ...filtered, listType: 'HOT' }, { type: 'list', listType: 'ALL' })).toEqual(filtered);
  });

  it('a vendor tab of the RNG switcher returns to game mode with no class and no search', () => {
    const hot = changeList(filtered, { type: 'list', listType: 'HOT' });
    expect(changeList(filtered, { type: 'switcherVendor', vassalage: 'PG' })).toEqual({
      ...filtered,
      vassalage: 'PG',
      gameClassify: '',
      gameName: '',
    });
    expect(changeList(hot, { type: 'switcherVendor', vassalage: 'PG' }).listType).toBe('ALL');
  });

  it('another centre starts afresh with the type and vendor the route names', () => {
    expect(changeList(filtered, { type: 'centre', gameType: 'FISH', vassalage: 'JDB' })).toEqual(
      initialListView('FISH', 'JDB'),
    );
  });
});

describe('paging (spec 2 §4, §9)', () => {
  it('asks 24 games a page, 42 while searching, 24 for favourites and recent', () => {
    expect(pageSizeOf(initialListView('RNG'))).toBe(24);
    expect(pageSizeOf({ ...initialListView('RNG'), gameName: 'x' })).toBe(42);
    expect(pageSizeOf({ ...initialListView('RNG'), listType: 'FAV' })).toBe(24);
    expect(pageSizeOf({ ...initialListView('RNG'), listType: 'RECENT' })).toBe(24);
  });

  it('the RNG switcher asks 42 from the start and 20 for favourites and recent', () => {
    expect(pageSizeOf(initialListView('RNG'), switcherPageSizes)).toBe(42);
    expect(pageSizeOf({ ...initialListView('RNG'), gameName: 'x' }, switcherPageSizes)).toBe(42);
    expect(pageSizeOf({ ...initialListView('RNG'), listType: 'FAV' }, switcherPageSizes)).toBe(20);
    expect(pageSizeOf({ ...initialListView('RNG'), listType: 'RECENT' }, switcherPageSizes)).toBe(20);
  });

  it('has more while the page number is below the page count', () => {
    expect(hasMorePages(1, 3)).toBe(true);
    expect(hasMorePages(3, 3)).toBe(false);
    expect(hasMorePages(1, 0)).toBe(false);
  });
});
