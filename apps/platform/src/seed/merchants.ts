import type { BrandConfig } from '@lobby/brand';
import type { CustomerServiceLink, MerchantResource, RegisterRule, merchants } from '../db/schema';
import { whitelabelTree } from './whitelabel';
import { singleWalletBrands } from './vendorWallets';

type NewMerchant = typeof merchants.$inferInsert;

const always = [
  'HOMEPAGE',
  'COMM3',
  'REG3',
  'PASS3',
  'GAMELO3',
  'MEMBERCENTRE',
  'VERIFICATION3',
  'PROFPIC3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'AGEANNOUNCE3',
  'FUNDTRANS3',
  'MEMTRANS3',
  'UPDATEMOBILEICC3',
  'AFFMAN3',
  'PWRESETSMS3',
];

/**
 * Which switches each demo merchant turns on, chosen so that every gate shows somewhere:
 * lotus: the slider puzzle (login, registration, SMS), SMS login, username + mobile registration with SMS check,
 * free play, every agent contract, agents paying several downlines at once (AGENTRANSMULTDOWN3), the register centre
 * (AGEREGDOWN3: agents register downlines; CREATEAFF3: agents make affiliate links);
 * siam: username only (no SMS login, registration or reset), no free play, captcha on, a few agent contracts (agents
 * pay one downline at a time, the register centre as at lotus), and a
 * login from an address the member was never seen at confirmed by a second factor (LOGINIPVERF3: e-mail, an SMS code
 * from /wps/verification/sms/noLogin, which the switch opens for this, or the payee name);
 * sahara: mobile registration without a password, SMS login, forced change of an expired password, no captcha, no
 * register centre.
 * Third-party sign-in: lotus offers Facebook and Google, sahara Google and Twitter, both with FIREBASECREATEACC3 (a
 * first sign-in creates the account); siam offers LINE only and no FIREBASECREATEACC3, so a sign-in there would answer
 * `bind_customer_required` (switch a Google login on with POST /__dev/merchants/siam99/flags to see it).
 */
const flagsByBrand: Record<string, readonly string[]> = {
  lotus: [
    'GEETEST3',
    'GEETESTVCODE3',
    'MOBILEVERCODELOGIN3',
    'MOBILELOGIN3',
    'FREEPLAY3',
    'PWDEXPFORCECHANGE3',
    'FACEBOOKLOGIN3',
    'GOOGLELOGIN3',
    'FIREBASECREATEACC3',
    'CAPTCHA3',
    'FEEDBACK3',
    'USERNAMEREG3',
    'MOBILENUMREG3',
    'MOBILENUMPASSREG3',
    'REGMOBVERF3',
    'CHNGPASSVERIF3',
    'INBOX3',
    'REWCEN3',
    'PTSYS3',
    'MYRBT3',
    'MANPLAYREB3',
    'CBS3',
    'AGENTPOLICY3',
    'SIGNCONDIV3',
    'DAILYSALCONT3',
    'HOURSAL3',
    'RTSALARY3',
    'TEAMBETTING3',
    'AGETRANSFERUP3',
    'AGETEAMPNL3',
    'AGENTRANSMULTDOWN3',
    'AGEREGDOWN3',
    'CREATEAFF3',
    'LOTTMINIGAME3',
  ],
  siam: [
    'LOGINIPVERF3',
    'CAPTCHA3',
    'FEEDBACK3',
    'USERNAMEREG3',
    'LINELOGIN3',
    'PAYMENTPASS3',
    'INBOX3',
    'PTSYS3',
    'REWCEN3',
    'MANPLAYREB3',
    'AGENTPOLICY3',
    'SIGNCONDIV3',
    'DAILYSALCONT3',
    'TEAMBETTING3',
    'AGEREGDOWN3',
    'CREATEAFF3',
  ],
  sahara: [
    'MOBILEVERCODELOGIN3',
    'MOBILELOGIN3',
    'FREEPLAY3',
    'PWDEXPFORCECHANGE3',
    'GOOGLELOGIN3',
    'TWITTERLOGIN3',
    'FIREBASECREATEACC3',
    'MOBILENUMREG3',
    'REGMOBVERF3',
    'CHNGPASSVERIF3',
    'INBOX3',
    'REWCEN3',
    'PTSYS3',
    'MANPLAYREB3',
    'SEALOTTMINIGAME3',
  ],
};

