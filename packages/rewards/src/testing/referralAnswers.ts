import type { FakePlatform } from '@lobby/api-client/testing';

/** A friend as the platform lists them (username masked). */
export interface FakeFriend {
  username: string;
  registerTime: number;
  qualified: boolean;
  qualifiedTime: number | null;
}

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 20, 12);

/** Twelve friends, newest first: every third one qualified. */
export const sampleFriends = (count = 12): FakeFriend[] =>
  Array.from({ length: count }, (_, index) => ({
    username: `fr***${String(index + 1).padStart(2, '0')}`,
    registerTime: now - (index + 1) * day,
    qualified: index % 3 === 0,
    qualifiedTime: index % 3 === 0 ? now - index * day : null,
  }));

export interface FakeRanking {
  periodStart: number;
  periodEnd: number;
  list: Array<{ rank: number; username: string; qualifiedCount: number; self: boolean }>;
  myRank: number | null;
  myQualifiedCount: number;
}

export const sampleRanking = (): FakeRanking => ({
  periodStart: Date.UTC(2026, 10, 1),
  periodEnd: Date.UTC(2026, 11, 1),
  list: [
    { rank: 1, username: 'ka***ai', qualifiedCount: 6, self: false },
    { rank: 2, username: 'pl***01', qualifiedCount: 4, self: true },
    { rank: 3, username: 'so***77', qualifiedCount: 1, self: false },
  ],
  myRank: 2,
  myQualifiedCount: 4,
});

/**
 * The referral calls over `friends`: the code, the counts the list makes, the list paged as asked (10 a page by
 * default), and `ranking`.
 */
export function referralAnswers(
  friends: FakeFriend[] = sampleFriends(),
  ranking: FakeRanking = sampleRanking(),
  code = 'P7K2R9MX',
): FakePlatform {
  return {
    'GET /wps/relay/MCSFE_getReferralDetails': () => ({
      value: {
        referralCode: code,
        totalInvitations: friends.length,
        qualifiedInvitations: friends.filter((friend) => friend.qualified).length,
        promotionDomains: ['www.lotus.example'],
      },
    }),
    'GET /wps/relay/MCSFE_getReferralList': (request) => {
      const page = Number(request.query.page ?? 1);
      const size = Number(request.query.size ?? 10);
      return {
        value: {
          list: friends.slice((page - 1) * size, page * size),
          totalCount: friends.length,
          totalPages: Math.ceil(friends.length / size),
        },
      };
    },
    'GET /wps/relay/MCSFE_getReferralRanking': () => ({ value: ranking }),
  };
}
