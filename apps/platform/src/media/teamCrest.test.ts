import { teamsBySlug } from '../seed/sports';
import { teamSlug } from '../sports/fixtures';
import { crestInitials, teamCrest, teamCrestUrl, teamSlugPattern } from './teamCrest';
import { contrastWithWhite } from './vendorIcon';

const rgbOf = (colour: string): [number, number, number] => [
  Number.parseInt(colour.slice(1, 3), 16),
  Number.parseInt(colour.slice(3, 5), 16),
  Number.parseInt(colour.slice(5, 7), 16),
];

describe('team crests', () => {
  it('letter the shield with the initials of up to three words', () => {
    expect(crestInitials('Northport United')).toBe('NU');
    expect(crestInitials('Coral Bay Pirates')).toBe('CBP');
    expect(crestInitials('Cedar Falls Bison Club')).toBe('CFB');
    expect(crestInitials('***')).toBe('?');
  });

  it('draw each team the same way every time, in two colours white letters read on, named by the team', () => {
    for (const [slug, team] of teamsBySlug) {
      const crest = teamCrest(team);
      expect(teamCrest(team)).toEqual(crest);
      const colours = [...crest.svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((match) => match[1] ?? '');
      expect(colours).toHaveLength(2);
      expect(colours[0]).not.toBe(colours[1]);
      for (const colour of colours) expect(contrastWithWhite(rgbOf(colour)), team).toBeGreaterThanOrEqual(4.5);
      expect(crest.svg).toContain(`<title>${team}</title>`);
      expect(teamSlugPattern.test(slug)).toBe(true);
      expect(teamCrestUrl(team)).toBe(`/wps/media/team/${slug}.svg?v=${crest.digest}`);
    }
  });

  it('escape markup in a name, and keep it out of the URL', () => {
    const hostile = '<script>alert(1)</script> & "Co" \'FC\'';
    const { svg } = teamCrest(hostile);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('<title>&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34; &#39;FC&#39;</title>');
    expect(teamCrestUrl(hostile)).toMatch(/^\/wps\/media\/team\/script-alert-1-script-co-fc\.svg\?v=[0-9a-f]{12}$/);
    expect(teamSlug('  Coral   Bay Pirates ')).toBe('coral-bay-pirates');
  });
});