/** A brand added later (pnpm brand:new) gets a tree like lotus's without the social logins (nor account creation by them). */
const defaultFlags =
  flagsByBrand.lotus?.filter(
    (flag) => (!flag.endsWith('LOGIN3') || flag === 'MOBILEVERCODELOGIN3') && flag !== 'FIREBASECREATEACC3',
  ) ?? [];

const rule = (
  patternId: number,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  options: Partial<RegisterRule> = {},
): RegisterRule => ({ enabled: true, required: true, patternId, acceptedPattern, minLength, maxLength, ...options });
const off = (patternId: number, acceptedPattern: string, minLength: number, maxLength: number): RegisterRule =>
  rule(patternId, acceptedPattern, minLength, maxLength, { enabled: false, required: false });
const optional = { required: false };

/** How long each merchant lets a session sit unused before it ends (minutes); others take the schema's 30. */
const sessionIdleMinutesByBrand: Record<string, number> = { lotus: 30, siam: 15, sahara: 60 };

/**
 * Any printable characters, 8 to 64 of them, with no composition rule (ASVS 5 V6.2): the platform refuses common
 * passwords and ones holding the account's or site's name instead (passwordProblem). The demo passwords (Player#2026
 * ...) keep it.
 */
const passwordRule = rule(0, '^[^\\x00-\\x1F\\x7F]+$', 8, 64);

/** Registration rules (contract §3.3). */
const rulesByBrand: Record<string, Record<string, RegisterRule>> = {
  lotus: {
    username: rule(1, '^[a-zA-Z][a-zA-Z0-9]*$', 6, 12),
    password: passwordRule,
    payeeName: rule(8, '^[A-Za-z ]+$', 2, 50, optional),
    email: rule(3, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 6, 60, optional),
    qqNum: off(6, '^[0-9]+$', 5, 12),
    mobileNum: rule(6, '^[0-9]+$', 9, 10),
    recommenderId: off(4, '^[a-zA-Z0-9]+$', 4, 20),
    captcha: rule(6, '^[0-9]+$', 4, 5),
    affiliateCode: rule(14, '^[a-zA-Z0-9]+$', 4, 16, optional),
    paymentPassword: off(6, '^[0-9]+$', 6, 6),
    line: off(0, '*', 1, 50),
    whatsapp: off(6, '^[0-9]+$', 8, 15),
    facebook: rule(9, '^\\S+$', 3, 60, optional),
    wechat: off(4, '^[a-zA-Z0-9_-]+$', 6, 20),
    idNumber: off(6, '^[0-9]+$', 9, 12),
  },
  siam: {
    username: rule(4, '^[a-zA-Z0-9]+$', 5, 16),
    password: passwordRule,
    payeeName: rule(17, '^[A-Za-z\\u0E00-\\u0E7F ]+$', 2, 60),
    email: rule(3, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 6, 60, { enabled: false, required: false }),
    qqNum: off(6, '^[0-9]+$', 5, 12),
    mobileNum: rule(6, '^[0-9]+$', 9, 9, optional),
    recommenderId: rule(4, '^[a-zA-Z0-9]+$', 4, 20, optional),
    captcha: rule(6, '^[0-9]+$', 4, 5),
    affiliateCode: rule(14, '^[a-zA-Z0-9]+$', 4, 16, optional),
    paymentPassword: rule(6, '^[0-9]+$', 6, 6),
    line: rule(0, '*', 1, 50, optional),
    whatsapp: off(6, '^[0-9]+$', 8, 15),
    facebook: off(9, '^\\S+$', 3, 60),
    wechat: off(4, '^[a-zA-Z0-9_-]+$', 6, 20),
    idNumber: rule(6, '^[0-9]+$', 13, 13, optional),
  },
  sahara: {
    username: rule(1, '^[a-zA-Z][a-zA-Z0-9]*$', 6, 13),
    password: passwordRule,
    payeeName: rule(12, '^[A-Za-z\\u0600-\\u06FF]+( [A-Za-z\\u0600-\\u06FF]+)*$', 2, 60, optional),
    email: rule(3, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 6, 60),
    qqNum: off(6, '^[0-9]+$', 5, 12),
    mobileNum: rule(6, '^[0-9]+$', 9, 9),
    recommenderId: off(4, '^[a-zA-Z0-9]+$', 4, 20),
    captcha: off(6, '^[0-9]+$', 4, 5),
    affiliateCode: rule(14, '^[a-zA-Z0-9]+$', 4, 16, optional),
    paymentPassword: off(6, '^[0-9]+$', 6, 6),
    line: off(0, '*', 1, 50),
    whatsapp: rule(6, '^[0-9]+$', 8, 15, optional),
    facebook: off(9, '^\\S+$', 3, 60),
    wechat: off(4, '^[a-zA-Z0-9_-]+$', 6, 20),
    idNumber: off(18, '^(?=.*[A-Z])[A-Z0-9 ]+$', 6, 20),
  },
};

