import { artBySlug, bannerTitles } from '../seed/bannerCopy';
import { promotionCopy } from '../seed/promotionCopy';
import { testPlatform } from '../testing/testPlatform';
import {
  artTextsOf,
  bannerArt,
  bannerArtUrl,
  bannerColours,
  bannerFontFamily,
  currentImageUrl,
  drawnBannerArt,
  emWidth,
  layOutTitle,
  textWidth,
  underOverlay,
} from './bannerArt';
import { contrastWithWhite } from './vendorIcon';

/** The seed's drawing of a slug, as the platform serves it once stored. */
const bannerArtOf = (slug: string) => {
  const text = artBySlug.get(slug);
  return text && drawnBannerArt(text);
};

const rgbOf = (colour: string): [number, number, number] => [
  Number.parseInt(colour.slice(1, 3), 16),
  Number.parseInt(colour.slice(3, 5), 16),
  Number.parseInt(colour.slice(5, 7), 16),
];

/** The text of each line of a drawing, unescaped. */
const linesOf = (svg: string) =>
  [...svg.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].map((match) =>
    (match[1] ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  );

describe('banner art', () => {
  it('draws every seeded title in each language, the same every time, named by the title', () => {
    const titles = Object.values(bannerTitles).flatMap((written) => Object.values(written));
    const promotions = Object.values(promotionCopy).flatMap((copy) => Object.values(copy.title));
    expect(new Set([...artBySlug.values()].map((art) => art.title))).toEqual(new Set([...titles, ...promotions]));
    for (const [slug, text] of artBySlug) {
      const art = bannerArtOf(slug);
      expect(art).toEqual(bannerArt(text));
      expect(art?.svg).toContain(`<title>${text.title.replace(/'/g, '&#39;')}</title>`);
      expect(art?.svg).toContain(`font-family="${bannerFontFamily}"`);
      expect(art?.svg).toContain(`lang="${text.lang.toLowerCase()}"`);
      // The lines are the title's words, in order, nothing lost.
      expect(
        linesOf(art?.svg ?? '')
          .join(' ')
          .replace(/\s+/g, ''),
        slug,
      ).toBe(text.title.replace(/\s+/g, ''));
      expect(bannerArtUrl(slug, text)).toBe(`/wps/media/banner/${slug}.svg?v=${art?.digest ?? ''}`);
    }
    expect(artBySlug.get('home-welcome-vi')?.title).toBe(bannerTitles['home-welcome'].VI);
  });

  it('puts white text on colours it reads on at 4.5:1 or more, under the light overlay too', () => {
    const titles = [...[...artBySlug.values()].map((art) => art.title), '<b>', 'x', 'Zzzzzz', '🎰 Jackpot 🎰'];
    for (const title of titles) {
      const colours = bannerColours(title);
      expect(colours[0]).not.toBe(colours[1]);
      for (const colour of colours) {
        expect(contrastWithWhite(rgbOf(colour)), title).toBeGreaterThanOrEqual(4.5);
        expect(contrastWithWhite(underOverlay(rgbOf(colour))), title).toBeGreaterThanOrEqual(4.5);
      }
      const { svg } = bannerArt({ title, lang: 'en' });
      expect([...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((match) => match[1])).toEqual(colours);
      expect(svg).toMatch(/<text [^>]*fill="#fff"/);
    }
  });

  it('fits the words: two lines at the largest size that holds them, then three, else cut short', () => {
    for (const { title, lang } of artBySlug.values()) {
      const { fontSize, lines } = layOutTitle(title, lang.toLowerCase());
      expect(lines.length, title).toBeLessThanOrEqual(2);
      expect(fontSize, title).toBeGreaterThanOrEqual(64);
      for (const line of lines) expect(emWidth(line) * fontSize, line).toBeLessThanOrEqual(textWidth);
    }
    expect(layOutTitle('Catch the big fish', 'en')).toEqual({ fontSize: 88, lines: ['Catch the big fish'] });
    // `100%` stays whole; Thai breaks at its space, or between words where a phrase is longer than a line.
    expect(layOutTitle(bannerTitles['home-welcome'].VI, 'vi').lines).toEqual([
      'Thưởng chào mừng 100%',
      'cho lần nạp đầu tiên',
    ]);
    expect(layOutTitle(bannerTitles['pvp-battle'].TH, 'th').lines).toEqual(['ท้าดวลผู้เล่นจริง', 'แบบเรียลไทม์']);
    expect(layOutTitle(bannerTitles['hot-top'].TH, 'th').lines).toEqual(['เกมที่มีคนเล่นมากที่สุด', 'ในสัปดาห์นี้']);

    const long = 'Spin and win '.repeat(12).trim();
    const cut = layOutTitle(long, 'en');
    expect(cut.lines).toHaveLength(3);
    expect(cut.lines[2]?.endsWith('…')).toBe(true);
    for (const line of cut.lines) expect(emWidth(line) * cut.fontSize).toBeLessThanOrEqual(textWidth);
    const word = layOutTitle('W'.repeat(30), 'en');
    expect(word.lines.join('')).toBe('W'.repeat(30));
    expect(word.lines.length).toBeGreaterThan(1);
  });

  it('sets Arabic right to left, and the other languages as they read', () => {
    expect(bannerArtOf('home-welcome-ar')?.svg).toMatch(/<text lang="ar" direction="rtl"/);
    expect(bannerArtOf('home-welcome-th')?.svg).not.toContain('direction=');
  });

  it('escapes markup in a title, leaving nothing that loads or runs', () => {
    const hostile = `</title><script>alert(1)</script><image href="https://evil.example/x.png"/> & "quotes" 'too'`;
    const { svg } = bannerArt({ title: hostile, lang: '"><script>' });
    // Only the drawing's own elements, none with a link; the words stay text.
    const tags = svg.match(/<[^>]*>/g) ?? [];
    expect(new Set(tags.map((tag) => /^<\/?([A-Za-z]+)/.exec(tag)?.[1]))).toEqual(
      new Set(['svg', 'title', 'defs', 'linearGradient', 'stop', 'rect', 'circle', 'text', 'tspan']),
    );
    expect(tags.filter((tag) => /href|https?:\/\/(?!www\.w3\.org\/2000\/svg)/.test(tag))).toEqual([]);
    expect(svg).toContain('<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(svg).toContain('<text lang="und" ');
    expect(svg.match(/<title>/g)).toHaveLength(1);
    expect(linesOf(svg).join(' ')).toContain('<script>alert(1)</script>');
  });

  it('draws nothing for an unknown slug, and names the current drawing for a stored URL', async () => {
    const { platform } = await testPlatform();
    const stored = await artTextsOf(platform.db, ['hot-new-en', 'nothing-here-en', '../home-welcome-en']);
    expect([...stored.keys()]).toEqual(['hot-new-en']);
    const hotNew = stored.get('hot-new-en');
    expect(hotNew).toEqual(artBySlug.get('hot-new-en'));
    const current = bannerArtUrl('hot-new-en', hotNew ?? { title: '', lang: '' });
    expect(currentImageUrl('/wps/media/banner/hot-new-en.svg?v=0123456789ab', stored)).toBe(current);
    expect(currentImageUrl('/wps/media/banner/hot-new-en.svg', stored)).toBe(current);
    for (const url of ['/wps/media/banner/nothing-en.svg?v=1', 'https://images.example/b.png', '']) {
      expect(currentImageUrl(url, stored)).toBe(url);
    }
  });
});
