import type { CopyLanguage } from './bannerCopy';

/**
 * The words of the seeded promotions (type PR, the promotions page) and of their categories, per language: what a
 * merchant's marketing team writes in its back office. A title is plain text (the client shows it as text and the
 * platform draws it on the promotion's art); the terms become ordinary HTML (a paragraph, a table, a numbered list of
 * rules, a closing paragraph). Amounts name no currency, so one text serves every merchant.
 */

/** The languages category names are written in: the copy's, and Chinese (names are short). */
export type CategoryLanguage = CopyLanguage | 'CN';

/**
 * The categories every merchant runs, in the order of its tabs (the codes of the platform's promotions page, less
 * `all_promo`: "All" is the client's own tab).
 */
export const promotionCategoryCopy = [
  {
    code: 'rng_promo',
    names: { EN: 'Slots', VI: 'Slot', TH: 'สล็อต', AR: 'السلوتس', CN: '老虎机' },
  },
  {
    code: 'live_promo',
    names: { EN: 'Live casino', VI: 'Casino trực tiếp', TH: 'คาสิโนสด', AR: 'الكازينو المباشر', CN: '真人娱乐' },
  },
  {
    code: 'pvp_promo',
    names: { EN: 'Card games', VI: 'Game bài', TH: 'เกมไพ่', AR: 'ألعاب الورق', CN: '棋牌' },
  },
  {
    code: 'sport_promo',
    names: { EN: 'Sports', VI: 'Thể thao', TH: 'กีฬา', AR: 'الرياضة', CN: '体育' },
  },
  {
    code: 'fish_promo',
    names: { EN: 'Fishing', VI: 'Bắn cá', TH: 'ยิงปลา', AR: 'صيد السمك', CN: '捕鱼' },
  },
  {
    code: 'lotto_promo',
    names: { EN: 'Lottery', VI: 'Xổ số', TH: 'หวย', AR: 'اليانصيب', CN: '彩票' },
  },
  {
    code: 'rebate_promo',
    names: { EN: 'Rebates', VI: 'Hoàn trả', TH: 'คืนยอดเสีย', AR: 'الاسترداد', CN: '返水' },
  },
  {
    code: 'deposit_promo',
    names: { EN: 'Deposit bonuses', VI: 'Thưởng nạp tiền', TH: 'โบนัสเงินฝาก', AR: 'مكافآت الإيداع', CN: '存款优惠' },
  },
  {
    code: 'player_rank_rules',
    names: { EN: 'VIP levels', VI: 'Cấp bậc VIP', TH: 'ระดับ VIP', AR: 'مستويات VIP', CN: 'VIP等级' },
  },
  {
    code: 'point_mall',
    names: { EN: 'Points mall', VI: 'Cửa hàng điểm', TH: 'ร้านแลกแต้ม', AR: 'متجر النقاط', CN: '积分商城' },
  },
  {
    code: 'app_download',
    names: { EN: 'App download', VI: 'Tải ứng dụng', TH: 'ดาวน์โหลดแอป', AR: 'تنزيل التطبيق', CN: '下载APP' },
  },
  {
    code: 'new_player',
    names: { EN: 'New players', VI: 'Người chơi mới', TH: 'ผู้เล่นใหม่', AR: 'اللاعبون الجدد', CN: '新会员' },
  },
  {
    code: 'other_promo',
    names: { EN: 'Other', VI: 'Khác', TH: 'อื่น ๆ', AR: 'أخرى', CN: '其他' },
  },
] as const satisfies ReadonlyArray<{ code: string; names: Record<CategoryLanguage, string> }>;

export type PromotionCategoryCode = (typeof promotionCategoryCopy)[number]['code'];

/** A promotion's terms in one language, as its HTML is built: intro, table, rules, closing line. */
export interface PromotionTerms {
  intro: string;
  table: { head: readonly [string, string]; rows: ReadonlyArray<readonly [string, string]> };
  rules: readonly string[];
  outro: string;
}

