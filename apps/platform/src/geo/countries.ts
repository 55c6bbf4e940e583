// The countries the platform knows and where a visitor is: reference data of the platform, the same for every
// merchant, read on every status call, so it lives in code. A merchant's own choices (its home country, the
// countries it blocks) are columns of its row.

export interface Country {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** E.164 calling code without the plus. */
  countryDialingCode: string;
  name: string;
  currency: string;
}

/** Countries offered by the dialing-code picker, most used markets first, then alphabetical. */
export const countries: readonly Country[] = [
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam', currency: 'VND' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand', currency: 'THB' },
  { countryCode: 'AE', countryDialingCode: '971', name: 'United Arab Emirates', currency: 'AED' },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India', currency: 'INR' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia', currency: 'IDR' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia', currency: 'MYR' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines', currency: 'PHP' },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China', currency: 'CNY' },
  { countryCode: 'AR', countryDialingCode: '54', name: 'Argentina', currency: 'ARS' },
  { countryCode: 'AU', countryDialingCode: '61', name: 'Australia', currency: 'AUD' },
  { countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh', currency: 'BDT' },
  { countryCode: 'BH', countryDialingCode: '973', name: 'Bahrain', currency: 'BHD' },
  { countryCode: 'BR', countryDialingCode: '55', name: 'Brazil', currency: 'BRL' },
  { countryCode: 'CA', countryDialingCode: '1', name: 'Canada', currency: 'CAD' },
  { countryCode: 'CL', countryDialingCode: '56', name: 'Chile', currency: 'CLP' },
  { countryCode: 'CO', countryDialingCode: '57', name: 'Colombia', currency: 'COP' },
  { countryCode: 'DE', countryDialingCode: '49', name: 'Germany', currency: 'EUR' },
  { countryCode: 'EG', countryDialingCode: '20', name: 'Egypt', currency: 'EGP' },
  { countryCode: 'ES', countryDialingCode: '34', name: 'Spain', currency: 'EUR' },
  { countryCode: 'FR', countryDialingCode: '33', name: 'France', currency: 'EUR' },
  { countryCode: 'GB', countryDialingCode: '44', name: 'United Kingdom', currency: 'GBP' },
  { countryCode: 'HK', countryDialingCode: '852', name: 'Hong Kong', currency: 'HKD' },
  { countryCode: 'IR', countryDialingCode: '98', name: 'Iran', currency: 'IRR' },
  { countryCode: 'IT', countryDialingCode: '39', name: 'Italy', currency: 'EUR' },
  { countryCode: 'JO', countryDialingCode: '962', name: 'Jordan', currency: 'JOD' },
  { countryCode: 'JP', countryDialingCode: '81', name: 'Japan', currency: 'JPY' },
  { countryCode: 'KE', countryDialingCode: '254', name: 'Kenya', currency: 'KES' },
  { countryCode: 'KH', countryDialingCode: '855', name: 'Cambodia', currency: 'KHR' },
  { countryCode: 'KR', countryDialingCode: '82', name: 'South Korea', currency: 'KRW' },
  { countryCode: 'KW', countryDialingCode: '965', name: 'Kuwait', currency: 'KWD' },
  { countryCode: 'LA', countryDialingCode: '856', name: 'Laos', currency: 'LAK' },
  { countryCode: 'LK', countryDialingCode: '94', name: 'Sri Lanka', currency: 'LKR' },
  { countryCode: 'MA', countryDialingCode: '212', name: 'Morocco', currency: 'MAD' },
  { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar', currency: 'MMK' },
  { countryCode: 'MX', countryDialingCode: '52', name: 'Mexico', currency: 'MXN' },
  { countryCode: 'NG', countryDialingCode: '234', name: 'Nigeria', currency: 'NGN' },
  { countryCode: 'NP', countryDialingCode: '977', name: 'Nepal', currency: 'NPR' },
  { countryCode: 'OM', countryDialingCode: '968', name: 'Oman', currency: 'OMR' },
  { countryCode: 'PE', countryDialingCode: '51', name: 'Peru', currency: 'PEN' },
  { countryCode: 'PK', countryDialingCode: '92', name: 'Pakistan', currency: 'PKR' },
  { countryCode: 'PT', countryDialingCode: '351', name: 'Portugal', currency: 'EUR' },
  { countryCode: 'QA', countryDialingCode: '974', name: 'Qatar', currency: 'QAR' },
  { countryCode: 'RU', countryDialingCode: '7', name: 'Russia', currency: 'RUB' },
  { countryCode: 'SA', countryDialingCode: '966', name: 'Saudi Arabia', currency: 'SAR' },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore', currency: 'SGD' },
  { countryCode: 'TR', countryDialingCode: '90', name: 'Turkey', currency: 'TRY' },
  { countryCode: 'TW', countryDialingCode: '886', name: 'Taiwan', currency: 'TWD' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States', currency: 'USD' },
  { countryCode: 'ZA', countryDialingCode: '27', name: 'South Africa', currency: 'ZAR' },
];

/**
 * The visitor's country from their address. No geo-IP database ships with the reference platform, so a few
 * documentation ranges stand in for countries (tests and `X-Forwarded-For` with TRUST_PROXY use them); every other
 * address gives undefined and the merchant's default country applies.
 */
const documentationRanges: Array<[prefix: string, country: string]> = [
  ['203.0.113.', 'US'], // TEST-NET-3
  ['198.51.100.', 'SG'], // TEST-NET-2
  ['192.0.2.', 'TH'], // TEST-NET-1
];

export function countryOfAddress(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const plain = ip.replace(/^::ffff:/, '');
  return documentationRanges.find(([prefix]) => plain.startsWith(prefix))?.[1];
}
