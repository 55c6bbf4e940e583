import { vendorCatalogue } from '../seed/vendors';
import { badgeColour, badgeLetters, contrastWithWhite, vendorIcon, vendorIconUrl } from './vendorIcon';

const rgbOf = (colour: string): [number, number, number] => [
  Number.parseInt(colour.slice(1, 3), 16),
  Number.parseInt(colour.slice(3, 5), 16),
  Number.parseInt(colour.slice(5, 7), 16),
];

describe('vendor icons', () => {
  it('letter the badge with the code, shortened where it is long', () => {
    expect(badgeLetters('PG')).toBe('PG');
    expect(badgeLetters('FUNTA')).toBe('FUNTA');
    expect(badgeLetters('TCG_SEA')).toBe('SEA');
    expect(badgeLetters('TCG_LOTTO_VN')).toBe('LVN');
    expect(badgeLetters('ABCDEFGH')).toBe('ABCDE');
  });

  it('colour each code from its own hash, dark enough for white letters (WCAG AA)', () => {
    const codes = [...new Set(vendorCatalogue.map((vendor) => vendor.code))];
    const colours = codes.map((code) => badgeColour(code));
    for (const [index, colour] of colours.entries()) {
      expect(colour, codes[index]).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(rgbOf(colour)), codes[index]).toBeGreaterThanOrEqual(4.5);
    }
    // Distinct enough to tell vendors apart, and the same on every call.
    expect(new Set(colours).size).toBeGreaterThan(codes.length * 0.9);
    expect(badgeColour('JL')).toBe(colours[codes.indexOf('JL')]);
  });

  it('name the icon with an escaped title and version its URL by its content', () => {
    const { svg, digest } = vendorIcon('AB', 'Allbet <Live> & "Co"');
    expect(svg).toContain('<title>Allbet &#60;Live&#62; &#38; &#34;Co&#34;</title>');
    expect(digest).toMatch(/^[0-9a-f]{12}$/);
    expect(vendorIconUrl('AB', 'Allbet')).toMatch(/^\/wps\/media\/vendor\/AB\.svg\?v=[0-9a-f]{12}$/);
    expect(vendorIconUrl('AB', 'Allbet')).not.toBe(vendorIconUrl('AB', 'Allbet Live'));
    expect(vendorIconUrl('AB', 'Allbet')).toBe(vendorIconUrl('AB', 'Allbet'));
  });
});
