import { isYes, type LoginValue } from '@lobby/contract';

/** The password every new account of the platform starts with (spec 1 §9): a login with it must change it first. */
export const defaultPassword = '123456';

/** How the platform spells yes in its flags: true, 1, '1', 'true', 'Y'. */
export { isYes };

/** How the player proved who they are: `firebase` is a third-party sign-in or a phone-provider code. */
export type LoginType = 'username' | 'sms' | '' | 'firebase';

/** Where the player goes after a successful login (spec 1 §4, steps 7-8). */
export type LoginOutcome = 'changePassword' | 'agentHome' | 'home';

export interface OutcomeInput {
  value: LoginValue;
  /** What was typed; compared with the default password, never kept. */
  password: string;
  type: LoginType;
  /** PWDEXPFORCECHANGE3: an expired password must be changed. */
  forceChangeOnExpiry: boolean;
  agentTypes: readonly number[];
}

/**
 * The default password, or an expired one where the site forces a change, sends a login by password (not by SMS code
 * or third-party sign-in) to the change page;
 * otherwise agents land on their home and everyone else on `/`.
 */
export function loginOutcome({ value, password, type, forceChangeOnExpiry, agentTypes }: OutcomeInput): LoginOutcome {
  const mustChange = password === defaultPassword || (isYes(value.passwordExpired) && forceChangeOnExpiry);
  if (mustChange && type !== 'sms' && type !== 'firebase') return 'changePassword';
  return agentTypes.includes(Number(value.customerType)) ? 'agentHome' : 'home';
}
