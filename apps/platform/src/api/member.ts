import { endpoints } from '@lobby/contract';
import type { Hono } from 'hono';
import type { Member } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { route, type RouteTable } from '../http/route';

/** `0133671****`: all but the last four digits, as the platform shows a mobile number. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length > 4 ? `${mobile.slice(0, -4)}****` : '****';
}

export function memberInfoOf(member: Member) {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    regDate: member.createdAt.getTime(),
    mobile: maskMobile(member.mobile),
    toUpline: member.uplineId !== null,
  };
}

export function memberRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  // Anonymous callers get success with an empty payload, as the real platform answers (contract §1.1).
  route(app, table, endpoints.memberInfo, (_c, { member }) => (member ? memberInfoOf(member) : {}));
}