export interface PromotionCopy {
  title: Record<CopyLanguage, string>;
  categories: readonly PromotionCategoryCode[];
  /** When it runs, in whole days around the day the seed runs (the platform clock's, UTC). */
  startedDaysAgo: number;
  endsInDays: number;
  terms: Record<CopyLanguage, PromotionTerms>;
}

/** The heading above a promotion's rules. */
export const termsHeading: Record<CopyLanguage, string> = {
  EN: 'Terms and conditions',
  VI: 'Điều khoản và điều kiện',
  TH: 'ข้อกำหนดและเงื่อนไข',
  AR: 'الشروط والأحكام',
};

/**
 * The promotions every merchant runs, in the order it lists them, spread over four categories. `welcome` and `rebate`
 * are what the `P` banners lead to.
 */
export const promotionCopy = {
  welcome: {
    title: {
      EN: 'Welcome bonus: 100% on your first deposit',
      VI: 'Thưởng chào mừng: 100% cho lần nạp đầu',
      TH: 'โบนัสต้อนรับ 100% เมื่อฝากครั้งแรก',
      AR: 'مكافأة الترحيب: 100% على أول إيداع',
    },
    categories: ['new_player', 'deposit_promo'],
    startedDaysAgo: 30,
    endsInDays: 335,
    terms: {
      EN: {
        intro: 'New here? Your first deposit is matched 100%, up to 500, so you start with twice the balance.',
        table: {
          head: ['Deposit', 'Bonus'],
          rows: [
            ['50', '50'],
            ['200', '200'],
            ['500 or more', '500'],
          ],
        },
        rules: [
          'One welcome bonus per player, household and payment method.',
          'The bonus and the deposit must be wagered 10 times within 30 days.',
          'Slots count 100% towards wagering; live casino and sports 20%.',
          'Open Deposit from the account menu and choose the welcome bonus to claim it.',
        ],
        outro: 'The bonus is credited as soon as the deposit arrives.',
      },
      VI: {
        intro: 'Mới tham gia? Lần nạp đầu tiên của bạn được tặng 100%, tối đa 500, để bạn bắt đầu với số dư gấp đôi.',
        table: {
          head: ['Tiền nạp', 'Tiền thưởng'],
          rows: [
            ['50', '50'],
            ['200', '200'],
            ['500 trở lên', '500'],
          ],
        },
        rules: [
          'Mỗi người chơi, hộ gia đình và phương thức thanh toán chỉ nhận một lần thưởng chào mừng.',
          'Tiền thưởng và tiền nạp phải được cược đủ 10 lần trong vòng 30 ngày.',
          'Slot được tính 100% vào yêu cầu cược; casino trực tiếp và thể thao được tính 20%.',
          'Mở mục Nạp tiền trong menu tài khoản và chọn thưởng chào mừng để nhận.',
        ],
        outro: 'Tiền thưởng được cộng ngay khi khoản nạp được ghi nhận.',
      },
      TH: {
        intro: 'สมาชิกใหม่? ฝากครั้งแรกรับโบนัส 100% สูงสุด 500 เริ่มเล่นด้วยยอดเงินสองเท่า',
        table: {
          head: ['ยอดฝาก', 'โบนัส'],
          rows: [
            ['50', '50'],
            ['200', '200'],
            ['500 ขึ้นไป', '500'],
          ],
        },
        rules: [
          'จำกัดหนึ่งโบนัสต้อนรับต่อผู้เล่น ครัวเรือน และช่องทางการชำระเงิน',
          'ต้องทำยอดเดิมพัน 10 เท่าของยอดฝากรวมโบนัสภายใน 30 วัน',
          'สล็อตนับยอดเดิมพัน 100% คาสิโนสดและกีฬานับ 20%',
          'เปิดเมนูฝากเงินในเมนูบัญชีแล้วเลือกโบนัสต้อนรับเพื่อรับสิทธิ์',
        ],
        outro: 'โบนัสจะเข้าบัญชีทันทีที่ยอดฝากเข้า',
      },
      AR: {
        intro: 'جديد هنا؟ يُضاعف إيداعك الأول بنسبة 100% حتى 500، لتبدأ برصيد مضاعف.',
        table: {
          head: ['الإيداع', 'المكافأة'],
          rows: [
            ['50', '50'],
            ['200', '200'],
            ['500 أو أكثر', '500'],
          ],
        },
        rules: [
          'مكافأة ترحيب واحدة لكل لاعب وأسرة ووسيلة دفع.',
          'يجب المراهنة بالمكافأة والإيداع 10 مرات خلال 30 يومًا.',
          'تُحتسب السلوتس بنسبة 100% من شرط المراهنة، والكازينو المباشر والرياضة بنسبة 20%.',
          'افتح الإيداع من قائمة الحساب واختر مكافأة الترحيب للحصول عليها.',
        ],
        outro: 'تُضاف المكافأة فور وصول الإيداع.',
      },
    },
  },
  spins: {
    title: {
      EN: 'Free spins every Friday',
      VI: 'Vòng quay miễn phí mỗi thứ Sáu',
      TH: 'ฟรีสปินทุกวันศุกร์',
      AR: 'دورات مجانية كل يوم جمعة',
    },
    categories: ['rng_promo'],
    startedDaysAgo: 14,
    endsInDays: 45,
    terms: {
      EN: {
        intro: "Deposit on a Friday and get free spins on the week's featured slot.",
        table: {
          head: ['Deposit on Friday', 'Free spins'],
          rows: [
            ['100 – 499', '20'],
            ['500 – 999', '60'],
            ['1,000 or more', '150'],
          ],
        },
        rules: [
          'Free spins are credited within an hour of the deposit and last 3 days.',
          'Winnings from free spins must be wagered 5 times.',
          'The featured slot is shown on the Slots page each Friday.',
        ],
        outro: 'Each spin is worth 1; winnings are paid as bonus money.',
      },
      VI: {
        intro: 'Nạp tiền vào thứ Sáu để nhận vòng quay miễn phí cho slot nổi bật của tuần.',
        table: {
          head: ['Nạp vào thứ Sáu', 'Vòng quay miễn phí'],
          rows: [
            ['100 – 499', '20'],
            ['500 – 999', '60'],
            ['1.000 trở lên', '150'],
          ],
        },
        rules: [
          'Vòng quay miễn phí được cộng trong vòng một giờ sau khi nạp và có hiệu lực 3 ngày.',
          'Tiền thắng từ vòng quay miễn phí phải được cược đủ 5 lần.',
          'Slot nổi bật được giới thiệu trên trang Slot vào mỗi thứ Sáu.',
        ],
        outro: 'Mỗi vòng quay trị giá 1; tiền thắng được trả dưới dạng tiền thưởng.',
      },
      TH: {
        intro: 'ฝากเงินวันศุกร์รับฟรีสปินสำหรับสล็อตแนะนำประจำสัปดาห์',
        table: {
          head: ['ยอดฝากวันศุกร์', 'ฟรีสปิน'],
          rows: [
            ['100 – 499', '20'],
            ['500 – 999', '60'],
            ['1,000 ขึ้นไป', '150'],
          ],
        },
        rules: [
          'ฟรีสปินเข้าบัญชีภายในหนึ่งชั่วโมงหลังฝากและใช้ได้ 3 วัน',
          'เงินรางวัลจากฟรีสปินต้องทำยอดเดิมพัน 5 เท่า',
          'สล็อตแนะนำจะแสดงบนหน้าสล็อตทุกวันศุกร์',
        ],
        outro: 'ฟรีสปินมีมูลค่าครั้งละ 1 เงินรางวัลจ่ายเป็นเงินโบนัส',
      },
      AR: {
        intro: 'أودع يوم الجمعة واحصل على دورات مجانية في لعبة السلوتس المميزة لهذا الأسبوع.',
        table: {
          head: ['الإيداع يوم الجمعة', 'الدورات المجانية'],
          rows: [
            ['100 – 499', '20'],
            ['500 – 999', '60'],
            ['1,000 أو أكثر', '150'],
          ],
        },
        rules: [
          'تُضاف الدورات المجانية خلال ساعة من الإيداع وتبقى صالحة 3 أيام.',
          'يجب المراهنة بأرباح الدورات المجانية 5 مرات.',
          'تُعرض لعبة السلوتس المميزة في صفحة السلوتس كل يوم جمعة.',
        ],
        outro: 'قيمة كل دورة 1، وتُدفع الأرباح كرصيد مكافأة.',
      },
    },
  },
  rebate: {
    title: {
      EN: 'Daily rebate on slots and live casino',
      VI: 'Hoàn trả hằng ngày cho slot và casino trực tiếp',
      TH: 'คืนยอดเสียรายวันสำหรับสล็อตและคาสิโนสด',
      AR: 'استرداد يومي على السلوتس والكازينو المباشر',
    },
    categories: ['rebate_promo'],
    startedDaysAgo: 60,
    endsInDays: 120,
    terms: {
      EN: {
        intro: 'A share of the day’s stakes comes back to you every morning, win or lose.',
        table: {
          head: ['Game', 'Rebate'],
          rows: [
            ['Slots', '0.8%'],
            ['Live casino', '0.5%'],
            ['Fishing', '0.6%'],
          ],
        },
        rules: [
          'Rebates are worked out on settled bets from 00:00 to 23:59 server time.',
          'They are paid to your wallet by 10:00 the next morning.',
          'No wagering requirement: a rebate can be withdrawn at once.',
          'Cancelled and drawn bets do not count.',
        ],
        outro: 'No code to enter: it is paid to your wallet.',
      },
      VI: {
        intro: 'Một phần tiền cược trong ngày được hoàn lại cho bạn mỗi sáng, dù thắng hay thua.',
        table: {
          head: ['Trò chơi', 'Hoàn trả'],
          rows: [
            ['Slot', '0,8%'],
            ['Casino trực tiếp', '0,5%'],
            ['Bắn cá', '0,6%'],
          ],
        },
        rules: [
          'Tiền hoàn trả được tính trên các cược đã kết toán từ 00:00 đến 23:59 giờ hệ thống.',
          'Tiền được trả vào ví của bạn trước 10:00 sáng hôm sau.',
          'Không yêu cầu cược: có thể rút tiền hoàn trả ngay.',
          'Các cược bị hủy hoặc hòa không được tính.',
        ],
        outro: 'Không cần nhập mã: tiền được trả vào ví của bạn.',
      },
      TH: {
        intro: 'รับคืนส่วนหนึ่งของยอดเดิมพันทุกเช้า ไม่ว่าจะได้หรือเสีย',
        table: {
          head: ['เกม', 'คืนยอดเสีย'],
          rows: [
            ['สล็อต', '0.8%'],
            ['คาสิโนสด', '0.5%'],
            ['ยิงปลา', '0.6%'],
          ],
        },
        rules: [
          'คำนวณจากเดิมพันที่มีผลแล้วระหว่าง 00:00 ถึง 23:59 ตามเวลาระบบ',
          'จ่ายเข้ากระเป๋าเงินของคุณก่อน 10:00 น. ของเช้าวันถัดไป',
          'ไม่มีเงื่อนไขทำยอด ถอนได้ทันที',
          'เดิมพันที่ยกเลิกหรือเสมอไม่นับรวม',
        ],
        outro: 'ไม่ต้องใส่รหัส ระบบจ่ายเข้ากระเป๋าเงินของคุณ',
      },
      AR: {
        intro: 'يعود إليك جزء من رهانات اليوم كل صباح، سواء ربحت أم خسرت.',
        table: {
          head: ['اللعبة', 'الاسترداد'],
          rows: [
            ['السلوتس', '0.8%'],
            ['الكازينو المباشر', '0.5%'],
            ['صيد السمك', '0.6%'],
          ],
        },
        rules: [
          'يُحسب الاسترداد على الرهانات المسوّاة من 00:00 إلى 23:59 بتوقيت الخادم.',
          'يُدفع إلى محفظتك قبل الساعة 10:00 من صباح اليوم التالي.',
          'لا شروط مراهنة: يمكن سحب الاسترداد فورًا.',
          'لا تُحتسب الرهانات الملغاة أو المتعادلة.',
        ],
        outro: 'لا حاجة إلى رمز: يُدفع إلى محفظتك مباشرة.',
      },
    },
  },
  reload: {
    title: {
      EN: 'Weekend reload: 50% on your deposits',
      VI: 'Thưởng nạp cuối tuần: 50% cho khoản nạp',
      TH: 'โบนัสเติมเงินวันหยุด 50%',
      AR: 'مكافأة نهاية الأسبوع: 50% على إيداعاتك',
    },
    categories: ['deposit_promo'],
    startedDaysAgo: 3,
    endsInDays: 25,
    terms: {
      EN: {
        intro: 'Every Saturday and Sunday, your first deposit of the day earns a 50% bonus, up to 300.',
        table: {
          head: ['Day', 'Bonus'],
          rows: [
            ['Saturday', '50% up to 300'],
            ['Sunday', '50% up to 300'],
          ],
        },
        rules: [
          'One reload bonus a day, on the day’s first deposit of 100 or more.',
          'The bonus and the deposit must be wagered 8 times within 7 days.',
          'Not combined with the welcome bonus on the same deposit.',
        ],
        outro: 'Choose the weekend reload when you deposit to claim it.',
      },
      VI: {
        intro: 'Mỗi thứ Bảy và Chủ nhật, khoản nạp đầu tiên trong ngày được thưởng 50%, tối đa 300.',
        table: {
          head: ['Ngày', 'Tiền thưởng'],
          rows: [
            ['Thứ Bảy', '50%, tối đa 300'],
            ['Chủ nhật', '50%, tối đa 300'],
          ],
        },
        rules: [
          'Mỗi ngày một lần thưởng, cho khoản nạp đầu tiên trong ngày từ 100 trở lên.',
          'Tiền thưởng và tiền nạp phải được cược đủ 8 lần trong vòng 7 ngày.',
          'Không áp dụng cùng thưởng chào mừng cho cùng một khoản nạp.',
        ],
        outro: 'Chọn thưởng nạp cuối tuần khi nạp tiền để nhận.',
      },
      TH: {
        intro: 'ทุกวันเสาร์และอาทิตย์ ฝากครั้งแรกของวันรับโบนัส 50% สูงสุด 300',
        table: {
          head: ['วัน', 'โบนัส'],
          rows: [
            ['วันเสาร์', '50% สูงสุด 300'],
            ['วันอาทิตย์', '50% สูงสุด 300'],
          ],
        },
        rules: [
          'รับได้วันละหนึ่งครั้ง สำหรับยอดฝากแรกของวันตั้งแต่ 100 ขึ้นไป',
          'ต้องทำยอดเดิมพัน 8 เท่าของยอดฝากรวมโบนัสภายใน 7 วัน',
          'ใช้ร่วมกับโบนัสต้อนรับในยอดฝากเดียวกันไม่ได้',
        ],
        outro: 'เลือกโบนัสเติมเงินวันหยุดขณะฝากเงินเพื่อรับสิทธิ์',
      },
      AR: {
        intro: 'كل سبت وأحد، يحصل أول إيداع لك في اليوم على مكافأة 50% حتى 300.',
        table: {
          head: ['اليوم', 'المكافأة'],
          rows: [
            ['السبت', '50% حتى 300'],
            ['الأحد', '50% حتى 300'],
          ],
        },
        rules: [
          'مكافأة واحدة في اليوم على أول إيداع بقيمة 100 أو أكثر.',
          'يجب المراهنة بالمكافأة والإيداع 8 مرات خلال 7 أيام.',
          'لا تُجمع مع مكافأة الترحيب على الإيداع نفسه.',
        ],
        outro: 'اختر مكافأة نهاية الأسبوع عند الإيداع للحصول عليها.',
      },
    },
  },
  tournament: {
    title: {
      EN: 'Slots tournament: share 10,000 in prizes',
      VI: 'Giải đấu slot: chia nhau 10.000 tiền thưởng',
      TH: 'ทัวร์นาเมนต์สล็อต ชิงรางวัลรวม 10,000',
      AR: 'بطولة السلوتس: تقاسم جوائز بقيمة 10,000',
    },
    categories: ['rng_promo'],
    startedDaysAgo: 7,
    endsInDays: 21,
    terms: {
      EN: {
        intro:
          'Every spin on a slot earns points. The 50 players with the most points when the tournament ends share ' +
          'the prize pool.',
        table: {
          head: ['Place', 'Prize'],
          rows: [
            ['1st', '2,500'],
            ['2nd – 10th', '500'],
            ['11th – 50th', '75'],
          ],
        },
        rules: [
          'One point for every 10 staked on any slot.',
          'Prizes are paid within 24 hours of the end, with no wagering requirement.',
          'Equal points are ranked by who reached them first.',
        ],
        outro: 'Your place is shown in the reward centre while the tournament runs.',
      },
      VI: {
        intro:
          'Mỗi vòng quay slot đều được tính điểm. 50 người chơi có nhiều điểm nhất khi giải đấu kết thúc sẽ chia ' +
          'nhau quỹ thưởng.',
        table: {
          head: ['Hạng', 'Giải thưởng'],
          rows: [
            ['Hạng 1', '2.500'],
            ['Hạng 2 – 10', '500'],
            ['Hạng 11 – 50', '75'],
          ],
        },
        rules: [
          'Mỗi 10 tiền cược vào bất kỳ slot nào được 1 điểm.',
          'Giải thưởng được trả trong vòng 24 giờ sau khi kết thúc, không yêu cầu cược.',
          'Người bằng điểm được xếp hạng theo ai đạt số điểm đó trước.',
        ],
        outro: 'Thứ hạng của bạn được hiển thị trong trung tâm phần thưởng khi giải đấu đang diễn ra.',
      },
      TH: {
        intro: 'ทุกการหมุนสล็อตได้รับคะแนน ผู้เล่น 50 อันดับแรกที่มีคะแนนสูงสุดเมื่อจบทัวร์นาเมนต์จะแบ่งเงินรางวัลกัน',
        table: {
          head: ['อันดับ', 'รางวัล'],
          rows: [
            ['อันดับ 1', '2,500'],
            ['อันดับ 2 – 10', '500'],
            ['อันดับ 11 – 50', '75'],
          ],
        },
        rules: [
          'ทุกยอดเดิมพัน 10 ในสล็อตใดก็ได้ รับ 1 คะแนน',
          'จ่ายรางวัลภายใน 24 ชั่วโมงหลังจบ ไม่มีเงื่อนไขทำยอด',
          'คะแนนเท่ากันจัดอันดับตามผู้ที่ทำได้ก่อน',
        ],
        outro: 'ดูอันดับของคุณได้ที่ศูนย์รางวัลระหว่างการแข่งขัน',
      },
      AR: {
        intro: 'كل دورة في السلوتس تمنحك نقاطًا. يتقاسم أفضل 50 لاعبًا عند انتهاء البطولة مجموع الجوائز.',
        table: {
          head: ['المركز', 'الجائزة'],
          rows: [
            ['الأول', '2,500'],
            ['من الثاني إلى العاشر', '500'],
            ['من 11 إلى 50', '75'],
          ],
        },
        rules: [
          'نقطة واحدة لكل 10 تراهن بها على أي لعبة سلوتس.',
          'تُدفع الجوائز خلال 24 ساعة من الانتهاء، دون شروط مراهنة.',
          'عند تساوي النقاط يتقدّم من بلغها أولًا.',
        ],
        outro: 'يظهر مركزك في مركز المكافآت طوال مدة البطولة.',
      },
    },
  },
  'live-cashback': {
    title: {
      EN: 'Live casino cashback up to 10% every Monday',
      VI: 'Hoàn tiền casino trực tiếp đến 10% mỗi thứ Hai',
      TH: 'คืนเงินคาสิโนสดสูงสุด 10% ทุกวันจันทร์',
      AR: 'استرداد نقدي في الكازينو المباشر حتى 10% كل اثنين',
    },
    categories: ['rebate_promo'],
    startedDaysAgo: 21,
    endsInDays: 70,
    terms: {
      EN: {
        intro:
          'A losing week at the live tables? Every Monday, part of your net live casino loss comes back: the higher ' +
          'your VIP level, the more.',
        table: {
          head: ['VIP level', 'Cashback'],
          rows: [
            ['Standard', '5%'],
            ['Silver', '8%'],
            ['Gold and above', '10%'],
          ],
        },
        rules: [
          'The net loss is stakes less winnings on live casino from Monday to Sunday.',
          'Cashback is paid on Monday by 12:00 server time, up to 1,000.',
          'Cashback must be wagered once before it can be withdrawn.',
        ],
        outro: 'Your VIP level is shown in My account.',
      },
      VI: {
        intro:
          'Một tuần không may ở bàn casino trực tiếp? Mỗi thứ Hai, một phần số tiền thua ròng được hoàn lại: cấp VIP ' +
          'càng cao, hoàn càng nhiều.',
        table: {
          head: ['Cấp VIP', 'Hoàn tiền'],
          rows: [
            ['Thường', '5%'],
            ['Bạc', '8%'],
            ['Vàng trở lên', '10%'],
          ],
        },
        rules: [
          'Thua ròng là tiền cược trừ tiền thắng ở casino trực tiếp từ thứ Hai đến Chủ nhật.',
          'Tiền hoàn được trả vào thứ Hai trước 12:00 giờ hệ thống, tối đa 1.000.',
          'Tiền hoàn phải được cược một lần trước khi rút.',
        ],
        outro: 'Cấp VIP của bạn được hiển thị trong mục Tài khoản của tôi.',
      },
      TH: {
        intro: 'สัปดาห์ที่โต๊ะคาสิโนสดไม่เป็นใจ? ทุกวันจันทร์รับคืนส่วนหนึ่งของยอดเสียสุทธิ ยิ่งระดับ VIP สูงยิ่งได้คืนมาก',
        table: {
          head: ['ระดับ VIP', 'เงินคืน'],
          rows: [
            ['ทั่วไป', '5%'],
            ['ซิลเวอร์', '8%'],
            ['โกลด์ขึ้นไป', '10%'],
          ],
        },
        rules: [
          'ยอดเสียสุทธิคือยอดเดิมพันหักเงินรางวัลในคาสิโนสดตั้งแต่วันจันทร์ถึงวันอาทิตย์',
          'จ่ายเงินคืนวันจันทร์ก่อน 12:00 น. ตามเวลาระบบ สูงสุด 1,000',
          'ต้องทำยอดเดิมพันเงินคืนหนึ่งเท่าก่อนถอน',
        ],
        outro: 'ดูระดับ VIP ของคุณได้ที่บัญชีของฉัน',
      },
      AR: {
        intro:
          'أسبوع غير موفق على طاولات الكازينو المباشر؟ كل يوم اثنين يعود إليك جزء من صافي خسارتك، ويزيد كلما ارتفع ' +
          'مستوى VIP الخاص بك.',
        table: {
          head: ['مستوى VIP', 'الاسترداد النقدي'],
          rows: [
            ['عادي', '5%'],
            ['فضي', '8%'],
            ['ذهبي فأعلى', '10%'],
          ],
        },
        rules: [
          'صافي الخسارة هو الرهانات ناقص الأرباح في الكازينو المباشر من الاثنين إلى الأحد.',
          'يُدفع الاسترداد يوم الاثنين قبل الساعة 12:00 بتوقيت الخادم، بحد أقصى 1,000.',
          'يجب المراهنة بالاسترداد مرة واحدة قبل سحبه.',
        ],
        outro: 'يظهر مستوى VIP الخاص بك في حسابي.',
      },
    },
  },
} satisfies Record<string, PromotionCopy>;

export type PromotionKey = keyof typeof promotionCopy;
