import type { MissionPeriod, MissionType } from '../db/schema';
import { currencyPlan, type Cents } from '../wallet/money';

// Each merchant's missions (the member centre's mission activity): two daily missions of play, a weekly deposit and a
// weekly turnover, their milestones and rewards. Amounts are in whole units of a currency worth as much as THB or AED
// and scale like the wallets; the words are what a merchant's marketing team writes, in every language the demo
// brands show (and Chinese).

type Words = Record<'EN' | 'VI' | 'TH' | 'AR' | 'FA' | 'UR' | 'CN', string>;

interface MissionSeed {
  code: string;
  period: MissionPeriod;
  type: MissionType;
  productType: string | null;
  /** Units; a deposit counts from it (DEPOSITS only). */
  minimumUnits?: number;
  names: Words;
  descriptions: Words;
  /** Targets: counts, or units of valid bets (VALID_BET); rewards in units. */
  milestones: ReadonlyArray<{ target: number; reward: number; points: number }>;
}

const missionSeeds: readonly MissionSeed[] = [
  {
    code: 'daily-slots',
    period: 'DAILY',
    type: 'ROUNDS',
    productType: 'RNG',
    names: {
      EN: 'Daily slots spins',
      VI: 'Vòng quay slot mỗi ngày',
      TH: 'หมุนสล็อตประจำวัน',
      AR: 'دورات السلوتس اليومية',
      FA: 'چرخش‌های روزانه اسلات',
      UR: 'روزانہ سلاٹس اسپنز',
      CN: '每日老虎机旋转',
    },
    descriptions: {
      EN: 'Play rounds of any slot game today. Every milestone pays a reward.',
      VI: 'Chơi các vòng của bất kỳ trò slot nào hôm nay. Mỗi mốc đều có thưởng.',
      TH: 'เล่นเกมสล็อตใดก็ได้วันนี้ ทุกเป้าหมายมีรางวัล',
      AR: 'العب جولات من أي لعبة سلوتس اليوم. كل مرحلة لها مكافأة.',
      FA: 'امروز در هر بازی اسلات دور بزنید. هر مرحله جایزه دارد.',
      UR: 'آج کسی بھی سلاٹ گیم کے راؤنڈ کھیلیں۔ ہر مرحلے پر انعام ملتا ہے۔',
      CN: '今天玩任意老虎机游戏，每个里程碑都有奖励。',
    },
    milestones: [
      { target: 10, reward: 5, points: 10 },
      { target: 30, reward: 15, points: 25 },
      { target: 60, reward: 40, points: 50 },
    ],
  },
  {
    code: 'daily-live',
    period: 'DAILY',
    type: 'VALID_BET',
    productType: 'LIVE',
    names: {
      EN: 'Live casino of the day',
      VI: 'Casino trực tiếp trong ngày',
      TH: 'คาสิโนสดประจำวัน',
      AR: 'الكازينو المباشر لليوم',
      FA: 'کازینوی زنده امروز',
      UR: 'آج کا لائیو کیسینو',
      CN: '每日真人娱乐',
    },
    descriptions: {
      EN: 'Place valid bets at the live tables today.',
      VI: 'Đặt cược hợp lệ tại các bàn trực tiếp hôm nay.',
      TH: 'วางเดิมพันที่ถูกต้องที่โต๊ะคาสิโนสดวันนี้',
      AR: 'ضع رهانات صالحة على الطاولات المباشرة اليوم.',
      FA: 'امروز روی میزهای زنده شرط معتبر ببندید.',
      UR: 'آج لائیو ٹیبلز پر درست شرطیں لگائیں۔',
      CN: '今天在真人桌台完成有效投注。',
    },
    milestones: [
      { target: 200, reward: 5, points: 10 },
      { target: 1_000, reward: 20, points: 30 },
    ],
  },
  {
    code: 'weekly-deposit',
    period: 'WEEKLY',
    type: 'DEPOSITS',
    productType: null,
    minimumUnits: 100,
    names: {
      EN: 'Weekly top-up',
      VI: 'Nạp tiền hằng tuần',
      TH: 'เติมเงินประจำสัปดาห์',
      AR: 'الإيداع الأسبوعي',
      FA: 'شارژ هفتگی',
      UR: 'ہفتہ وار ڈپازٹ',
      CN: '每周充值',
    },
    descriptions: {
      EN: 'Make deposits of at least the minimum this week.',
      VI: 'Nạp tiền với số tiền tối thiểu trở lên trong tuần này.',
      TH: 'ฝากเงินอย่างน้อยตามยอดขั้นต่ำภายในสัปดาห์นี้',
      AR: 'قم بإيداعات لا تقل عن الحد الأدنى هذا الأسبوع.',
      FA: 'این هفته واریزهایی با حداقل مبلغ انجام دهید.',
      UR: 'اس ہفتے کم از کم رقم کے ڈپازٹ کریں۔',
      CN: '本周完成不低于最低金额的存款。',
    },
    milestones: [
      { target: 1, reward: 10, points: 20 },
      { target: 3, reward: 40, points: 60 },
    ],
  },
  {
    code: 'weekly-turnover',
    period: 'WEEKLY',
    type: 'VALID_BET',
    productType: null,
    names: {
      EN: 'Weekly turnover challenge',
      VI: 'Thử thách doanh thu hằng tuần',
      TH: 'ภารกิจยอดเทิร์นโอเวอร์ประจำสัปดาห์',
      AR: 'تحدي حجم الرهانات الأسبوعي',
      FA: 'چالش گردش هفتگی',
      UR: 'ہفتہ وار ٹرن اوور چیلنج',
      CN: '每周流水挑战',
    },
    descriptions: {
      EN: 'Valid bets on every game count toward this week’s challenge.',
      VI: 'Cược hợp lệ ở mọi trò chơi đều được tính cho thử thách tuần này.',
      TH: 'เดิมพันที่ถูกต้องในทุกเกมนับรวมในภารกิจสัปดาห์นี้',
      AR: 'الرهانات الصالحة في جميع الألعاب تُحتسب في تحدي هذا الأسبوع.',
      FA: 'شرط‌های معتبر در همه بازی‌ها برای چالش این هفته حساب می‌شود.',
      UR: 'تمام گیمز کی درست شرطیں اس ہفتے کے چیلنج میں شمار ہوتی ہیں۔',
      CN: '所有游戏的有效投注都计入本周挑战。',
    },
    milestones: [
      { target: 2_000, reward: 20, points: 40 },
      { target: 10_000, reward: 100, points: 120 },
    ],
  },
];

export interface MissionPlan {
  code: string;
  period: MissionPeriod;
  type: MissionType;
  productType: string | null;
  minimumAmount: Cents;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  sort: number;
  milestones: Array<{ level: number; target: number; reward: Cents; points: number }>;
}

/**
 * The missions of a merchant in `currency` whose lanes show `products`: a mission of a product the merchant does not
 * show is left out.
 */
export function missionsFor(currency: string, products: ReadonlySet<string>): MissionPlan[] {
  const unit = currencyPlan(currency).opening / 2_000;
  return missionSeeds
    .filter((seed) => seed.productType === null || products.has(seed.productType))
    .map((seed, sort) => ({
      code: seed.code,
      period: seed.period,
      type: seed.type,
      productType: seed.productType,
      minimumAmount: (seed.minimumUnits ?? 0) * unit,
      names: seed.names,
      descriptions: seed.descriptions,
      sort,
      milestones: seed.milestones.map((step, index) => ({
        level: index + 1,
        target: seed.type === 'VALID_BET' ? step.target * unit : step.target,
        reward: step.reward * unit,
        points: step.points,
      })),
    }));
}
