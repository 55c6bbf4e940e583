import type { LoginValue } from '@lobby/contract';
import { useFlag } from '@lobby/whitelabel/react';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { asksForCaptcha } from '../errors/errorText';
import { useHumanCheck } from '../humanCheck';
import { useAuthClient, useRoleConfig } from '../react/AuthProvider';
import { firstLoginAtom, knownPasswordAtom, tokenAtom } from '../session';
import { loginDeviceId } from './deviceId';
import { LoginRefusedError } from './LoginRefusedError';
import { isYes, loginOutcome, type LoginOutcome, type LoginType } from './loginOutcome';
import { rememberUsername } from './remembered';

export interface LoginInput {
  /** The user name, or the mobile number in SMS mode. */
  username: string;
  /** The password, or the SMS code in SMS mode. */
  password: string;
  type: LoginType;
  captcha?: string;
  /** Username logins: keep the user name for a day. */
  remember?: boolean;
}

export interface LoginSuccess {
  outcome: LoginOutcome;
  value: LoginValue;
}

/** Who may sign in through a form: everyone, or agents only (the agent login page, spec 1 §6). */
export type LoginAudience = 'everyone' | 'agents';

/**
 * The login flow of spec 1 §4 after validation: the human check (not for SMS), the encrypted call, then the token in
 * session storage, the remembered user name, the first-login mark, and where to go next. A refusal carrying the
 * captcha flag turns `captchaRequired` on for the rest of the visit. Resolves `null` when the player cancelled the
 * human check. With `audience: 'agents'` a trial account or a member who is no agent is refused (`LoginRefusedError`).
 */
export function useLogin(onSuccess: (result: LoginSuccess) => void, audience: LoginAudience = 'everyone') {
  const client = useAuthClient();
  const { agentTypes, trialType } = useRoleConfig();
  const humanCheck = useHumanCheck();
  const forceChangeOnExpiry = useFlag('PWDEXPFORCECHANGE3');
  const setToken = useSetAtom(tokenAtom);
  const setFirstLogin = useSetAtom(firstLoginAtom);
  const setKnownPassword = useSetAtom(knownPasswordAtom);
  const [captchaRequired, setCaptchaRequired] = useState(false);

  const mutation = useMutation({
    mutationFn: async (input: LoginInput): Promise<LoginSuccess | null> => {
      const check = input.type === 'sms' ? null : await humanCheck('login');
      if (check?.status === 'cancelled') return null;
      const username = input.username.trim();
      const password = input.password.trim();
      const value = await client.call('login', {
        username,
        password,
        type: input.type,
        ...(captchaRequired && input.captcha ? { captcha: input.captcha.trim() } : {}),
        loginDeviceId: loginDeviceId(),
        ...(check?.status === 'passed' ? check.fields : {}),
      });
      if (audience === 'agents') {
        const type = Number(value.customerType);
        if (type === trialType || !agentTypes.includes(type)) {
          // The session the platform just opened is closed again, by its own token: it was never this tab's.
          await client.call('logout', undefined, { headers: { Authorization: value.token } }).catch(() => undefined);
          throw new LoginRefusedError(type === trialType ? 'notMember' : 'notAgent');
        }
      }
      const outcome = loginOutcome({ value, password, type: input.type, forceChangeOnExpiry, agentTypes });
      if (input.type === 'username') rememberUsername(input.remember ? username : null);
      setKnownPassword(outcome === 'changePassword' ? password : null);
      setFirstLogin(isYes(value.firstTimeLogin));
      setToken(value.token);
      return { outcome, value };
    },
    onSuccess: (result) => {
      if (result) onSuccess(result);
    },
    onError: (error) => {
      if (asksForCaptcha(error)) setCaptchaRequired(true);
    },
  });

  return { ...mutation, captchaRequired };
}
