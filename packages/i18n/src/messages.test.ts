import { pickLanguage } from './index';

describe('pickLanguage', () => {
  const brand = { supported: ['VI', 'EN'] as const, fallback: 'VI' as const };

  it('keeps the language the player chose when the brand offers it', () => {
    expect(pickLanguage({ ...brand, stored: 'EN' })).toBe('EN');
  });

  it("shows the brand's default on a first visit", () => {
    expect(pickLanguage({ ...brand, stored: null })).toBe('VI');
    expect(pickLanguage({ ...brand, stored: undefined })).toBe('VI');
    expect(pickLanguage({ ...brand, stored: '' })).toBe('VI');
  });

  it('ignores a stored language this brand does not offer, or a value that is no language code', () => {
    expect(pickLanguage({ ...brand, stored: 'TH' })).toBe('VI');
    expect(pickLanguage({ ...brand, stored: 'vi' })).toBe('VI');
    expect(pickLanguage({ ...brand, stored: '"EN"' })).toBe('VI');
    expect(pickLanguage({ ...brand, stored: 'toString' })).toBe('VI');
  });
});
