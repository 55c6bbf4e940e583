import { ApiError, type ApiClient } from '@lobby/api-client';
import { isYes, type RegisterRule, type RegisterRules } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { agentCentreKey } from '../common/pageProps';

/** The merchants' flags of the register centre: registering downlines here, and making affiliate links. */
export const registerFlag = 'AGEREGDOWN3';
export const createLinkFlag = 'CREATEAFF3';

export const affiliateLinksQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: agentCentreKey(memberId, 'affiliateLinks'),
    queryFn: ({ signal }) => client.call('affiliateLinks', undefined, { signal }),
  });

/** A registration's link on this site: its address with the code a registration carries (`?affiliateCode=`). */
export const affiliateUrl = (origin: string, code: string) => `${origin}/?affiliateCode=${encodeURIComponent(code)}`;

/** The fields a downline's registration may ask beyond its name and passwords, in the order the form shows them. */
export const optionalFields = ['payeeName', 'email', 'mobileNum'] as const;
export type OptionalField = (typeof optionalFields)[number];

/** Whether the merchant's rules show a field (the name and passwords always show). */
export const shows = (rule: RegisterRule | undefined) => isYes(rule?.enabled);
export const requires = (rule: RegisterRule | undefined) => isYes(rule?.required);

/** A rule's length bounds, when it gives both. */
export function lengthOf(rule: RegisterRule | undefined): { min: number; max: number } | undefined {
  const min = Number(rule?.minLength);
  const max = Number(rule?.maxLength);
  return Number.isInteger(min) && Number.isInteger(max) && min > 0 && max >= min ? { min, max } : undefined;
}

export const ruleOf = (rules: RegisterRules | undefined, field: string) => rules?.[field];

/** The field a refusal names (`validation_failed` with `{ field }`, `username_taken` ...), if any. */
export function refusedField(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const field = (error.value as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? field : undefined;
}