interface Locale {
  country: string;
  currency: string;
  currencySymbol: string;
  dialingCode: string;
  /** First digits of the demo mobile numbers: a valid mobile prefix of the country. */
  mobilePrefix: string;
}

const localeByLanguage: Record<string, Locale> = {
  VI: { country: 'VN', currency: 'VND', currencySymbol: '₫', dialingCode: '84', mobilePrefix: '912' },
  TH: { country: 'TH', currency: 'THB', currencySymbol: '฿', dialingCode: '66', mobilePrefix: '812' },
  AR: { country: 'AE', currency: 'AED', currencySymbol: 'د.إ', dialingCode: '971', mobilePrefix: '501' },
  CN: { country: 'CN', currency: 'CNY', currencySymbol: '¥', dialingCode: '86', mobilePrefix: '13912' },
  HI: { country: 'IN', currency: 'INR', currencySymbol: '₹', dialingCode: '91', mobilePrefix: '9812' },
  ID: { country: 'ID', currency: 'IDR', currencySymbol: 'Rp', dialingCode: '62', mobilePrefix: '8121' },
  MY: { country: 'MM', currency: 'MMK', currencySymbol: 'K', dialingCode: '95', mobilePrefix: '9250' },
  MS: { country: 'MY', currency: 'MYR', currencySymbol: 'RM', dialingCode: '60', mobilePrefix: '121' },
  BN: { country: 'BD', currency: 'BDT', currencySymbol: '৳', dialingCode: '880', mobilePrefix: '1712' },
  PT: { country: 'BR', currency: 'BRL', currencySymbol: 'R$', dialingCode: '55', mobilePrefix: '11912' },
  EN: { country: 'GB', currency: 'GBP', currencySymbol: '£', dialingCode: '44', mobilePrefix: '7700' },
};

export function localeOfMerchant(defaultLanguage: string): Locale {
  return localeByLanguage[defaultLanguage] ?? (localeByLanguage.EN as Locale);
}

const blockedByBrand: Record<string, string[]> = { lotus: ['US', 'SG'], siam: ['US', 'GB'], sahara: ['US', 'FR'] };

/**
 * Extra channels each merchant lists beyond the brand's own social links, and its app downloads: lotus offers both
 * apps (an iOS configuration profile and an Android package), siam the Android one of its brand config, sahara none.
 */
const extraResources: Record<string, MerchantResource[]> = {
  lotus: [
    { resourceType: 'WHATSAPP', url: 'https://wa.me/84912000000', labelNameEn: 'WhatsApp' },
    {
      resourceType: 'iOS',
      url: 'https://apps.lotus-palace.example/lotus-palace.mobileconfig',
      labelNameEn: 'iOS app',
      title: 'Lotus Palace for iPhone and iPad',
      type: 'MOBILECONFIG',
      name: 'IOS',
    },
    {
      resourceType: 'Android',
      url: 'https://apps.lotus-palace.example/lotus-palace.apk',
      labelNameEn: 'Android app',
      title: 'Lotus Palace for Android',
      type: 'Android',
      name: 'Android',
    },
    { resourceType: 'YOUTUBE', url: 'https://youtube.com/@lotuspalace.example', labelNameEn: 'YouTube' },
  ],
  siam: [{ resourceType: 'TWITTER', url: 'https://x.com/siamlagoon_example', labelNameEn: 'X' }],
  sahara: [
    { resourceType: 'WHATSAPP', url: 'https://wa.me/971501000000', labelNameEn: 'WhatsApp' },
    { resourceType: 'INSTAGRAM', url: 'https://instagram.com/saharaoasis.example', labelNameEn: 'Instagram' },
  ],
};

