import { gameCatalogue } from '../seed/games';
import { gameIcon, gameIconUrl, gameInitials } from './gameIcon';
import { contrastWithWhite } from './vendorIcon';

const rgbOf = (colour: string): [number, number, number] => [
  Number.parseInt(colour.slice(1, 3), 16),
  Number.parseInt(colour.slice(3, 5), 16),
  Number.parseInt(colour.slice(5, 7), 16),
];

describe('game icons', () => {
  it('letter the tile with the initials of the name', () => {
    expect(gameInitials('Golden Dragon Megaways')).toBe('GD');
    expect(gameInitials('Rummy')).toBe('Ru');
    expect(gameInitials("Casino Hold'em")).toBe('CH');
    expect(gameInitials('Ha Noi Lottery 5 Minutes')).toBe('HN');
    expect(gameInitials('Lotto 6/45')).toBe('Lo');
  });

  it('draw each game the same way every time, in colours white text reads on, named by the game', () => {
    for (const game of gameCatalogue.slice(0, 400)) {
      const vendor = game.card.split('-').slice(1).join('-');
      const icon = gameIcon(vendor, game.gameId, game.name);
      expect(gameIcon(vendor, game.gameId, game.name)).toEqual(icon);
      const colours = [...icon.svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((match) => match[1] ?? '');
      expect(colours).toHaveLength(2);
      for (const colour of colours) expect(contrastWithWhite(rgbOf(colour)), game.name).toBeGreaterThanOrEqual(4.5);
      expect(icon.svg).toContain(`<title>${game.name.replace(/'/g, '&#39;')}</title>`);
      expect(gameIconUrl(vendor, game.gameId, game.name)).toBe(
        `/wps/media/game/${vendor}/${game.gameId}.svg?v=${icon.digest}`,
      );
    }
  });

  it('escape markup in a name', () => {
    const { svg } = gameIcon('JL', 'JL0001', '<script>alert(1)</script> & "Co"');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });
});
