import type { Game } from '@lobby/contract';
import { launchTargetOf } from './launchTarget';

const rules = { fbVendors: ['FB'], centreTypes: ['RNG', 'FISH'] };
const game = (patch: Partial<Game>): Game => ({ nodeId: 1, gameType: 'RNG', vassalage: 'PG', ...patch });

describe('launch routing (spec 2 §4)', () => {
  it('sends the lottery vendors to their pages with the game code', () => {
    expect(launchTargetOf(game({ vassalage: 'TCG_LOTTO_VN', gameCode: 'VNC' }), rules)).toEqual({
      kind: 'page',
      to: '/vnLottery',
      search: { gameCode: 'VNC' },
    });
    expect(launchTargetOf(game({ vassalage: 'TCG_SEA', gameCode: 'SEA1' }), rules)).toMatchObject({
      to: '/seaLottery',
      search: { gameCode: 'SEA1' },
    });
    expect(launchTargetOf(game({ vassalage: 'LOTT', gameId: 'L5' }), rules)).toMatchObject({
      to: '/lottery',
      search: { gameCode: 'L5' },
    });
    expect(launchTargetOf(game({ vassalage: 'ELOTT', gameCode: 'E1' }), rules)).toMatchObject({ to: '/lottery' });
  });

  it('sends the FB vendor to FB sports', () => {
    expect(launchTargetOf(game({ vassalage: 'FB', gameType: 'SPORTS' }), rules)).toEqual({
      kind: 'page',
      to: '/fbSports',
      search: {},
    });
  });

  it('opens FB sports at a hot match', () => {
    expect(launchTargetOf(game({ vassalage: 'FB', gameType: 'SPORTS', matchId: 901, leagueId: 'L2' }), rules)).toEqual({
      kind: 'page',
      to: '/fbSports',
      search: { matchId: '901', leagueId: 'L2' },
    });
  });

  it('opens a vendor entry in its centre where the type has one, else in a popup list', () => {
    expect(launchTargetOf(game({ isGame: 'VASSALAGE', vassalage: 'JL' }), rules)).toEqual({
      kind: 'page',
      to: '/rng',
      search: { vassalage: 'JL' },
    });
    expect(launchTargetOf(game({ isGame: 'VASSALAGE', vassalage: 'EZ', gameType: 'LIVE' }), rules)).toEqual({
      kind: 'vendorGames',
      vassalage: 'EZ',
      gameType: 'LIVE',
    });
  });

  it('starts any other game, in a new window when the game asks for one', () => {
    expect(launchTargetOf(game({}), rules)).toEqual({ kind: 'start', newWindow: false });
    expect(launchTargetOf(game({ appNewWindow: 1 }), rules)).toEqual({ kind: 'start', newWindow: true });
  });
});
