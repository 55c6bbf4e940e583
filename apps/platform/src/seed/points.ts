import type { PointRewardCopy, PointRewardType } from '../db/schema';
import { currencyPlan, type Cents } from '../wallet/money';

// Each merchant's points mall (PTSYS3): its scheme and its catalogue, in every language a brand offers.

/**
 * The scheme in a currency: one point for each unit of valid bet (a thousand in VND, IDR and MMK, like the stakes), a
 * point worth a hundredth of a unit when converted, at least 100 points a conversion.
 */
export function pointSettingsFor(currency: string): { betPerPoint: Cents; pointValue: Cents; minConvert: number } {
  const scale = currencyPlan(currency).opening / 2_000_00;
  return { betPerPoint: 100 * scale, pointValue: 1 * scale, minConvert: 100 };
}

interface RewardSeed {
  key: string;
  type: PointRewardType;
  price: number;
  inventory: number;
  picture: string;
  copy: Record<string, PointRewardCopy>;
}

const c = (name: string, description: string): PointRewardCopy => ({ name, description });

/** The catalogue: six bonus rewards and four gifts; the smart watch sold out. */
export const pointRewardSeeds: readonly RewardSeed[] = [
  {
    key: 'spins-20',
    type: 'VIRTUAL',
    price: 500,
    inventory: 200,
    picture: 'free-spins',
    copy: {
      EN: c('20 free spins', 'Twenty spins on a featured slot, credited within a day.'),
      VI: c('20 vòng quay miễn phí', 'Hai mươi vòng quay trên trò chơi slot nổi bật, cộng trong vòng một ngày.'),
      TH: c('ฟรีสปิน 20 ครั้ง', 'หมุนฟรี 20 ครั้งในเกมสล็อตแนะนำ เข้าบัญชีภายในหนึ่งวัน'),
      AR: c('20 دورة مجانية', 'عشرون دورة على لعبة سلوت مميزة، تُضاف خلال يوم واحد.'),
      FA: c('۲۰ چرخش رایگان', 'بیست چرخش در یک بازی اسلات ویژه، ظرف یک روز واریز می‌شود.'),
      UR: c('20 مفت اسپن', 'منتخب سلاٹ پر بیس اسپن، ایک دن کے اندر جمع کیے جاتے ہیں۔'),
    },
  },
  {
    key: 'spins-100',
    type: 'VIRTUAL',
    price: 2_000,
    inventory: 80,
    picture: 'free-spins',
    copy: {
      EN: c('100 free spins', 'A hundred spins on a featured slot, credited within a day.'),
      VI: c('100 vòng quay miễn phí', 'Một trăm vòng quay trên trò chơi slot nổi bật, cộng trong vòng một ngày.'),
      TH: c('ฟรีสปิน 100 ครั้ง', 'หมุนฟรี 100 ครั้งในเกมสล็อตแนะนำ เข้าบัญชีภายในหนึ่งวัน'),
      AR: c('100 دورة مجانية', 'مئة دورة على لعبة سلوت مميزة، تُضاف خلال يوم واحد.'),
      FA: c('۱۰۰ چرخش رایگان', 'صد چرخش در یک بازی اسلات ویژه، ظرف یک روز واریز می‌شود.'),
      UR: c('100 مفت اسپن', 'منتخب سلاٹ پر سو اسپن، ایک دن کے اندر جمع کیے جاتے ہیں۔'),
    },
  },
  {
    key: 'bonus-small',
    type: 'VIRTUAL',
    price: 1_200,
    inventory: 150,
    picture: 'bonus-cash',
    copy: {
      EN: c('Bonus credit', 'A bonus added to your wallet, with a one-times turnover.'),
      VI: c('Tiền thưởng', 'Tiền thưởng cộng vào ví của bạn, yêu cầu doanh thu một lần.'),
      TH: c('เครดิตโบนัส', 'โบนัสเข้ากระเป๋าของคุณ ทำเทิร์นโอเวอร์หนึ่งเท่า'),
      AR: c('رصيد مكافأة', 'مكافأة تُضاف إلى محفظتك بشرط رهان لمرة واحدة.'),
      FA: c('اعتبار جایزه', 'جایزه‌ای که به کیف پول شما اضافه می‌شود، با یک بار گردش.'),
      UR: c('بونس کریڈٹ', 'آپ کے والیٹ میں بونس، ایک گنا ٹرن اوور کے ساتھ۔'),
    },
  },
  {
    key: 'bonus-weekend',
    type: 'VIRTUAL',
    price: 5_500,
    inventory: 40,
    picture: 'bonus-cash',
    copy: {
      EN: c('Weekend bonus credit', 'A larger bonus for the weekend, with a one-times turnover.'),
      VI: c('Tiền thưởng cuối tuần', 'Khoản thưởng lớn hơn cho cuối tuần, yêu cầu doanh thu một lần.'),
      TH: c('เครดิตโบนัสสุดสัปดาห์', 'โบนัสก้อนใหญ่สำหรับสุดสัปดาห์ ทำเทิร์นโอเวอร์หนึ่งเท่า'),
      AR: c('رصيد مكافأة نهاية الأسبوع', 'مكافأة أكبر لعطلة نهاية الأسبوع بشرط رهان لمرة واحدة.'),
      FA: c('اعتبار جایزه آخر هفته', 'جایزه‌ای بزرگ‌تر برای آخر هفته، با یک بار گردش.'),
      UR: c('ویک اینڈ بونس کریڈٹ', 'ویک اینڈ کے لیے بڑا بونس، ایک گنا ٹرن اوور کے ساتھ۔'),
    },
  },
  {
    key: 'rebate-voucher',
    type: 'VIRTUAL',
    price: 1_500,
    inventory: 60,
    picture: 'rebate-voucher',
    copy: {
      EN: c('Rebate booster', 'Half a percent more rebate on slots for seven days.'),
      VI: c('Phiếu tăng hoàn trả', 'Tăng thêm 0,5% hoàn trả cho slot trong bảy ngày.'),
      TH: c('คูปองเพิ่มเงินคืน', 'รับเงินคืนสล็อตเพิ่มอีกครึ่งเปอร์เซ็นต์เป็นเวลาเจ็ดวัน'),
      AR: c('قسيمة زيادة الاسترداد', 'نصف بالمئة إضافية من الاسترداد على السلوت لمدة سبعة أيام.'),
      FA: c('کوپن افزایش بازگشت', 'نیم درصد بازگشت بیشتر روی اسلات به مدت هفت روز.'),
      UR: c('ریبیٹ بوسٹر واؤچر', 'سات دن تک سلاٹس پر آدھا فیصد زیادہ ریبیٹ۔'),
    },
  },
  {
    key: 'vip-pass',
    type: 'VIRTUAL',
    price: 8_000,
    inventory: 10,
    picture: 'vip-pass',
    copy: {
      EN: c('VIP lounge pass', 'A month in the VIP lounge: faster withdrawals and a personal host.'),
      VI: c('Thẻ phòng chờ VIP', 'Một tháng ở phòng chờ VIP: rút tiền nhanh hơn và người hỗ trợ riêng.'),
      TH: c('บัตรห้องรับรอง VIP', 'หนึ่งเดือนในห้องรับรอง VIP: ถอนเงินเร็วขึ้นและมีผู้ดูแลส่วนตัว'),
      AR: c('تذكرة صالة كبار الشخصيات', 'شهر في صالة كبار الشخصيات: سحب أسرع ومضيف خاص.'),
      FA: c('کارت سالن ویژه', 'یک ماه در سالن ویژه: برداشت سریع‌تر و میزبان شخصی.'),
      UR: c('وی آئی پی لاؤنج پاس', 'وی آئی پی لاؤنج میں ایک مہینہ: تیز رقم نکلوانا اور ذاتی میزبان۔'),
    },
  },
  {
    key: 'tumbler',
    type: 'PHYSICAL',
    price: 3_000,
    inventory: 50,
    picture: 'tumbler',
    copy: {
      EN: c('Travel tumbler', 'A steel tumbler that keeps drinks hot or cold for hours.'),
      VI: c('Bình giữ nhiệt', 'Bình thép giữ nóng hoặc lạnh trong nhiều giờ.'),
      TH: c('แก้วเก็บอุณหภูมิ', 'แก้วสแตนเลสเก็บความร้อนและความเย็นได้หลายชั่วโมง'),
      AR: c('كوب سفر حافظ للحرارة', 'كوب من الفولاذ يحفظ المشروبات ساخنة أو باردة لساعات.'),
      FA: c('لیوان سفری', 'لیوان فولادی که نوشیدنی را ساعت‌ها گرم یا سرد نگه می‌دارد.'),
      UR: c('سفری ٹمبلر', 'اسٹیل کا ٹمبلر جو مشروبات کو گھنٹوں گرم یا ٹھنڈا رکھتا ہے۔'),
    },
  },
  {
    key: 'jersey',
    type: 'PHYSICAL',
    price: 6_000,
    inventory: 25,
    picture: 'jersey',
    copy: {
      EN: c('Football jersey', 'A home jersey of the season, in the size you write in the remarks.'),
      VI: c('Áo đấu bóng đá', 'Áo sân nhà mùa giải, cỡ áo theo ghi chú của bạn.'),
      TH: c('เสื้อฟุตบอล', 'เสื้อเหย้าประจำฤดูกาล ระบุไซซ์ในหมายเหตุ'),
      AR: c('قميص كرة قدم', 'قميص الموسم الأساسي، بالمقاس الذي تكتبه في الملاحظات.'),
      FA: c('پیراهن فوتبال', 'پیراهن خانگی فصل، در سایزی که در توضیحات می‌نویسید.'),
      UR: c('فٹ بال جرسی', 'سیزن کی ہوم جرسی، سائز ریمارکس میں لکھیں۔'),
    },
  },
  {
    key: 'headphones',
    type: 'PHYSICAL',
    price: 12_000,
    inventory: 8,
    picture: 'headphones',
    copy: {
      EN: c('Wireless headphones', 'Over-ear headphones with noise cancelling and a 30-hour battery.'),
      VI: c('Tai nghe không dây', 'Tai nghe trùm tai chống ồn, pin 30 giờ.'),
      TH: c('หูฟังไร้สาย', 'หูฟังแบบครอบหู ตัดเสียงรบกวน แบตเตอรี่ 30 ชั่วโมง'),
      AR: c('سماعات لاسلكية', 'سماعات رأس بعزل للضوضاء وبطارية تدوم 30 ساعة.'),
      FA: c('هدفون بی‌سیم', 'هدفون روگوشی با حذف نویز و باتری ۳۰ ساعته.'),
      UR: c('وائرلیس ہیڈ فون', 'شور ختم کرنے والے ہیڈ فون، 30 گھنٹے کی بیٹری۔'),
    },
  },
  {
    key: 'smartwatch',
    type: 'PHYSICAL',
    price: 25_000,
    inventory: 0,
    picture: 'smartwatch',
    copy: {
      EN: c('Smart watch', 'A fitness watch with heart-rate and sleep tracking.'),
      VI: c('Đồng hồ thông minh', 'Đồng hồ thể thao đo nhịp tim và theo dõi giấc ngủ.'),
      TH: c('สมาร์ตวอทช์', 'นาฬิกาออกกำลังกาย วัดอัตราการเต้นของหัวใจและการนอน'),
      AR: c('ساعة ذكية', 'ساعة رياضية لقياس نبض القلب وتتبع النوم.'),
      FA: c('ساعت هوشمند', 'ساعت ورزشی با سنجش ضربان قلب و پایش خواب.'),
      UR: c('اسمارٹ واچ', 'فٹنس واچ، دل کی دھڑکن اور نیند کی نگرانی کے ساتھ۔'),
    },
  },
];

/** The points every demo member starts with, and player01's, who also has a redeem history. */
export const welcomePoints = { member: 5_000, player01: 20_000 } as const;