const socialTypes = {
  facebook: 'FACEBOOK',
  instagram: 'INSTAGRAM',
  twitter: 'TWITTER',
  youtube: 'YOUTUBE',
  telegram: 'TELEGRAM',
  discord: 'DISCORD',
} as const;

function hostOf(url: string): string {
  return new URL(url).host;
}

function resourcesOf(brand: BrandConfig): MerchantResource[] {
  const list: MerchantResource[] = [];
  for (const [key, type] of Object.entries(socialTypes)) {
    const url = brand.resources.social[key as keyof typeof socialTypes];
    if (url) list.push({ resourceType: type, url, labelNameEn: type.charAt(0) + type.slice(1).toLowerCase() });
  }
  for (const extra of extraResources[brand.id] ?? []) {
    if (!list.some((item) => item.resourceType === extra.resourceType)) list.push(extra);
  }
  const { android, ios } = brand.resources.download;
  if (android && !list.some((item) => item.resourceType === 'Android')) {
    list.push({ resourceType: 'Android', url: android, labelNameEn: 'Android app', type: 'Android', name: 'Android' });
  }
  if (ios && !list.some((item) => item.resourceType === 'iOS')) {
    list.push({ resourceType: 'iOS', url: ios, labelNameEn: 'iOS app', type: 'MOBILECONFIG', name: 'IOS' });
  }
  // The download QR: the one app when there is one; otherwise the site's download page, which offers each (or says
  // there is none), so a phone of either kind gets what fits it.
  const downloads = list.filter((item) => item.resourceType === 'Android' || item.resourceType === 'iOS');
  const site = `https://www.${hostOf(brand.cdn.images[0] ?? 'https://example.com')
    .split('.')
    .slice(-2)
    .join('.')}`;
  const qr = downloads.length === 1 && downloads[0] ? downloads[0].url : `${site}/down`;
  list.push({ resourceType: 'QR', url: qr, qrCodeUrl: qr, labelNameEn: 'Scan to download' });
  return list;
}

function customerServiceOf(brand: BrandConfig): CustomerServiceLink[] {
  return brand.resources.customerService.map((link) => {
    const name = link.name.toUpperCase().replace(/[^A-Z]/g, '');
    const csType = ['TELEGRAM', 'LINE', 'WHATSAPP', 'FACEBOOK', 'YOUTUBE'].includes(name) ? name : 'LIVECHAT';
    return { csType, type: csType === 'LIVECHAT' ? '3' : '1', title: link.name, path: link.url };
  });
}

/** The merchant row of a brand: its code and CDNs from the brand build config, the rest platform-side data. */
export function merchantFromBrand(brand: BrandConfig): NewMerchant {
  const locale = localeOfMerchant(brand.languages.default);
  const domain = hostOf(brand.cdn.images[0] ?? `https://${brand.id}.example`)
    .split('.')
    .slice(-2)
    .join('.');
  return {
    code: brand.merchantCode,
    brandId: brand.id,
    displayName: brand.displayName,
    whitelabel: whitelabelTree(new Set([...always, ...(flagsByBrand[brand.id] ?? defaultFlags)])),
    registerRules: rulesByBrand[brand.id] ?? (rulesByBrand.lotus as Record<string, RegisterRule>),
    resources: resourcesOf(brand),
    customerService: customerServiceOf(brand),
    imageCdns: brand.cdn.images,
    launchGameCdns: brand.cdn.launchGame,
    mainDomain: `www.${domain}`,
    domainList: [`www.${domain}`, `m.${domain}`, `${brand.merchantCode}.${domain}`],
    languages: brand.languages.supported,
    defaultLanguage: brand.languages.default,
    defaultCountry: locale.country,
    currency: locale.currency,
    currencySymbol: locale.currencySymbol,
    singleWallet: singleWalletBrands.has(brand.id),
    maintenance: false,
    regionRestriction: false,
    sessionIdleMinutes: sessionIdleMinutesByBrand[brand.id] ?? 30,
    blockedCountries: blockedByBrand[brand.id] ?? ['US'],
  };
}
