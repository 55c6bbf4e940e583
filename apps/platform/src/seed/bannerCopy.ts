import type { bannerDrawings } from '../db/schema';
import { bannerArtUrl } from '../media/bannerArt';
import { promotionCopy } from './promotionCopy';

/**
 * The words of the seeded banners and promotions, per language: what a merchant's marketing team would write in its
 * back office. Titles are plain text (the client shows them as text and the platform draws them on the banner art),
 * and name no merchant, so one drawing per title and language serves every merchant.
 */

/** The languages the demo copy is written in: English and the seeded merchants' own. */
export const copyLanguages = ['EN', 'VI', 'TH', 'AR'] as const;
export type CopyLanguage = (typeof copyLanguages)[number];

type Written = Record<CopyLanguage, string>;

export const bannerTitles = {
  'home-welcome': {
    EN: '100% welcome bonus on your first deposit',
    VI: 'Thưởng chào mừng 100% cho lần nạp đầu tiên',
    TH: 'โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก',
    AR: 'مكافأة ترحيب 100% على إيداعك الأول',
  },
  'home-slots': {
    EN: "Spin today's hottest slots",
    VI: 'Quay ngay những slot hot nhất hôm nay',
    TH: 'หมุนสล็อตยอดนิยมของวันนี้',
    AR: 'العب أشهر ألعاب السلوتس اليوم',
  },
  'home-live': {
    EN: 'Live dealers around the clock',
    VI: 'Casino trực tiếp suốt ngày đêm',
    TH: 'ดีลเลอร์สดตลอด 24 ชั่วโมง',
    AR: 'موزعون مباشرون على مدار الساعة',
  },
  'promotion-rebate': {
    EN: 'Daily rebate on slots and live casino',
    VI: 'Hoàn trả mỗi ngày cho slot và casino trực tiếp',
    TH: 'คืนยอดเสียทุกวันสำหรับสล็อตและคาสิโนสด',
    AR: 'استرداد يومي على السلوتس والكازينو المباشر',
  },
  'promotion-invite': {
    EN: 'Invite a friend and both earn points',
    VI: 'Mời bạn bè để cả hai cùng nhận điểm',
    TH: 'ชวนเพื่อนแล้วรับแต้มทั้งคู่',
    AR: 'ادعُ صديقًا واكسبا النقاط معًا',
  },
  'hot-top': {
    EN: "This week's most played game",
    VI: 'Trò chơi được chơi nhiều nhất tuần này',
    TH: 'เกมที่มีคนเล่นมากที่สุดในสัปดาห์นี้',
    AR: 'اللعبة الأكثر لعبًا هذا الأسبوع',
  },
  'hot-new': {
    EN: 'New games every week',
    VI: 'Trò chơi mới mỗi tuần',
    TH: 'เกมใหม่ทุกสัปดาห์',
    AR: 'ألعاب جديدة كل أسبوع',
  },
  'rng-jackpot': {
    EN: 'Jackpots are climbing: spin to win',
    VI: 'Hũ thưởng đang tăng: quay để thắng',
    TH: 'แจ็คพอตกำลังพุ่ง หมุนเลยเพื่อชนะ',
    AR: 'الجوائز الكبرى ترتفع: العب لتربح',
  },
  'rng-spins': {
    EN: 'Free spins every Friday',
    VI: 'Vòng quay miễn phí mỗi thứ Sáu',
    TH: 'ฟรีสปินทุกวันศุกร์',
    AR: 'دورات مجانية كل يوم جمعة',
  },
  'live-baccarat': {
    EN: 'Baccarat with real dealers, live now',
    VI: 'Baccarat với người chia bài thật, trực tiếp ngay',
    TH: 'บาคาร่ากับดีลเลอร์จริง ถ่ายทอดสดตอนนี้',
    AR: 'باكارا مع موزعين حقيقيين، مباشر الآن',
  },
  'live-rebate': {
    EN: 'Live casino rebate, paid every morning',
    VI: 'Hoàn trả casino trực tiếp, trả mỗi sáng',
    TH: 'คืนยอดเสียคาสิโนสด จ่ายทุกเช้า',
    AR: 'استرداد الكازينو المباشر، يُدفع كل صباح',
  },
  'fish-hunt': {
    EN: 'Catch the big fish',
    VI: 'Săn cá lớn, nhận thưởng lớn',
    TH: 'ล่าปลาใหญ่ รับรางวัลใหญ่',
    AR: 'اصطد السمكة الكبيرة',
  },
  'pvp-rooms': {
    EN: 'High roller tables are open',
    VI: 'Bàn cược lớn đã mở',
    TH: 'โต๊ะเดิมพันสูงเปิดแล้ว',
    AR: 'طاولات الرهانات الكبيرة مفتوحة',
  },
  'pvp-battle': {
    EN: 'Challenge real players in real time',
    VI: 'Thách đấu người chơi thật theo thời gian thực',
    TH: 'ท้าดวลผู้เล่นจริง แบบเรียลไทม์',
    AR: 'تحدَّ لاعبين حقيقيين في الوقت الفعلي',
  },
  'sports-match': {
    EN: "Bet on today's big matches",
    VI: 'Đặt cược các trận đấu lớn hôm nay',
    TH: 'เดิมพันแมตช์ใหญ่วันนี้',
    AR: 'راهن على مباريات اليوم الكبرى',
  },
  'sports-odds': {
    EN: 'Top odds on every league',
    VI: 'Tỷ lệ cược tốt nhất mọi giải đấu',
    TH: 'ราคาต่อรองดีที่สุดทุกลีก',
    AR: 'أفضل الاحتمالات في كل الدوريات',
  },
  'esports-arena': {
    EN: 'E-sports live: back your team',
    VI: 'Thể thao điện tử trực tiếp: ủng hộ đội của bạn',
    TH: 'อีสปอร์ตสด เชียร์ทีมของคุณ',
    AR: 'رياضات إلكترونية مباشرة: ادعم فريقك',
  },
  'elott-draws': {
    EN: 'A new draw every minute',
    VI: 'Mỗi phút một lượt quay số mới',
    TH: 'ออกผลใหม่ทุกนาที',
    AR: 'سحب جديد كل دقيقة',
  },
  'elott-numbers': {
    EN: 'Pick your lucky numbers',
    VI: 'Chọn những con số may mắn của bạn',
    TH: 'เลือกเลขนำโชคของคุณ',
    AR: 'اختر أرقام حظك',
  },
  'lott-draw': {
    EN: "Tonight's big draw",
    VI: 'Kỳ quay thưởng lớn tối nay',
    TH: 'งวดใหญ่คืนนี้',
    AR: 'السحب الكبير الليلة',
  },
  'lott-daily': {
    EN: 'Lottery results every day',
    VI: 'Kết quả xổ số mỗi ngày',
    TH: 'ผลหวยออกทุกวัน',
    AR: 'نتائج اليانصيب كل يوم',
  },
} satisfies Record<string, Written>;

