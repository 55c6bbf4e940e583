import type { CopyLanguage } from './bannerCopy';

/**
 * The words of the seeded platform messages, per language: what a merchant's back office sends its members (a
 * welcome, a deposit bonus, a maintenance window) and a member's question to customer service with its answer. The
 * merchant's bodies are ordinary HTML (paragraphs, a list, bold); the member's are plain text. `{brand}` is filled in
 * per merchant, escaped in HTML.
 */
export const inboxKeys = ['welcome', 'deposit-bonus', 'maintenance'] as const;
export type InboxKey = (typeof inboxKeys)[number];

interface MailCopy {
  title: Record<CopyLanguage, string>;
  content: Record<CopyLanguage, string>;
}

export const inboxCopy: Record<InboxKey, MailCopy> = {
  welcome: {
    title: {
      EN: 'Welcome to {brand}',
      VI: 'Chào mừng bạn đến với {brand}',
      TH: 'ยินดีต้อนรับสู่ {brand}',
      AR: 'مرحبًا بك في {brand}',
    },
    content: {
      EN:
        '<p>Thank you for joining <strong>{brand}</strong>.</p>' +
        '<p>To get started:</p><ul><li>Bind your mobile number in My account.</li>' +
        '<li>Set a payment password for withdrawals.</li><li>Make your first deposit.</li></ul>' +
        '<p>Our customer service is here for you around the clock.</p>',
      VI:
        '<p>Cảm ơn bạn đã tham gia <strong>{brand}</strong>.</p>' +
        '<p>Để bắt đầu:</p><ul><li>Liên kết số điện thoại trong Tài khoản của tôi.</li>' +
        '<li>Đặt mật khẩu thanh toán để rút tiền.</li><li>Thực hiện lần nạp tiền đầu tiên.</li></ul>' +
        '<p>Bộ phận chăm sóc khách hàng luôn sẵn sàng hỗ trợ bạn 24/7.</p>',
      TH:
        '<p>ขอบคุณที่เข้าร่วมกับ <strong>{brand}</strong></p>' +
        '<p>เริ่มต้นใช้งาน:</p><ul><li>ผูกหมายเลขโทรศัพท์มือถือในบัญชีของฉัน</li>' +
        '<li>ตั้งรหัสผ่านการชำระเงินสำหรับการถอนเงิน</li><li>ฝากเงินครั้งแรกของคุณ</li></ul>' +
        '<p>ฝ่ายบริการลูกค้าพร้อมดูแลคุณตลอด 24 ชั่วโมง</p>',
      AR:
        '<p>شكرًا لانضمامك إلى <strong>{brand}</strong>.</p>' +
        '<p>لتبدأ:</p><ul><li>اربط رقم هاتفك المحمول في حسابي.</li>' +
        '<li>عيّن كلمة مرور الدفع لعمليات السحب.</li><li>أجرِ إيداعك الأول.</li></ul>' +
        '<p>خدمة العملاء في خدمتك على مدار الساعة.</p>',
    },
  },
  'deposit-bonus': {
    title: {
      EN: 'Your deposit bonus is ready',
      VI: 'Tiền thưởng nạp tiền của bạn đã sẵn sàng',
      TH: 'โบนัสเงินฝากของคุณพร้อมแล้ว',
      AR: 'مكافأة الإيداع جاهزة',
    },
    content: {
      EN:
        '<p>Good news: your next deposit this week earns a <strong>10% bonus</strong>.</p>' +
        '<p>Choose the bonus on the deposit page before you pay. The bonus comes with a turnover requirement, ' +
        'shown on the promotion.</p>',
      VI:
        '<p>Tin vui: lần nạp tiền tiếp theo trong tuần này của bạn được <strong>thưởng 10%</strong>.</p>' +
        '<p>Hãy chọn khuyến mãi trên trang nạp tiền trước khi thanh toán. Tiền thưởng đi kèm yêu cầu doanh ' +
        'thu cược, được ghi trong khuyến mãi.</p>',
      TH:
        '<p>ข่าวดี: การฝากเงินครั้งถัดไปในสัปดาห์นี้ของคุณได้รับ<strong>โบนัส 10%</strong></p>' +
        '<p>เลือกโบนัสในหน้าฝากเงินก่อนชำระเงิน โบนัสมีเงื่อนไขยอดเทิร์นโอเวอร์ตามที่ระบุในโปรโมชัน</p>',
      AR:
        '<p>أخبار سارة: إيداعك التالي هذا الأسبوع يمنحك <strong>مكافأة 10%</strong>.</p>' +
        '<p>اختر المكافأة في صفحة الإيداع قبل الدفع. تخضع المكافأة لشرط حجم رهان مذكور في العرض.</p>',
    },
  },
  maintenance: {
    title: {
      EN: 'Scheduled maintenance on Tuesday',
      VI: 'Bảo trì định kỳ vào thứ Ba',
      TH: 'ปิดปรับปรุงระบบตามกำหนดในวันอังคาร',
      AR: 'صيانة مجدولة يوم الثلاثاء',
    },
    content: {
      EN:
        '<p>{brand} will be under maintenance on Tuesday from <strong>02:00 to 04:00</strong> (server time).</p>' +
        '<p>Deposits and withdrawals made before then are not affected. Thank you for your patience.</p>',
      VI:
        '<p>{brand} sẽ bảo trì vào thứ Ba từ <strong>02:00 đến 04:00</strong> (giờ hệ thống).</p>' +
        '<p>Các giao dịch nạp và rút tiền trước thời gian đó không bị ảnh hưởng. Cảm ơn sự kiên nhẫn của bạn.</p>',
      TH:
        '<p>{brand} จะปิดปรับปรุงระบบในวันอังคาร เวลา <strong>02:00 ถึง 04:00</strong> (เวลาระบบ)</p>' +
        '<p>รายการฝากและถอนเงินก่อนหน้านั้นไม่ได้รับผลกระทบ ขอบคุณที่รอคอย</p>',
      AR:
        '<p>سيخضع {brand} للصيانة يوم الثلاثاء من <strong>02:00 إلى 04:00</strong> (بتوقيت الخادم).</p>' +
        '<p>لا تتأثر عمليات الإيداع والسحب التي تمت قبل ذلك. شكرًا لصبرك.</p>',
    },
  },
};

