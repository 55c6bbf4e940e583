import type { Member } from '@lobby/contract';

/** Which member types are agents and which are trial accounts: brand config (`agentTypes`, `trialType`). */
export interface RoleConfig {
  agentTypes: readonly number[];
  trialType: number;
}

export interface Roles {
  /** A token is stored and the platform answered member info for it. */
  isLogin: boolean;
  /** Member types 1, 2, 41 and 42 by default: the agent menu item and the agent centre. */
  isAgent: boolean;
  /** Member type 4 by default: may look around, may not start games or open the member and agent centres. */
  isTrial: boolean;
}

export const visitorRoles: Roles = { isLogin: false, isAgent: false, isTrial: false };

/** The roles of whoever member info describes; `null` (nobody, or the info not loaded) is a visitor. */
export function rolesOf(member: Member | null | undefined, config: RoleConfig): Roles {
  if (!member) return visitorRoles;
  const type = Number(member.type);
  return { isLogin: true, isAgent: config.agentTypes.includes(type), isTrial: type === config.trialType };
}
