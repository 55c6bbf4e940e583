import { directionOf, isLanguageCode, languageCodes, localeOf } from './index';

describe('languages', () => {
  it('maps the platform codes to locales', () => {
    expect(localeOf('CN')).toBe('zh-CN');
    expect(localeOf('VI')).toBe('vi');
    expect(localeOf('TH')).toBe('th');
  });

  it('writes Arabic, Persian and Urdu right to left and the rest left to right', () => {
    expect(languageCodes.filter((code) => directionOf(code) === 'rtl')).toEqual(['AR', 'FA', 'UR']);
  });

  it('knows about thirty codes and refuses unknown ones', () => {
    expect(languageCodes.length).toBeGreaterThanOrEqual(30);
    expect(isLanguageCode('EN')).toBe(true);
    expect(isLanguageCode('XX')).toBe(false);
    expect(isLanguageCode('toString')).toBe(false);
  });

  it('gives every locale a valid Intl tag', () => {
    for (const code of languageCodes) expect(Intl.getCanonicalLocales(localeOf(code))).toHaveLength(1);
  });
});
