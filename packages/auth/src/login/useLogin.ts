import { ApiError } from '@lobby/api-client';
import { errorCodes, type LoginValue } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { asksForCaptcha } from '../errors/errorText';
import { HumanCheckCancelled, useHumanCheck } from '../humanCheck';
import type { SocialChannel } from '../identity/identity';
import { useAuthClient, useRoleConfig } from '../react/AuthProvider';
import { loginDeviceId } from './deviceId';
import { LoginRefusedError } from './LoginRefusedError';
import type { LoginType } from './loginOutcome';
import { rememberUsername } from './remembered';
import { useAcceptLogin, type LoginSuccess } from './useAcceptLogin';

export type { LoginSuccess } from './useAcceptLogin';

export interface LoginInput {
  /** The user name, or the mobile number in SMS mode. */
  username: string;
  /** The password, or the SMS code in SMS mode. */
  password: string;
  type: LoginType;
  captcha?: string;
  /** Username logins: keep the user name for a day. */
  remember?: boolean;
  /** Type `firebase`: the channel signed in through (`sms` for a phone-provider code) and the provider's ID token. */
  firebase?: { channel: SocialChannel | 'sms'; idToken: string };
}

/** Who may sign in through a form: everyone, or agents only (the agent login page, spec 1 §6). */
export type LoginAudience = 'everyone' | 'agents';

/**
 * The login flow of spec 1 §4 after validation: the human check (not for SMS codes or third-party sign-in), the
 * encrypted call, then the token in
 * session storage, the remembered user name, the first-login mark, and where to go next. A refusal carrying the
 * captcha flag turns `captchaRequired` on for the rest of the visit. A closed human check fails with
 * `HumanCheckCancelled` (the form says to complete it first). With `audience: 'agents'` a trial account or a member who is no agent is refused (`LoginRefusedError`).
 */
export function useLogin(onSuccess: (result: LoginSuccess) => void, audience: LoginAudience = 'everyone') {
  const client = useAuthClient();
  const { agentTypes, trialType } = useRoleConfig();
  const humanCheck = useHumanCheck();
  const acceptLogin = useAcceptLogin();
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [verification, setVerification] = useState<PendingVerification | null>(null);

  /** After the platform opened a session: the audience's check, the remembered user name, the session taken in. */
  const finish = async (value: LoginValue, input: LoginInput, username: string, password: string) => {
    if (audience === 'agents') {
      const type = Number(value.customerType);
      if (type === trialType || !agentTypes.includes(type)) {
        // The session the platform just opened is closed again, by its own token: it was never this tab's.
        await client.call('logout', undefined, { headers: { Authorization: value.token } }).catch(() => undefined);
        throw new LoginRefusedError(type === trialType ? 'notMember' : 'notAgent');
      }
    }
    if (input.type === 'username') rememberUsername(input.remember ? username : null);
    return acceptLogin(value, { type: input.type, password });
  };

  const mutation = useMutation({
    mutationFn: async (input: LoginInput): Promise<LoginSuccess | null> => {
      const check = input.type === 'sms' || input.type === 'firebase' ? null : await humanCheck('login');
      if (check?.status === 'cancelled') throw new HumanCheckCancelled();
      const username = input.username.trim();
      const password = input.password.trim();
      let value: LoginValue;
      try {
        value = await client.call('login', {
          username,
          password,
          type: input.type,
          ...(captchaRequired && input.captcha ? { captcha: input.captcha.trim() } : {}),
          ...(input.firebase
            ? { firebaseChannel: input.firebase.channel, firebaseIdToken: input.firebase.idToken }
            : {}),
          loginDeviceId: loginDeviceId(),
          ...(check?.status === 'passed' ? check.fields : {}),
        });
      } catch (error) {
        const methods = verificationMethods(error);
        if (!methods) throw error;
        // The password was right; the platform asks for a second proof from this new address (contract §2.1).
        setVerification({ input, username, password, methods });
        return null;
      }
      return finish(value, input, username, password);
    },
    onSuccess: (result) => {
      if (result) onSuccess(result);
    },
    onError: (error) => {
      if (asksForCaptcha(error)) setCaptchaRequired(true);
    },
  });

  const verify = useMutation({
    mutationFn: async (proof: VerificationProof): Promise<LoginSuccess> => {
      if (!verification) throw new Error('No login is waiting for verification');
      const { input, username, password } = verification;
      const value = await client.call('loginVerification', { username, password, ...proof });
      return finish(value, input, username, password);
    },
    onSuccess: (result) => {
      setVerification(null);
      onSuccess(result);
    },
  });

  return {
    ...mutation,
    captchaRequired,
    /** Set while a login from a new address waits for its second proof (`LoginVerification` asks for it). */
    verification: verification && {
      methods: verification.methods,
      username: verification.username,
      submit: verify,
      /** Back to the login form; the password typed is dropped. */
      cancel: () => {
        verify.reset();
        setVerification(null);
      },
    },
  };
}

/** What a login from a new address waits with: the typed credentials (memory only) and the methods offered. */
interface PendingVerification {
  input: LoginInput;
  username: string;
  password: string;
  methods: VerificationMethod[];
}

/** How a login from a new address is confirmed (contract §2.1): e-mail, authenticator, SMS code, payee name. */
export type VerificationMethod = 'E' | 'G' | 'S' | 'P';
const verificationMethodList: readonly VerificationMethod[] = ['E', 'G', 'S', 'P'];

/** The second proof: a method and what it needs. */
export type VerificationProof =
  | { method: 'E'; email: string }
  | { method: 'G'; authCode: string }
  | { method: 'S'; mobileNum: string; verificationCode: string; firebaseIdToken?: string }
  | { method: 'P'; payeeName: string };

/** The methods of a `login_verify_required` refusal (its `value`), or null for any other failure. */
export function verificationMethods(error: unknown): VerificationMethod[] | null {
  if (!(error instanceof ApiError) || error.errorCode !== errorCodes.loginVerifyRequired) return null;
  const offered = Array.isArray(error.value) ? error.value : [];
  const methods = verificationMethodList.filter((method) => offered.includes(method));
  return methods.length > 0 ? methods : null;
}
