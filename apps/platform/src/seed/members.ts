import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { members } from '../db/schema';

/** The demo accounts every merchant gets (listed in the README). */
export interface DemoMember {
  username: string;
  password: string;
  nickname: string;
  /** 0 member, 1 agent (contract: agents 1, 2, 41, 42; trial 4 is made by free play). */
  type: number;
  /** Last digits of the mobile number after the merchant's country prefix; none for a member who never bound one. */
  mobileSuffix: string | null;
  upline?: string;
  /** When the member registered, in days before the seed's now: the agent centre counts its new members by it. */
  joinedDaysAgo: number;
  /** When the member last logged in, in hours before the seed's now (team management shows it); none for never. */
  lastLoginHoursAgo?: number;
  passwordExpired?: boolean;
  firstLogin?: boolean;
  /** Agents' invitation code, the same at every merchant. */
  affiliateCode?: string;
  /**
   * The bank account's holder name, given only where the merchant's registration requires one (siam): a second factor
   * of a login from a new address there (LOGINIPVERF3, method P).
   */
  payeeName: string;
}

/**
 * agent01's downline agent and its team, two levels deep: agent02 (joined agent01 a hundred days ago) has player06,
 * player07, player08 and its own downline agent agent03, under whom player09, player10 and player11 joined. Members
 * joined over the months since, the last of them hours ago, so every period of the agent centre has newcomers.
 */
function agentTwoTeam(): DemoMember[] {
  const player = (
    n: number,
    upline: string,
    joinedDaysAgo: number,
    payeeName: string,
    lastLoginHoursAgo: number,
  ): DemoMember => ({
    username: `player${String(n).padStart(2, '0')}`,
    password: 'Player#2026',
    nickname: `Player ${['Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven'][n - 6] ?? n}`,
    type: 0,
    mobileSuffix: `000${100 + n}`,
    upline,
    joinedDaysAgo,
    lastLoginHoursAgo,
    payeeName,
  });
  return [
    {
      username: 'agent02',
      password: 'Agent#2026',
      nickname: 'Agent Two',
      type: 1,
      mobileSuffix: '000011',
      upline: 'agent01',
      joinedDaysAgo: 100,
      lastLoginHoursAgo: 1.5,
      affiliateCode: 'AG02',
      payeeName: 'Suda Agent',
    },
    player(6, 'agent02', 92, 'Wichai Six', 8),
    player(7, 'agent02', 58, 'Ratana Seven', 50),
    player(8, 'agent02', 9, 'Somsri Eight', 97),
    {
      username: 'agent03',
      password: 'Agent#2026',
      nickname: 'Agent Three',
      type: 1,
      mobileSuffix: '000012',
      upline: 'agent02',
      joinedDaysAgo: 80,
      lastLoginHoursAgo: 3,
      affiliateCode: 'AG03',
      payeeName: 'Prasert Agent',
    },
    player(9, 'agent03', 66, 'Boonmee Nine', 0.5),
    player(10, 'agent03', 31, 'Chanida Ten', 290),
    player(11, 'agent03', 0.25, 'Anan Eleven', 5),
  ];
}

export const demoMembers: readonly DemoMember[] = [
  {
    username: 'player01',
    password: 'Player#2026',
    nickname: 'Player One',
    type: 0,
    mobileSuffix: '000001',
    joinedDaysAgo: 180,
    lastLoginHoursAgo: 1,
    payeeName: 'Somchai Player',
  },
  {
    username: 'agent01',
    password: 'Agent#2026',
    nickname: 'Agent One',
    type: 1,
    mobileSuffix: '000010',
    joinedDaysAgo: 240,
    lastLoginHoursAgo: 2,
    affiliateCode: 'AG01',
    payeeName: 'Anong Agent',
  },
  // player05 registered before the sites asked for a mobile number and has bound none since (My account binds one).
  ...[2, 3, 4, 5].map((n) => ({
    username: `player0${n}`,
    password: 'Player#2026',
    nickname: `Player ${['Two', 'Three', 'Four', 'Five'][n - 2]}`,
    type: 0,
    mobileSuffix: n === 5 ? null : `00000${n}`,
    upline: 'agent01',
    // Joined agent01 one after another: player02 before the seeded history, player05 this month or the last.
    joinedDaysAgo: [150, 110, 75, 24][n - 2] ?? 0,
    // player05 has not logged in since registering.
    lastLoginHoursAgo: [5, 26, 75, undefined][n - 2],
    payeeName: `Kittisak ${['Two', 'Three', 'Four', 'Five'][n - 2]}`,
  })),
  ...agentTwoTeam(),
  {
    username: 'expired01',
    password: 'Expired#2026',
    nickname: 'Expired Password',
    type: 0,
    mobileSuffix: '000020',
    joinedDaysAgo: 400,
    lastLoginHoursAgo: 24 * 200,
    passwordExpired: true,
    payeeName: 'Malee Expired',
  },
  {
    username: 'default01',
    password: '123456',
    nickname: 'Default Password',
    type: 0,
    mobileSuffix: '000030',
    joinedDaysAgo: 2,
    firstLogin: true,
    payeeName: 'Niran Default',
  },
];

/** The rows of `members` that are the merchant's demo accounts (player01 ...). */
export const demoMembersOf = (merchantId: number): SQL | undefined =>
  and(
    eq(members.merchantId, merchantId),
    inArray(
      members.username,
      demoMembers.map((member) => member.username),
    ),
  );
