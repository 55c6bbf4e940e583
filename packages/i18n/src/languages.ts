/**
 * The platform's language codes (sent as the `Language` header and stored in localStorage `hisLang`) and the BCP 47
 * locale each stands for. Codes the platform uses that are not standard tags (CN, TW, HD, MY, TY) are mapped here once.
 */
export const languages = {
  EN: { locale: 'en', name: 'English' },
  CN: { locale: 'zh-CN', name: '简体中文' },
  TW: { locale: 'zh-TW', name: '繁體中文' },
  VI: { locale: 'vi', name: 'Tiếng Việt' },
  TH: { locale: 'th', name: 'ไทย' },
  AR: { locale: 'ar', name: 'العربية' },
  FA: { locale: 'fa', name: 'فارسی' },
  UR: { locale: 'ur', name: 'اردو' },
  HI: { locale: 'hi', name: 'हिन्दी' },
  HD: { locale: 'hi-Latn', name: 'Hinglish' },
  ID: { locale: 'id', name: 'Bahasa Indonesia' },
  MS: { locale: 'ms', name: 'Bahasa Melayu' },
  MY: { locale: 'my', name: 'မြန်မာ' },
  JA: { locale: 'ja', name: '日本語' },
  KO: { locale: 'ko', name: '한국어' },
  KM: { locale: 'km', name: 'ខ្មែរ' },
  LO: { locale: 'lo', name: 'ລາວ' },
  NE: { locale: 'ne', name: 'नेपाली' },
  BN: { locale: 'bn', name: 'বাংলা' },
  TA: { locale: 'ta', name: 'தமிழ்' },
  TY: { locale: 'fil', name: 'Filipino' },
  ES: { locale: 'es', name: 'Español' },
  PT: { locale: 'pt-BR', name: 'Português' },
  FR: { locale: 'fr', name: 'Français' },
  DE: { locale: 'de', name: 'Deutsch' },
  IT: { locale: 'it', name: 'Italiano' },
  TR: { locale: 'tr', name: 'Türkçe' },
  RU: { locale: 'ru', name: 'Русский' },
  KK: { locale: 'kk', name: 'Қазақ' },
  UZ: { locale: 'uz', name: 'Oʻzbek' },
} as const satisfies Record<string, { locale: string; name: string }>;

export type LanguageCode = keyof typeof languages;
export type TextDirection = 'ltr' | 'rtl';

export const languageCodes = Object.keys(languages) as LanguageCode[];

const rightToLeft: ReadonlySet<LanguageCode> = new Set(['AR', 'FA', 'UR']);

export const isLanguageCode = (code: string): code is LanguageCode => Object.hasOwn(languages, code);

export const localeOf = (code: LanguageCode): string => languages[code].locale;

export const directionOf = (code: LanguageCode): TextDirection => (rightToLeft.has(code) ? 'rtl' : 'ltr');
