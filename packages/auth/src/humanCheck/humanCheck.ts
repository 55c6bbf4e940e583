import type { FlagName } from '@lobby/whitelabel';

/** Where a human check runs (contract §2.9 scenes). */
export type HumanCheckScene = 'login' | 'register' | 'sms';

/** What a passed check adds to the call it guards: the v3 geetest fields (the reference slider answers these too). */
export interface HumanCheckFields {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidate?: string;
}

/** The outcome of one check: passed (with the fields to send), or cancelled by the player (nothing is sent). */
export type HumanCheckResult = { status: 'passed'; fields: HumanCheckFields } | { status: 'cancelled' };

/** The player closed the human check: the call it guards was not made (spec 1 §8: verification comes first). */
export class HumanCheckCancelled extends Error {
  constructor() {
    super('The human check was closed before it was passed');
    this.name = 'HumanCheckCancelled';
  }
}

/**
 * A human-verification provider. The default is the reference platform's slider puzzle; a brand on a platform with
 * a third-party service plugs its own in through `<HumanCheckProvider checker={...}>`.
 */
export interface HumanChecker {
  /** Runs the check for a scene; resolves once the player passed or gave up. */
  run(scene: HumanCheckScene): Promise<HumanCheckResult>;
}

/**
 * Whether a scene needs the check on this site (contract §2.9): login when GEETEST3 is on and GEETESTTEST3 off,
 * registration when GEETEST3 is on and the merchant's captcha rule is enabled, SMS sends when GEETESTVCODE3 is on.
 */
export function needsHumanCheck(
  scene: HumanCheckScene,
  isOn: (flag: FlagName) => boolean,
  registerCaptchaEnabled = false,
): boolean {
  switch (scene) {
    case 'login':
      return isOn('GEETEST3') && !isOn('GEETESTTEST3');
    case 'register':
      return isOn('GEETEST3') && registerCaptchaEnabled;
    case 'sms':
      return isOn('GEETESTVCODE3');
  }
}
