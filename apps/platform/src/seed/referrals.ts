// Invite friends: the demo members' referral codes and the friends who registered with them, at every merchant. The
// friends are accounts of their own (password `Friend#2026`, no money yet): a tester may sign in as one and deposit,
// and the referrer sees them qualify. Qualified friends are seeded with the time they qualified; their deposits are
// not part of the seed.

/** Demo members' codes, the same at each merchant (a code is unique within one merchant). */
export const demoReferralCodes: Readonly<Record<string, string>> = {
  player01: 'P7K2R9MX',
  player02: 'Q4T8W3HZ',
  player03: 'N6D5V2JC',
};

export const friendPassword = 'Friend#2026';

/**
 * One friend: who invited them, how many days before now they registered and, if they qualified, how many days
 * before now (kept within the current month by the seed, so this month's ranking is never empty); `lastMonth` puts
 * the qualification before the month.
 */
export interface DemoFriend {
  referrer: keyof typeof demoReferralCodes;
  registeredDaysAgo: number;
  qualifiedDaysAgo?: number;
  lastMonth?: boolean;
}

/**
 * player01 has seven friends (four qualified, three of them this month), player02 five (four this month: first in the
 * ranking), player03 two (one this month).
 */
export const demoFriends: readonly DemoFriend[] = [
  { referrer: 'player01', registeredDaysAgo: 40, qualifiedDaysAgo: 38, lastMonth: true },
  { referrer: 'player01', registeredDaysAgo: 20, qualifiedDaysAgo: 2 },
  { referrer: 'player01', registeredDaysAgo: 14, qualifiedDaysAgo: 1 },
  { referrer: 'player01', registeredDaysAgo: 9, qualifiedDaysAgo: 0.5 },
  { referrer: 'player01', registeredDaysAgo: 5 },
  { referrer: 'player01', registeredDaysAgo: 2 },
  { referrer: 'player01', registeredDaysAgo: 0.2 },
  { referrer: 'player02', registeredDaysAgo: 30, qualifiedDaysAgo: 3 },
  { referrer: 'player02', registeredDaysAgo: 18, qualifiedDaysAgo: 2.5 },
  { referrer: 'player02', registeredDaysAgo: 11, qualifiedDaysAgo: 1.5 },
  { referrer: 'player02', registeredDaysAgo: 6, qualifiedDaysAgo: 0.8 },
  { referrer: 'player02', registeredDaysAgo: 1 },
  { referrer: 'player03', registeredDaysAgo: 16, qualifiedDaysAgo: 4 },
  { referrer: 'player03', registeredDaysAgo: 3 },
];

/** The friends' usernames at each brand, in the order of `demoFriends`: names people there pick. */
const friendNames: Readonly<Record<string, readonly string[]>> = {
  lotus: [
    'minhanh92',
    'tuanvu88',
    'thuha07',
    'quanghuy',
    'lananh95',
    'ducthang',
    'baongoc21',
    'hoangnam',
    'thanhtam86',
    'maiphuong',
    'vietanh99',
    'kimchi2k',
    'trungkien',
    'ngocmai05',
  ],
  siam: [
    'somsak77',
    'nattaya',
    'kittipong9',
    'ploy25',
    'arthit88',
    'malai99',
    'chaiwat',
    'siriporn',
    'thanakorn',
    'wanida12',
    'pongsak',
    'rattana',
    'nopparat',
    'kanokwan',
  ],
  sahara: [
    'omar1990',
    'layla22',
    'yousef77',
    'fatima88',
    'khalid05',
    'noura99',
    'hamza21',
    'mariam07',
    'tariq1988',
    'salma33',
    'ibrahim10',
    'huda2024',
    'faisal44',
    'reem2001',
  ],
};

/** The friends' usernames at a brand; another brand's friends are named after the brand. */
export function friendNamesOf(brandId: string): readonly string[] {
  return friendNames[brandId] ?? demoFriends.map((_, index) => `friend${String(index + 1).padStart(2, '0')}`);
}

const dayMs = 24 * 60 * 60 * 1000;

/** When a friend registered and qualified, as of `now`: a qualification of this month stays within it. */
export function friendTimes(friend: DemoFriend, now: Date): { registeredAt: Date; qualifiedAt: Date | null } {
  const registeredAt = new Date(now.getTime() - friend.registeredDaysAgo * dayMs);
  if (friend.qualifiedDaysAgo === undefined) return { registeredAt, qualifiedAt: null };
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const wanted = now.getTime() - friend.qualifiedDaysAgo * dayMs;
  const at = friend.lastMonth
    ? Math.min(wanted, monthStart - dayMs)
    : Math.min(now.getTime(), Math.max(wanted, monthStart, registeredAt.getTime() + 60 * 60 * 1000));
  return { registeredAt, qualifiedAt: new Date(Math.max(at, registeredAt.getTime() + 60 * 60 * 1000)) };
}
