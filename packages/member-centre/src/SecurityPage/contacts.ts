import type { ApiClient } from '@lobby/api-client';
import { errorCodes } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { outcomeUnknown, refusalCode, refusalData } from '../common/errors';
import { memberCentreKey } from '../common/pageProps';

/** The two contacts a member binds with a code: the mobile number (by SMS) and the e-mail address. */
export type ContactChannel = 'sms' | 'email';

/** A country a new mobile number may be under, and its dialing code (digits only, "84"). */
export interface DialingCountry {
  countryCode: string;
  dialingCode: string;
}

const digitsOf = (code: string | number | null | undefined) => String(code ?? '').replace(/\D/g, '');

/**
 * The countries a new mobile number may be under (`/wps/system/country`) and the one the platform names for the
 * visitor, which the form starts from.
 */
export const dialingCountriesQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'dialingCountries'),
    queryFn: async ({ signal }) => {
      const value = await client.call('countryList', undefined, { signal });
      const countries: DialingCountry[] = value.countries
        .map((country) => ({ countryCode: country.countryCode, dialingCode: digitsOf(country.countryDialingCode) }))
        .filter((country) => country.dialingCode !== '');
      const home =
        countries.find((country) => country.countryCode === value.countryCode) ??
        countries.find((country) => country.dialingCode === digitsOf(value.countryDialingCode)) ??
        countries[0];
      return { countries, home };
    },
    staleTime: Infinity,
  });

/** The avatar the member has (`memberIcon`): `"default"` until they choose one. */
export const memberIconQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'icon'),
    queryFn: ({ signal }) => client.call('memberIcon', undefined, { signal }),
  });

/** A mobile number as typed, without the spaces, dashes and brackets people type in one. */
export const mobileOf = (typed: string) => typed.trim().replace(/[\s\-()]/g, '');

/** Why a new mobile number cannot be sent: none typed, or not 6 to 16 digits (the platform's own bounds). */
export function mobileProblem(typed: string): 'empty' | 'invalid' | undefined {
  const mobile = mobileOf(typed);
  if (!mobile) return 'empty';
  return /^\d{6,16}$/.test(mobile) ? undefined : 'invalid';
}

/** Why a new e-mail address cannot be sent: none typed, or not `name@domain.tld` of at most 254 characters. */
export function emailProblem(typed: string): 'empty' | 'invalid' | undefined {
  const email = typed.trim();
  if (!email) return 'empty';
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) && email.length <= 254 ? undefined : 'invalid';
}

/**
 * What a failed code request or bind means to the player: a field of the form to mark (the number or address, the
 * code) with the page's own words, an outcome not known (the bind may have happened: the page reloads what is
 * bound), or another failure shown as the platform or the transport words it.
 */
export type BindRefusal =
  { kind: 'taken' } | { kind: 'contactInvalid' } | { kind: 'codeWrong' } | { kind: 'unknown' } | { kind: 'other' };

export function bindRefusal(error: unknown): BindRefusal {
  if (outcomeUnknown(error)) return { kind: 'unknown' };
  const code = refusalCode(error);
  if (code === errorCodes.mobileTaken || code === errorCodes.emailTaken) return { kind: 'taken' };
  if (code === errorCodes.verificationCodeInvalid) return { kind: 'codeWrong' };
  const field = refusalData(error).field;
  if (code === errorCodes.validationFailed && field === 'verificationCode') return { kind: 'codeWrong' };
  // The platform's own rule for the number (the merchant's `mobileNum`) or the address, or "already yours": its words,
  // next to the field.
  if (code === errorCodes.validationFailed && (field === 'mobileNum' || field === 'email')) {
    return { kind: 'contactInvalid' };
  }
  return { kind: 'other' };
}
