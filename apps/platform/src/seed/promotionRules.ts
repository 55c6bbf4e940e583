import type { PromotionRuleKind, RewardTicketKind } from '../db/schema';
import { currencyPlan, type Cents } from '../wallet/money';
import { promotionCopy, type PromotionKey } from './promotionCopy';

// What members take part in, per merchant: three of the promotions page's promotions with a member's side (the welcome
// bonus asked for after sign-up, the Friday free spins claimed on login, the weekend reload applied for with a
// comment), a weekly lucky draw, and the demo members' tickets and vouchers. Amounts are in the merchant's currency
// (a thousand times more where its unit is worth little, like the demo wallets).

const dayMs = 86_400_000;

/** A name in every language the sites speak. */
export type Names = Record<'EN' | 'VI' | 'TH' | 'AR' | 'CN', string>;

export interface RulePlan {
  code: string;
  kind: PromotionRuleKind;
  /** The promotions page's promotion it belongs to (its cards), if any. */
  promotion?: PromotionKey;
  names: Names;
  /** In whole units of a standard currency. */
  amount: number;
  turnoverMultiple: number;
}

const titleOf = (key: PromotionKey, cn: string): Names => ({ ...promotionCopy[key].title, CN: cn });

export const rulePlans: readonly RulePlan[] = [
  {
    code: 'welcome',
    kind: 'REGISTER',
    promotion: 'welcome',
    names: titleOf('welcome', '新会员欢迎奖金：首存100%'),
    amount: 50,
    turnoverMultiple: 10,
  },
  {
    code: 'spins',
    kind: 'LOGIN',
    promotion: 'spins',
    names: titleOf('spins', '每周五免费旋转'),
    amount: 10,
    turnoverMultiple: 5,
  },
  {
    code: 'reload',
    kind: 'MANUAL',
    promotion: 'reload',
    names: titleOf('reload', '周末续存：存款加赠50%'),
    amount: 88,
    turnoverMultiple: 8,
  },
  {
    code: 'lucky-draw',
    kind: 'RAFFLE',
    names: {
      EN: 'Weekly lucky draw',
      VI: 'Rút thăm may mắn hằng tuần',
      TH: 'จับรางวัลนำโชคประจำสัปดาห์',
      AR: 'السحب الأسبوعي على الجوائز',
      CN: '每周幸运抽奖',
    },
    amount: 0,
    turnoverMultiple: 0,
  },
];

/** A raffle's draws around the seed's day: last week's (ended), this week's (running), next week's (coming). */
export function drawsAround(now: Date): Array<{ startsAt: Date; endsAt: Date; ticketDays: number }> {
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  return [-9, -2, 5].map((start) => ({
    startsAt: new Date(today + start * dayMs),
    endsAt: new Date(today + (start + 7) * dayMs),
    ticketDays: 7,
  }));
}

export interface TicketPlan {
  kind: RewardTicketKind;
  names: Names;
  amount: number;
  percentage?: number;
  /** Days from the seed's day: when it became valid and when it ends. */
  from: number;
  to: number;
  /** Given up by the member two days after it became valid. */
  cancelled?: boolean;
}

/**
 * player01's tickets and vouchers: one of each to claim or cancel, one cancelled, one expired. None is seeded claimed:
 * a claim is a credit, and the demo balances end where the opening put them.
 */
export const demoTicketPlans: readonly TicketPlan[] = [
  {
    kind: 'TICKET',
    names: {
      EN: 'Birthday cash ticket',
      VI: 'Phiếu tiền mặt sinh nhật',
      TH: 'ตั๋วเงินสดวันเกิด',
      AR: 'قسيمة نقدية بمناسبة عيد ميلادك',
      CN: '生日现金券',
    },
    amount: 25,
    from: -1,
    to: 6,
  },
  {
    kind: 'TICKET',
    names: {
      EN: 'Weekend cash ticket',
      VI: 'Phiếu tiền mặt cuối tuần',
      TH: 'ตั๋วเงินสดสุดสัปดาห์',
      AR: 'قسيمة نقدية لعطلة نهاية الأسبوع',
      CN: '周末现金券',
    },
    amount: 10,
    from: -12,
    to: -5,
    cancelled: true,
  },
  {
    kind: 'VOUCHER',
    names: {
      EN: '10% deposit voucher',
      VI: 'Phiếu nạp tiền 10%',
      TH: 'คูปองเงินฝาก 10%',
      AR: 'قسيمة إيداع 10%',
      CN: '10%存款优惠券',
    },
    amount: 200,
    percentage: 10,
    from: -3,
    to: 11,
  },
  {
    kind: 'VOUCHER',
    names: {
      EN: '5% deposit voucher',
      VI: 'Phiếu nạp tiền 5%',
      TH: 'คูปองเงินฝาก 5%',
      AR: 'قسيمة إيداع 5%',
      CN: '5%存款优惠券',
    },
    amount: 100,
    percentage: 5,
    from: -20,
    to: -2,
  },
];

/** An amount of the plans in the merchant's currency, in hundredths. */
export function amountIn(currency: string, units: number): Cents {
  return Math.round(units * 100 * (currencyPlan(currency).opening / 2_000_00));
}
