import { useEffect, useRef } from 'react';
import type { HumanCheckFields } from '../humanCheck';
import { useIdentity } from '../react/AuthProvider';
import { IdentityError, internationalNumber, type PhoneConfirmation } from './identity';

/** What the platform's SMS calls answer: the resend wait is 60 s times `expiredMinutes` (default 1). */
export type SmsAnswer = { expiredMinutes?: number | null } | null | undefined;

/** The number a code goes to: the national number as typed and the picker's dialing code. */
export interface PhoneTarget {
  mobileNum: string;
  countryDialingCode?: string | undefined;
}

/** What proves a typed code to the platform beyond the code itself: the provider's token on the provider path. */
export type PhoneProof = { firebaseChannel: 'sms'; firebaseIdToken: string } | Record<never, never>;

export interface PhoneCode {
  /** The brand's identity provider sends and checks the codes (no human check of ours, a 60 s resend wait). */
  viaProvider: boolean;
  /** Sends a code; resolves how many seconds to wait before a resend. */
  send(target: PhoneTarget, human: HumanCheckFields): Promise<number>;
  /** Checks a typed code with the provider (nothing to check on the platform path); rejects with `IdentityError`. */
  proof(code: string): Promise<PhoneProof>;
}

/**
 * Where a form's SMS codes come from (spec 1 §4): the platform (`sendViaPlatform`, with the human check's fields,
 * 60 s x `expiredMinutes` before a resend), or the brand's phone provider when it has one and the call can take its
 * token (`provider: false` for a call that cannot).
 */
export function usePhoneCode(
  sendViaPlatform: (target: PhoneTarget, human: HumanCheckFields) => Promise<SmsAnswer>,
  { provider = true }: { provider?: boolean } = {},
): PhoneCode {
  const identity = useIdentity();
  const phone = provider ? identity?.phone : undefined;
  const confirmation = useRef<PhoneConfirmation | null>(null);
  useEffect(() => {
    if (phone) identity?.preload?.();
  }, [phone, identity]);
  if (!phone) {
    return {
      viaProvider: false,
      send: async (target, human) => 60 * ((await sendViaPlatform(target, human))?.expiredMinutes ?? 1),
      proof: () => Promise.resolve({}),
    };
  }
  return {
    viaProvider: true,
    send: async (target) => {
      confirmation.current = await phone.sendCode(internationalNumber(target.countryDialingCode, target.mobileNum));
      return 60;
    },
    proof: async (code) => {
      if (!code.trim()) throw new IdentityError('auth/missing-verification-code');
      if (!confirmation.current) throw new IdentityError('auth/code-expired');
      return { firebaseChannel: 'sms', firebaseIdToken: await confirmation.current.confirm(code.trim()) };
    },
  };
}
