import type { CopyLanguage } from './bannerCopy';

/**
 * The words of the seeded notices (type PL, the ticker's "player" list), per language. A title is plain text; the
 * content is ordinary HTML a back-office editor produces: paragraphs, lists, bold, a table, same-site links and one
 * link to the merchant's main domain. `{brand}`, `{age}`, `{vendor}` (the merchant's first slot vendor) and
 * `{domain}` (its main domain) are filled in per merchant, escaped.
 */
export const noticeKeys = [
  'maintenance',
  'new-game',
  'deposit-hours',
  'holiday-bonus',
  'responsible-gaming',
  'security',
  'app-download',
  'service-hours',
] as const;
export type NoticeKey = (typeof noticeKeys)[number];

interface NoticeCopy {
  title: Record<CopyLanguage, string>;
  html: Record<CopyLanguage, string>;
}

export const noticeCopy: Record<NoticeKey, NoticeCopy> = {
  maintenance: {
    title: {
      EN: 'Scheduled maintenance: {vendor} games',
      VI: 'Bảo trì định kỳ: trò chơi {vendor}',
      TH: 'ปิดปรับปรุงตามกำหนด: เกม {vendor}',
      AR: 'صيانة مجدولة: ألعاب {vendor}',
    },
    html: {
      EN:
        '<p>The <strong>{vendor}</strong> games are under scheduled maintenance every Tuesday.</p>' +
        '<table><thead><tr><th>Day</th><th>Time (server time)</th></tr></thead>' +
        '<tbody><tr><td>Tuesday</td><td>02:00 – 04:00</td></tr></tbody></table>' +
        '<p>Other games stay open. Your balance in {vendor} games is safe and returns to your wallet when the ' +
        'maintenance ends.</p>',
      VI:
        '<p>Các trò chơi <strong>{vendor}</strong> được bảo trì định kỳ vào thứ Ba hằng tuần.</p>' +
        '<table><thead><tr><th>Ngày</th><th>Giờ (giờ hệ thống)</th></tr></thead>' +
        '<tbody><tr><td>Thứ Ba</td><td>02:00 – 04:00</td></tr></tbody></table>' +
        '<p>Các trò chơi khác vẫn hoạt động bình thường. Số dư trong trò chơi {vendor} được bảo toàn và về lại ví ' +
        'của bạn khi bảo trì kết thúc.</p>',
      TH:
        '<p>เกม <strong>{vendor}</strong> ปิดปรับปรุงตามกำหนดทุกวันอังคาร</p>' +
        '<table><thead><tr><th>วัน</th><th>เวลา (เวลาระบบ)</th></tr></thead>' +
        '<tbody><tr><td>วันอังคาร</td><td>02:00 – 04:00</td></tr></tbody></table>' +
        '<p>เกมอื่นยังเล่นได้ตามปกติ ยอดเงินในเกม {vendor} ปลอดภัยและจะกลับเข้ากระเป๋าของคุณเมื่อปรับปรุงเสร็จ</p>',
      AR:
        '<p>تخضع ألعاب <strong>{vendor}</strong> لصيانة مجدولة كل يوم ثلاثاء.</p>' +
        '<table><thead><tr><th>اليوم</th><th>الوقت (توقيت الخادم)</th></tr></thead>' +
        '<tbody><tr><td>الثلاثاء</td><td>02:00 – 04:00</td></tr></tbody></table>' +
        '<p>تبقى الألعاب الأخرى متاحة. رصيدك في ألعاب {vendor} آمن ويعود إلى محفظتك عند انتهاء الصيانة.</p>',
    },
  },
  'new-game': {
    title: {
      EN: 'New game: Jade Dragon Riches',
      VI: 'Trò chơi mới: Jade Dragon Riches',
      TH: 'เกมใหม่: Jade Dragon Riches',
      AR: 'لعبة جديدة: Jade Dragon Riches',
    },
    html: {
      EN:
        '<p>Our newest slot <strong>Jade Dragon Riches</strong> is live in the slots centre.</p>' +
        '<ul><li>5 reels, 243 ways to win</li><li>Free spins with rising multipliers</li>' +
        '<li>Try it for free before you play for real</li></ul>' +
        '<p>Find it under <a href="/rng">Slots</a>.</p>',
      VI:
        '<p>Slot mới nhất <strong>Jade Dragon Riches</strong> đã có mặt tại sảnh slot.</p>' +
        '<ul><li>5 cuộn, 243 cách thắng</li><li>Vòng quay miễn phí với hệ số nhân tăng dần</li>' +
        '<li>Chơi thử miễn phí trước khi chơi thật</li></ul>' +
        '<p>Tìm trò chơi tại mục <a href="/rng">Slot</a>.</p>',
      TH:
        '<p>สล็อตใหม่ล่าสุด <strong>Jade Dragon Riches</strong> เปิดให้เล่นแล้วในโซนสล็อต</p>' +
        '<ul><li>5 รีล 243 วิธีชนะ</li><li>ฟรีสปินพร้อมตัวคูณที่เพิ่มขึ้น</li><li>ทดลองเล่นฟรีก่อนเล่นจริง</li></ul>' +
        '<p>ค้นหาได้ที่ <a href="/rng">สล็อต</a></p>',
      AR:
        '<p>أحدث ألعاب السلوتس <strong>Jade Dragon Riches</strong> متاحة الآن في قسم السلوتس.</p>' +
        '<ul><li>5 بكرات و243 طريقة للفوز</li><li>دورات مجانية بمضاعفات متزايدة</li>' +
        '<li>جرّبها مجانًا قبل اللعب بأموال حقيقية</li></ul>' +
        '<p>تجدها في قسم <a href="/rng">السلوتس</a>.</p>',
    },
  },
  'deposit-hours': {
    title: {
      EN: 'Deposit and withdrawal hours',
      VI: 'Giờ nạp và rút tiền',
      TH: 'เวลาทำรายการฝากและถอน',
      AR: 'مواعيد الإيداع والسحب',
    },
    html: {
      EN:
        '<p>Deposits are credited <strong>24 hours a day</strong>. Bank transfers may take longer during the ' +
        "banks' nightly maintenance, from 23:00 to 01:00.</p>" +
        '<ul><li>Withdrawals are processed from 08:00 to 24:00.</li><li>Most withdrawals arrive within 30 minutes.</li>' +
        '<li>Use only a bank account in your own name.</li></ul>',
      VI:
        '<p>Tiền nạp được cộng <strong>24 giờ mỗi ngày</strong>. Chuyển khoản ngân hàng có thể chậm hơn trong thời ' +
        'gian ngân hàng bảo trì ban đêm, từ 23:00 đến 01:00.</p>' +
        '<ul><li>Lệnh rút tiền được xử lý từ 08:00 đến 24:00.</li>' +
        '<li>Phần lớn lệnh rút tiền về tài khoản trong vòng 30 phút.</li>' +
        '<li>Chỉ sử dụng tài khoản ngân hàng đứng tên bạn.</li></ul>',
      TH:
        '<p>ระบบรับฝากเงิน<strong>ตลอด 24 ชั่วโมง</strong> การโอนผ่านธนาคารอาจล่าช้าในช่วงที่ธนาคารปิดปรับปรุงระบบ ' +
        'เวลา 23:00 ถึง 01:00</p>' +
        '<ul><li>ดำเนินการถอนเงินเวลา 08:00 ถึง 24:00</li><li>การถอนส่วนใหญ่ได้รับภายใน 30 นาที</li>' +
        '<li>ใช้เฉพาะบัญชีธนาคารที่เป็นชื่อของคุณ</li></ul>',
      AR:
        '<p>تُضاف الإيداعات <strong>على مدار 24 ساعة</strong>. قد تتأخر التحويلات البنكية أثناء الصيانة الليلية ' +
        'للبنوك من 23:00 إلى 01:00.</p>' +
        '<ul><li>تُعالج طلبات السحب من 08:00 حتى 24:00.</li><li>تصل معظم عمليات السحب خلال 30 دقيقة.</li>' +
        '<li>استخدم فقط حسابًا بنكيًا مسجّلًا باسمك.</li></ul>',
    },
  },
  'holiday-bonus': {
    title: {
      EN: 'Holiday reload bonus: 30% on every deposit',
      VI: 'Thưởng nạp lại mùa lễ hội: 30% mỗi lần nạp',
      TH: 'โบนัสเทศกาล: รับเพิ่ม 30% ทุกยอดฝาก',
      AR: 'مكافأة موسم الأعياد: 30% على كل إيداع',
    },
    html: {
      EN:
        '<p>Celebrate the holidays with a <strong>30% reload bonus</strong> on every deposit this week, up to ' +
        'three times a day.</p>' +
        '<ol><li>Deposit from the account menu.</li><li>Choose the holiday bonus before you confirm.</li>' +
        '<li>Play the bonus through 10 times to withdraw it.</li></ol>' +
        '<p>Full terms are on the <a href="/promotions">promotions page</a>.</p>',
      VI:
        '<p>Đón mùa lễ hội với <strong>thưởng nạp lại 30%</strong> cho mỗi lần nạp trong tuần này, tối đa ba lần ' +
        'mỗi ngày.</p>' +
        '<ol><li>Nạp tiền từ menu tài khoản.</li><li>Chọn thưởng lễ hội trước khi xác nhận.</li>' +
        '<li>Cược đủ 10 lần tiền thưởng để rút.</li></ol>' +
        '<p>Xem đầy đủ điều khoản tại <a href="/promotions">trang khuyến mãi</a>.</p>',
      TH:
        '<p>ฉลองเทศกาลกับ<strong>โบนัสฝากเพิ่ม 30%</strong> ทุกยอดฝากในสัปดาห์นี้ สูงสุดวันละสามครั้ง</p>' +
        '<ol><li>ฝากเงินจากเมนูบัญชี</li><li>เลือกโบนัสเทศกาลก่อนยืนยัน</li>' +
        '<li>ทำยอดเทิร์นโอเวอร์ 10 เท่าของโบนัสเพื่อถอน</li></ol>' +
        '<p>อ่านเงื่อนไขทั้งหมดที่<a href="/promotions">หน้าโปรโมชั่น</a></p>',
      AR:
        '<p>احتفل بموسم الأعياد مع <strong>مكافأة إعادة إيداع 30%</strong> على كل إيداع هذا الأسبوع، حتى ثلاث ' +
        'مرات يوميًا.</p>' +
        '<ol><li>أودِع من قائمة الحساب.</li><li>اختر مكافأة الأعياد قبل التأكيد.</li>' +
        '<li>راهن بقيمة المكافأة 10 مرات لتتمكن من سحبها.</li></ol>' +
        '<p>الشروط الكاملة في <a href="/promotions">صفحة العروض</a>.</p>',
    },
  },
  'responsible-gaming': {
    title: {
      EN: 'Play responsibly',
      VI: 'Chơi có trách nhiệm',
      TH: 'เล่นอย่างมีความรับผิดชอบ',
      AR: 'العب بمسؤولية',
    },
    html: {
      EN:
        '<p>{brand} is for players aged <strong>{age} and over</strong>. Gaming is for fun, not a way to make ' +
        'money.</p>' +
        '<ul><li>Set a daily deposit limit in your account settings.</li><li>Take a break whenever you need one.</li>' +
        '<li>Never chase your losses.</li></ul>' +
        '<p>Need to talk? The <a href="/help">help centre</a> explains self-exclusion.</p>',
      VI:
        '<p>{brand} chỉ dành cho người chơi từ <strong>{age} tuổi trở lên</strong>. Trò chơi là để giải trí, không ' +
        'phải để kiếm tiền.</p>' +
        '<ul><li>Đặt hạn mức nạp hằng ngày trong phần cài đặt tài khoản.</li>' +
        '<li>Hãy nghỉ ngơi bất cứ khi nào bạn cần.</li><li>Đừng cố gỡ lại tiền đã thua.</li></ul>' +
        '<p>Cần hỗ trợ? <a href="/help">Trung tâm trợ giúp</a> hướng dẫn cách tự loại trừ.</p>',
      TH:
        '<p>{brand} สำหรับผู้เล่นที่มีอายุ <strong>{age} ปีขึ้นไป</strong> เท่านั้น เกมมีไว้เพื่อความบันเทิง ' +
        'ไม่ใช่ช่องทางหารายได้</p>' +
        '<ul><li>ตั้งวงเงินฝากรายวันได้ในการตั้งค่าบัญชี</li><li>พักเล่นได้ทุกเมื่อที่ต้องการ</li>' +
        '<li>อย่าเล่นเพื่อเอาคืนสิ่งที่เสียไป</li></ul>' +
        '<p>ต้องการความช่วยเหลือ? <a href="/help">ศูนย์ช่วยเหลือ</a>อธิบายวิธีระงับบัญชีด้วยตนเอง</p>',
      AR:
        '<p>{brand} مخصّص للاعبين بعمر <strong>{age} عامًا فأكثر</strong>. الألعاب للتسلية وليست وسيلة لكسب ' +
        'المال.</p>' +
        '<ul><li>حدّد سقفًا يوميًا للإيداع من إعدادات حسابك.</li><li>خذ استراحة متى احتجت إليها.</li>' +
        '<li>لا تحاول تعويض خسائرك.</li></ul>' +
        '<p>تحتاج إلى مساعدة؟ يشرح <a href="/help">مركز المساعدة</a> كيفية الاستبعاد الذاتي.</p>',
    },
  },
  security: {
    title: {
      EN: 'Security reminder: protect your account',
      VI: 'Nhắc nhở bảo mật: bảo vệ tài khoản của bạn',
      TH: 'เตือนความปลอดภัย: ปกป้องบัญชีของคุณ',
      AR: 'تذكير أمني: احمِ حسابك',
    },
    html: {
      EN:
        '<p>Our staff will <strong>never</strong> ask for your password or verification codes.</p>' +
        '<ul><li>Check that the address starts with https://{domain}.</li>' +
        '<li>Use a password you use nowhere else.</li><li>Log out on shared devices.</li></ul>',
      VI:
        '<p>Nhân viên của chúng tôi <strong>không bao giờ</strong> hỏi mật khẩu hay mã xác minh của bạn.</p>' +
        '<ul><li>Kiểm tra địa chỉ luôn bắt đầu bằng https://{domain}.</li>' +
        '<li>Dùng mật khẩu riêng, không dùng ở nơi khác.</li><li>Đăng xuất khi dùng thiết bị chung.</li></ul>',
      TH:
        '<p>เจ้าหน้าที่ของเรา<strong>จะไม่</strong>ขอรหัสผ่านหรือรหัสยืนยันของคุณ</p>' +
        '<ul><li>ตรวจสอบทุกครั้งว่าที่อยู่เว็บขึ้นต้นด้วย https://{domain}</li>' +
        '<li>ใช้รหัสผ่านที่ไม่ซ้ำกับที่อื่น</li><li>ออกจากระบบเมื่อใช้อุปกรณ์ร่วมกับผู้อื่น</li></ul>',
      AR:
        '<p>لن يطلب منك موظفونا <strong>أبدًا</strong> كلمة المرور أو رموز التحقق.</p>' +
        '<ul><li>تأكد أن العنوان يبدأ بـ https://{domain}.</li>' +
        '<li>استخدم كلمة مرور لا تستخدمها في أي مكان آخر.</li><li>سجّل الخروج على الأجهزة المشتركة.</li></ul>',
    },
  },
  'app-download': {
    title: {
      EN: 'Download our mobile app',
      VI: 'Tải ứng dụng di động',
      TH: 'ดาวน์โหลดแอปบนมือถือ',
      AR: 'حمّل تطبيق الجوال',
    },
    html: {
      EN:
        '<p>Play anywhere with our app for <strong>iOS and Android</strong>.</p>' +
        '<p>Download it at <a href="https://{domain}/down">{domain}/down</a> or scan the QR code on the home page.</p>',
      VI:
        '<p>Chơi mọi lúc mọi nơi với ứng dụng cho <strong>iOS và Android</strong>.</p>' +
        '<p>Tải tại <a href="https://{domain}/down">{domain}/down</a> hoặc quét mã QR trên trang chủ.</p>',
      TH:
        '<p>เล่นได้ทุกที่ด้วยแอปสำหรับ <strong>iOS และ Android</strong></p>' +
        '<p>ดาวน์โหลดที่ <a href="https://{domain}/down">{domain}/down</a> หรือสแกนคิวอาร์โค้ดบนหน้าแรก</p>',
      AR:
        '<p>العب في أي مكان مع تطبيقنا لنظامي <strong>iOS وAndroid</strong>.</p>' +
        '<p>حمّله من <a href="https://{domain}/down">{domain}/down</a> أو امسح رمز QR في الصفحة الرئيسية.</p>',
    },
  },
  'service-hours': {
    title: {
      EN: 'Customer service hours',
      VI: 'Giờ làm việc của bộ phận chăm sóc khách hàng',
      TH: 'เวลาให้บริการของฝ่ายบริการลูกค้า',
      AR: 'ساعات خدمة العملاء',
    },
    html: {
      EN:
        '<p>Our customer service team is here <strong>24 hours a day, 7 days a week</strong> by live chat.</p>' +
        '<table><thead><tr><th>Channel</th><th>Hours</th></tr></thead><tbody>' +
        '<tr><td>Live chat</td><td>24/7</td></tr><tr><td>Telegram</td><td>09:00 – 24:00</td></tr>' +
        '<tr><td>Telephone</td><td>09:00 – 21:00</td></tr></tbody></table>',
      VI:
        '<p>Đội ngũ chăm sóc khách hàng hỗ trợ <strong>24/7</strong> qua trò chuyện trực tuyến.</p>' +
        '<table><thead><tr><th>Kênh</th><th>Giờ</th></tr></thead><tbody>' +
        '<tr><td>Trò chuyện trực tuyến</td><td>24/7</td></tr><tr><td>Telegram</td><td>09:00 – 24:00</td></tr>' +
        '<tr><td>Điện thoại</td><td>09:00 – 21:00</td></tr></tbody></table>',
      TH:
        '<p>ทีมบริการลูกค้าพร้อมช่วยเหลือ<strong>ตลอด 24 ชั่วโมง ทุกวัน</strong> ผ่านแชทสด</p>' +
        '<table><thead><tr><th>ช่องทาง</th><th>เวลา</th></tr></thead><tbody>' +
        '<tr><td>แชทสด</td><td>24/7</td></tr><tr><td>Telegram</td><td>09:00 – 24:00</td></tr>' +
        '<tr><td>โทรศัพท์</td><td>09:00 – 21:00</td></tr></tbody></table>',
      AR:
        '<p>فريق خدمة العملاء متاح <strong>على مدار الساعة طوال أيام الأسبوع</strong> عبر الدردشة المباشرة.</p>' +
        '<table><thead><tr><th>القناة</th><th>الساعات</th></tr></thead><tbody>' +
        '<tr><td>الدردشة المباشرة</td><td>24/7</td></tr><tr><td>تيليجرام</td><td>09:00 – 24:00</td></tr>' +
        '<tr><td>الهاتف</td><td>09:00 – 21:00</td></tr></tbody></table>',
    },
  },
};
