import { errorCodes } from '@lobby/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberIdentities, members, type Member, type Merchant } from '../db/schema';
import type { Platform } from '../http/env';
import { apiErrors } from '../http/errors';
import { ApiError } from '../lib/apiError';
import { flagOn } from '../merchants/whitelabel';
import { verifyIdentityToken, type IdentityClaims, type SocialClaims } from '../security/identityTokens';
import { createMember } from './createMember';

/**
 * The claims of an ID token of this site's sign-in provider: signed by the platform's local provider (dev mode) for
 * this merchant, not expired. Undefined for any other token, and always where the platform has no provider.
 */
export function providerClaims(platform: Platform, merchant: Merchant, token: string): IdentityClaims | undefined {
  if (!platform.identity || !token) return undefined;
  return verifyIdentityToken(platform.identity.secret, token, { audience: merchant.code, nowMs: platform.clock() });
}

/** The number a phone-provider ID token proves (`+<dialing code><number>`), or undefined. */
export function phoneTokenNumber(platform: Platform, merchant: Merchant, token: string): string | undefined {
  const claims = providerClaims(platform, merchant, token);
  return claims?.channel === 'phone' ? claims.phone_number : undefined;
}

async function linkedMember(db: Database, merchant: Merchant, claims: SocialClaims): Promise<Member | undefined> {
  const [row] = await db
    .select({ member: members })
    .from(memberIdentities)
    .innerJoin(members, eq(members.id, memberIdentities.memberId))
    .where(
      and(
        eq(memberIdentities.merchantId, merchant.id),
        eq(memberIdentities.channel, claims.channel),
        eq(memberIdentities.subject, claims.sub),
      ),
    )
    .limit(1);
  return row?.member;
}

/**
 * The user name an account made by a sign-in starts from: the e-mail's local part, letters and digits only, from its
 * first letter on, lower case ("player" when nothing is left), cut to the merchant's longest user name and padded with
 * zeros to its shortest. Every merchant's user-name pattern takes a letter followed by letters and digits.
 */
export function usernameBase(email: string, bounds: { minLength: number; maxLength: number }): string {
  const local = email.split('@')[0] ?? '';
  const letters =
    local
      .replace(/[^A-Za-z0-9]/g, '')
      .replace(/^[0-9]+/, '')
      .toLowerCase() || 'player';
  return letters.slice(0, bounds.maxLength).padEnd(bounds.minLength, '0');
}

/** The first of `base`, `base1`, `base2` ... (cut so the suffix fits the longest length) that no member of the merchant has. */
async function freeUsername(db: Database, merchant: Merchant, email: string): Promise<string> {
  const rule = merchant.registerRules.username;
  const minLength = Math.max(1, rule?.minLength ?? 4);
  const maxLength = Math.max(minLength, rule?.maxLength ?? 16);
  const base = usernameBase(email, { minLength, maxLength });
  // Every candidate starts with the base cut to leave room for a suffix of up to four digits.
  const stem = base.slice(0, Math.max(1, maxLength - 4));
  const taken = new Set(
    (
      await db
        .select({ username: sql<string>`lower(${members.username})` })
        .from(members)
        .where(and(eq(members.merchantId, merchant.id), like(sql`lower(${members.username})`, `${stem}%`)))
    ).map((row) => row.username),
  );
  for (let n = 0; n < 10_000; n += 1) {
    const suffix = n === 0 ? '' : String(n);
    const candidate = base.slice(0, maxLength - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
  throw apiErrors.internal();
}

/**
 * The member a third-party sign-in opens: the one linked to the channel's subject at this merchant; else, where the
 * merchant has FIREBASECREATEACC3 on, a new ordinary member made for it and linked (user name from the e-mail, a
 * random password nobody knows, the e-mail and name from the token, first-login flag set); else 400
 * `bind_customer_required`.
 */
export async function memberForSocialSignIn(
  db: Database,
  merchant: Merchant,
  claims: SocialClaims,
  language: string | undefined,
): Promise<Member> {
  const linked = await linkedMember(db, merchant, claims);
  if (linked) return linked;
  if (!flagOn(merchant, 'FIREBASECREATEACC3')) throw apiErrors.bindCustomerRequired();

  for (let attempt = 0; attempt < 3; attempt += 1) {
    const username = await freeUsername(db, merchant, claims.email);
    try {
      return await db.transaction(async (tx) => {
        const member = await createMember(tx, merchant, {
          username,
          email: claims.email,
          nickname: claims.name?.trim() || username,
          language,
        });
        await tx.insert(memberIdentities).values({
          merchantId: merchant.id,
          channel: claims.channel,
          subject: claims.sub,
          memberId: member.id,
          email: claims.email,
        });
        return member;
      });
    } catch (error) {
      // The same person's first sign-in in parallel linked first, or someone took the user name meanwhile.
      const now = await linkedMember(db, merchant, claims);
      if (now) return now;
      if (!(error instanceof ApiError && error.errorCode === errorCodes.usernameTaken)) throw error;
    }
  }
  throw apiErrors.internal();
}
