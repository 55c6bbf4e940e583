import { readStorage, storageKeys, writeStorage } from '@lobby/storage';

/** The invitation codes a registration sends: an agent's (`affiliateCode`) and a friend's (`referralCode`). */
export interface RegistrationCodes {
  affiliateCode: string;
  referralCode: string;
}

/** `?affiliateCode=` and `?r=` / `?referralCode=` of an address (contract §2.2); empty where absent. */
function codesIn(search: string): RegistrationCodes {
  const query = new URLSearchParams(search);
  return {
    affiliateCode: query.get('affiliateCode')?.trim() ?? '',
    referralCode: (query.get('referralCode') ?? query.get('r'))?.trim() ?? '',
  };
}

/** The codes kept from an earlier page (`reg_info`, contract §6b); empty when none or unreadable. */
function storedCodes(): RegistrationCodes {
  try {
    const stored = JSON.parse(readStorage(storageKeys.reg_info) ?? '{}') as Partial<Record<string, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 64) : '');
    return { affiliateCode: text(stored.affiliateCode), referralCode: text(stored.referralCode) };
  } catch {
    return { affiliateCode: '', referralCode: '' };
  }
}

/**
 * Keeps the codes of the address the site was opened with (an invite link, an agent's link) in `reg_info`, as the
 * platform's other clients do, so a visitor who looks around before registering still registers with them. A code
 * of the address replaces the kept one of its kind.
 */
export function captureRegistrationCodes(search: string): void {
  const found = codesIn(search);
  if (!found.affiliateCode && !found.referralCode) return;
  const kept = storedCodes();
  writeStorage(
    storageKeys.reg_info,
    JSON.stringify({
      affiliateCode: found.affiliateCode || kept.affiliateCode,
      referralCode: found.referralCode || kept.referralCode,
    }),
  );
}

/** The codes a registration opened at `search` sends: the address's, else the ones kept from an earlier page. */
export function registrationCodes(search: string): RegistrationCodes {
  const found = codesIn(search);
  const kept = storedCodes();
  return {
    affiliateCode: found.affiliateCode || kept.affiliateCode,
    referralCode: found.referralCode || kept.referralCode,
  };
}

/** Forgets the kept codes: a registration used them. */
export function forgetRegistrationCodes(): void {
  writeStorage(storageKeys.reg_info, null);
}
