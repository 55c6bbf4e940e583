import type { ApiClient } from '@lobby/api-client';
import type { RegisterRule, ValueOf } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { memberCentreKey } from '../common/pageProps';
import { isOn } from '../WalletPage/wallets';

export const securityQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'security'),
    queryFn: ({ signal }) => client.call('securityConfig', undefined, { signal }),
  });

export const profileQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'profile'),
    queryFn: ({ signal }) => client.call('memberInfo', undefined, { signal }),
  });

/** What the security level counts: each bound contact and the payment password. */
export function securityLevel(config: ValueOf<'securityConfig'>): { bound: number; of: number } {
  const items = [Boolean(config.mobile), Boolean(config.email), isOn(config.paymentPasswordSet)];
  return { bound: items.filter(Boolean).length, of: items.length };
}

/** At least six characters whatever the merchant's rule says (contract §5.3), as the platform holds. */
const minimumLength = 6;

export type PaymentPasswordProblem =
  | { problem: 'empty' }
  | { problem: 'length'; min: number; max: number }
  | { problem: 'pattern'; digitsOnly: boolean }
  | { problem: 'mismatch' };

/**
 * Why a new payment password (typed twice) cannot be sent, by the merchant's rule, or undefined. The platform checks
 * it again and refuses guessable ones (a repeated or consecutive run); its refusal is shown as it words it.
 */
export function paymentPasswordProblem(
  password: string,
  confirmation: string,
  rule: RegisterRule | undefined,
): PaymentPasswordProblem | undefined {
  if (password === '') return { problem: 'empty' };
  const min = Math.max(minimumLength, Number(rule?.minLength ?? 0));
  const max = Math.max(min, Number(rule?.maxLength ?? 20));
  if (password.length < min || password.length > max) return { problem: 'length', min, max };
  const pattern = rule?.acceptedPattern && rule.acceptedPattern !== '*' ? rule.acceptedPattern : undefined;
  if (pattern && !safeTest(pattern, password)) {
    return { problem: 'pattern', digitsOnly: pattern === '^[0-9]+$' };
  }
  if (confirmation !== password) return { problem: 'mismatch' };
  return undefined;
}

function safeTest(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return true;
  }
}

export const rankProgressQuery = (client: ApiClient, memberId: string) =>
  queryOptions({
    queryKey: memberCentreKey(memberId, 'rankProgress'),
    queryFn: ({ signal }) => client.call('playerRankProgress', undefined, { signal }),
  });
