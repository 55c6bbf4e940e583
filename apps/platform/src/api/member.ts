import { endpoints, errorCodes } from '@lobby/contract';
import type { Hono } from 'hono';
import type { Member, VipRank } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors, hitOrRefuse } from '../http/errors';
import { route, type RouteTable } from '../http/route';
import { ApiError } from '../lib/apiError';
import { hashPassword, passwordProblem, verifyPassword } from '../security/passwords';
import { revokeMemberSessions, settlePassword, tokenOf, updateMember } from '../security/sessions';
import { toWire } from '../wallet/money';
import { rankOf, rankProgressOf } from '../wallet/ranks';
import { trialType } from './memberTypes';

/** `0133671****`: all but the last four digits, as the platform shows a mobile number. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length > 4 ? `${mobile.slice(0, -4)}****` : '****';
}

/** The member as member info answers them; `clubLabel` is the VIP rank held this month, earned by play (`AUTO`). */
export function memberInfoOf(member: Member, rank?: VipRank) {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    regDate: member.createdAt.getTime(),
    mobile: maskMobile(member.mobile),
    toUpline: member.uplineId !== null,
    ...(rank && { clubLabel: { labelName: rank.name, type: 'AUTO', rankLevel: rank.level } }),
  };
}

export function memberRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  // Anonymous callers get success with an empty payload, as the real platform answers (contract §1.1).
  // A trial account plays with credits that earn no rank.
  route(app, table, endpoints.memberInfo, async (c, { member }) => {
    if (!member) return {};
    const { db, clock } = c.var.platform;
    const rank = member.type === trialType ? undefined : await rankOf(db, member, new Date(clock()));
    return memberInfoOf(member, rank);
  });

  /**
   * The member's own VIP rank progress (never another's: the session names the member): the rank held this month, the
   * next one, and the condition of the rank the member heads for (the one held, at the top), its monthly turnover,
   * met or not. Trial accounts earn no rank.
   */
  route(app, table, endpoints.playerRankProgress, async (c, { member }) => {
    if (member.type === trialType) throw apiErrors.trialRestricted();
    const { db, clock } = c.var.platform;
    const { rank, next, monthly, total } = await rankProgressOf(db, member, new Date(clock()));
    const target = next ?? rank;
    return {
      currentProgress: {
        completedConditions: target && monthly >= target.monthlyTurnover ? 1 : 0,
        totalExpectedConditions: target ? 1 : 0,
      },
      playerRankProgress: { labelId: rank?.id ?? null },
      playerRankName: rank?.name ?? null,
      nextRankName: next?.name ?? null,
      monthlyTurnover: { actual: toWire(monthly), expected: target ? toWire(target.monthlyTurnover) : null },
      totalTurnover: toWire(total),
    };
  });

  /**
   * Change password (encrypted, PASS3): only the password of the member whose token came, never one named in the
   * body. Cheap checks first (confirmation, the merchant's password rule), then the old password; on success the new
   * argon2id hash is stored, the expired and first-login flags are cleared and every other session of the member ends.
   */
  route(app, table, endpoints.changePassword, async (c, { body, member, merchant }) => {
    const { db, limits } = c.var.platform;
    if (member.type === trialType) throw apiErrors.trialRestricted();
    const { oldPassword, newPassword, confirmNewPassword } = body;
    if (!oldPassword) throw apiErrors.validation('Field "oldPassword" must not be empty.', 'oldPassword');
    if (!newPassword) throw apiErrors.validation('Field "newPassword" must not be empty.', 'newPassword');
    if (confirmNewPassword !== newPassword) {
      throw apiErrors.validation('Incorrect confirmation input', 'confirmNewPassword');
    }

    const key = String(member.id);
    await hitOrRefuse(limits.passwordChangePerMember, key);

    const problem = await passwordProblem(newPassword, merchant.registerRules.password, {
      account: member.username,
      merchant,
    });
    if (problem) throw apiErrors.passwordInvalid(problem, 'newPassword');
    if (!(await verifyPassword(member.passwordHash, oldPassword))) {
      throw new ApiError(400, errorCodes.invalidCredentials, 'The old password is incorrect.', {
        field: 'oldPassword',
      });
    }
    if (newPassword === oldPassword) {
      throw apiErrors.passwordInvalid('The new password must differ from the old one.', 'newPassword');
    }

    await updateMember(db, member.id, {
      passwordHash: await hashPassword(newPassword),
      passwordExpired: false,
      firstLogin: false,
    });
    const token = tokenOf(c);
    await revokeMemberSessions(db, member.id, { except: token });
    if (token) await settlePassword(db, token);
    await limits.passwordChangePerMember.forget(key);
    return null;
  });

  /** The member's language (`PUT /wps/member/language`): one of the merchant's languages, kept on the member. */
  route(app, table, endpoints.updateLanguage, async (c, { body, member, merchant }) => {
    const language = body.language.trim().toUpperCase();
    if (!merchant.languages.includes(language)) {
      throw apiErrors.validation(`This site does not offer the language "${body.language}".`, 'language');
    }
    await updateMember(c.var.platform.db, member.id, { language });
    return null;
  });
}
