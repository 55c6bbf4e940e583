import { launchQueryOf, parseSeamlessSearch, seamlessSearchOf } from './seamless';

describe('the /seamless address', () => {
  it('carries a game by node id, and a reload reads the same game back', () => {
    const search = seamlessSearchOf({ nodeId: 42, gameId: 'g-7', vassalage: 'JL', gameName: 'Lucky Panda' });
    expect(search).toEqual({ nodeId: '42', gameId: 'g-7', vassalage: 'JL', name: 'Lucky Panda' });
    expect(parseSeamlessSearch({ ...search })).toEqual(search);
  });

  it('carries a poker room by its room id and vendor, and a hot match by its match and league', () => {
    expect(parseSeamlessSearch({ gameId: 'room-3', vassalage: 'KY', name: 'Table 3' })).toEqual({
      gameId: 'room-3',
      vassalage: 'KY',
      name: 'Table 3',
    });
    const match = seamlessSearchOf({ nodeId: 9, vassalage: 'SABA', matchId: 'm1', leagueId: 'l1' });
    expect(launchQueryOf(match, 'EN')).toMatchObject({ launchMode: 'GLS', nodeId: '9', matchId: 'm1', leagueId: 'l1' });
  });

  it('is no game without a node id or a game id, and leaves out empty parameters', () => {
    expect(parseSeamlessSearch({})).toBeNull();
    expect(parseSeamlessSearch({ nodeId: '  ', vassalage: 'JL' })).toBeNull();
    expect(seamlessSearchOf({ nodeId: '', gameId: 'room-1', vassalage: '' })).toEqual({ gameId: 'room-1' });
  });
});