/** A member's question to customer service (plain text) and customer service's answer (HTML). */
export const questionCopy: {
  title: Record<CopyLanguage, string>;
  content: Record<CopyLanguage, string>;
  answer: Record<CopyLanguage, string>;
} = {
  title: {
    EN: 'When will my withdrawal arrive?',
    VI: 'Khi nào tiền rút của tôi về?',
    TH: 'เงินถอนของฉันจะเข้าเมื่อไร',
    AR: 'متى يصل السحب الخاص بي؟',
  },
  content: {
    EN: 'Hello, I made a withdrawal yesterday evening. How long does it usually take?',
    VI: 'Xin chào, tôi đã rút tiền tối hôm qua. Thường mất bao lâu để nhận được?',
    TH: 'สวัสดีครับ ผมถอนเงินไปเมื่อวานตอนเย็น ปกติใช้เวลานานเท่าไรครับ',
    AR: 'مرحبًا، أجريت عملية سحب مساء أمس. كم تستغرق عادةً؟',
  },
  answer: {
    EN: '<p>Thank you for your message. Withdrawals are usually paid within <strong>30 minutes</strong>; yours has been paid.</p>',
    VI: '<p>Cảm ơn bạn đã liên hệ. Tiền rút thường được chuyển trong vòng <strong>30 phút</strong>; khoản của bạn đã được thanh toán.</p>',
    TH: '<p>ขอบคุณที่ติดต่อเรา โดยปกติการถอนเงินจะได้รับภายใน <strong>30 นาที</strong> รายการของคุณได้รับการจ่ายแล้ว</p>',
    AR: '<p>شكرًا لرسالتك. تُدفع عمليات السحب عادةً خلال <strong>30 دقيقة</strong>، وقد تم دفع طلبك.</p>',
  },
};