export type BannerKey = keyof typeof bannerTitles;

export function isCopyLanguage(lang: string): lang is CopyLanguage {
  return (copyLanguages as readonly string[]).includes(lang);
}

/** One drawing of the banner art: its words and the language they are in. */
export interface ArtText {
  title: string;
  lang: CopyLanguage;
}

/**
 * The slug of a drawing: the copy's key and its language (`home-welcome-vi`), or the English one's where the words are
 * the same in both, so equal words share one drawing.
 */
export function artSlug(key: string, written: Written, lang: CopyLanguage): string {
  return `${key}-${written[lang] === written.EN ? 'en' : lang.toLowerCase()}`;
}

function drawingsOf(key: string, written: Written): Array<[string, ArtText]> {
  return copyLanguages.map((lang) => [artSlug(key, written, lang), { title: written[lang], lang }]);
}

/** Every drawing the platform serves as banner art, by slug: each banner and promotion title in each language. */
export const artBySlug: ReadonlyMap<string, ArtText> = new Map([
  ...Object.entries(bannerTitles).flatMap(([key, written]) => drawingsOf(key, written)),
  ...Object.entries(promotionCopy).flatMap(([key, copy]) => drawingsOf(`promo-${key}`, copy.title)),
]);

/** The URL of a drawing of `artBySlug`, as the seed stores it in an announcement's images. */
export function artUrlOf(slug: string): string {
  const text = artBySlug.get(slug);
  if (!text) throw new Error(`no banner art is drawn for ${slug}`);
  return bannerArtUrl(slug, text);
}

/** The rows of `banner_drawings`: every drawing of `artBySlug`. */
export function bannerDrawingRows(): Array<typeof bannerDrawings.$inferInsert> {
  return [...artBySlug].map(([slug, { title, lang }]) => ({ slug, title, lang }));
}
