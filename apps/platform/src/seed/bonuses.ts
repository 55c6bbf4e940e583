import type { Cents } from '../wallet/money';
import { promotionCopy, type PromotionKey } from './promotionCopy';

// The demo members' bonuses: part of what the merchant credits in each month of their seeded bets, each from one of
// the merchant's seeded promotions, with the turnover its terms ask for. Over the three months player01 sees every
// status: a bonus played through, one whose days ran out first, one the merchant cancelled (and took back) and one
// still being played.

/** The months of the seeded bets, oldest first: the month before last, last month and this month. */
export type Month = 0 | 1 | 2;

export interface BonusPlan {
  promotion: PromotionKey;
  /** The amount as a share of the month's stakes. */
  share: number;
  /** The turnover it asks for, as a multiple of the amount (the promotion's terms: bonus and deposit, so many times). */
  multiple: number;
  /** Days from the grant to its end. */
  days: number;
  /** When in the month it is granted, as a share of the month's rounds played before it: 0 as the month starts. */
  granted: number;
  /** When the merchant cancels it, likewise: it is taken back in full then, so it pays none of the month's loss. */
  cancelled?: number;
}

/**
 * Per member and month, after the promotions' terms: the welcome bonus is a 100% match wagered 10 times with its
 * deposit within 30 days (20 times the bonus), the weekend reload a 50% match wagered 8 times within 7 days (24 times),
 * free spins' winnings 5 times. A month's stakes are about 25 times a 4% bonus, so the welcome bonus is played through
 * within the month; 7 days of last month do not reach a 2% reload's requirement; the free spins are cancelled a round
 * or two after their grant, short of theirs; this month's reload, granted late in the month, is part of the way there,
 * and the member's next rounds bring it closer.
 */
export const demoBonusPlans: Readonly<Record<string, Partial<Record<Month, readonly BonusPlan[]>>>> = {
  player01: {
    0: [{ promotion: 'welcome', share: 0.04, multiple: 20, days: 30, granted: 0 }],
    1: [
      { promotion: 'reload', share: 0.02, multiple: 24, days: 7, granted: 0 },
      { promotion: 'spins', share: 0.01, multiple: 5, days: 7, granted: 0.4, cancelled: 0.42 },
    ],
    2: [{ promotion: 'reload', share: 0.01, multiple: 24, days: 7, granted: 0.9 }],
  },
  player02: {
    0: [{ promotion: 'welcome', share: 0.04, multiple: 20, days: 30, granted: 0 }],
    1: [{ promotion: 'reload', share: 0.02, multiple: 24, days: 7, granted: 0 }],
    2: [{ promotion: 'reload', share: 0.01, multiple: 24, days: 7, granted: 0.9 }],
  },
  agent01: {
    1: [{ promotion: 'welcome', share: 0.04, multiple: 20, days: 30, granted: 0 }],
    2: [{ promotion: 'reload', share: 0.01, multiple: 24, days: 7, granted: 0.9 }],
  },
};

export interface DemoBonus {
  promotion: PromotionKey;
  amount: Cents;
  turnoverRequired: Cents;
  days: number;
  /** The round it is granted before: -1 as the month starts. */
  grantedBefore: number;
  /** The round it is taken back before, for a cancelled one. */
  cancelledBefore?: number;
}

/** Whole units of the currency: what a merchant's back office grants. */
const wholeUnits = (cents: Cents) => Math.floor(cents / 100) * 100;

/**
 * The member's bonuses of a month of `rounds` rounds staking `stakes` in all. Those kept pay part of the month's net
 * loss, so together they stay within `payable` (what the loss leaves after the rebate); a cancelled one is taken back
 * within the month and pays none of it.
 */
export function demoBonusesOf(
  username: string,
  month: Month,
  { stakes, rounds, payable }: { stakes: Cents; rounds: number; payable: Cents },
): DemoBonus[] {
  let left = payable;
  const before = (share: number) => (share <= 0 ? -1 : Math.min(rounds - 1, Math.floor(rounds * share)));
  return (demoBonusPlans[username]?.[month] ?? []).flatMap((plan): DemoBonus[] => {
    const wanted = wholeUnits(stakes * plan.share);
    const amount = plan.cancelled === undefined ? Math.min(wanted, wholeUnits(left)) : wanted;
    const grantedBefore = before(plan.granted);
    const cancelledBefore = plan.cancelled === undefined ? undefined : before(plan.cancelled);
    // Nothing to grant, or no round between a grant and its cancellation.
    if (amount <= 0 || (cancelledBefore !== undefined && cancelledBefore <= grantedBefore)) return [];
    if (cancelledBefore === undefined) left -= amount;
    return [
      {
        promotion: plan.promotion,
        amount,
        turnoverRequired: amount * plan.multiple,
        days: plan.days,
        grantedBefore,
        ...(cancelledBefore === undefined ? {} : { cancelledBefore }),
      },
    ];
  });
}

/** A promotion's name in each language the seeded copy is written in. */
export const promotionNamesOf = (promotion: PromotionKey): Record<string, string> => ({
  ...promotionCopy[promotion].title,
});
