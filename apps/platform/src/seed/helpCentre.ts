/** One help-centre entry before it is stored: `children` become rows pointing at their parent. */
export interface HelpEntrySeed {
  tag: string;
  title: string;
  content: string;
  bgColor: string;
  children?: HelpEntrySeed[];
}

interface HelpCopy {
  aboutus: [title: string, body: string];
  deposit: [title: string, steps: string[]];
  withdraw: [title: string, steps: string[]];
  game: [title: string, body: string];
  faqs: [title: string, items: Array<[question: string, answer: string]>];
  term: [title: string, clauses: string[]];
}

// `{brand}` becomes the merchant's display name, `{age}` its age of consent.
const copy: Record<string, HelpCopy> = {
  EN: {
    aboutus: [
      'About us',
      '{brand} is an online entertainment site offering live casino, slots, sports, lottery and more, licensed and audited for fair play. Our support team is available 24 hours a day.',
    ],
    deposit: [
      'How to deposit',
      [
        'Log in and open Deposit from the account menu.',
        'Choose a payment method and enter the amount.',
        'Follow the instructions of the payment page; the balance updates once the payment is confirmed.',
      ],
    ],
    withdraw: [
      'How to withdraw',
      [
        'Bind a bank account or e-wallet in My account.',
        'Open Withdraw, enter the amount and your payment password.',
        'Withdrawals are reviewed and usually paid within 30 minutes.',
      ],
    ],
    game: [
      'Games',
      'Pick a category from the menu, then a provider and a game. Games marked free trial can be played without a deposit; trial accounts cannot play for real money.',
    ],
    faqs: [
      'Frequently asked questions',
      [
        [
          'I forgot my password. What do I do?',
          'Use Forgot password on the login screen to reset it by e-mail or by SMS.',
        ],
        [
          'Why is my account locked?',
          'After several wrong passwords the account is locked for a few minutes. Contact customer service if it persists.',
        ],
        [
          'How long does a deposit take?',
          'Most deposits arrive within a few minutes. Bank transfers can take up to an hour.',
        ],
      ],
    ],
    term: [
      'Terms and conditions',
      [
        'You must be at least {age} years old to open an account.',
        'One account per person, household and device.',
        '{brand} may suspend accounts involved in fraud or bonus abuse.',
      ],
    ],
  },
  VI: {
    aboutus: [
      'Về chúng tôi',
      '{brand} là trang giải trí trực tuyến với sòng bài trực tiếp, slot, thể thao, xổ số và nhiều trò chơi khác, được cấp phép và kiểm định công bằng. Bộ phận hỗ trợ làm việc 24 giờ mỗi ngày.',
    ],
    deposit: [
      'Hướng dẫn nạp tiền',
      [
        'Đăng nhập và chọn Nạp tiền trong menu tài khoản.',
        'Chọn phương thức thanh toán và nhập số tiền.',
        'Làm theo hướng dẫn trên trang thanh toán; số dư được cập nhật khi giao dịch được xác nhận.',
      ],
    ],
    withdraw: [
      'Hướng dẫn rút tiền',
      [
        'Liên kết tài khoản ngân hàng hoặc ví điện tử trong Tài khoản của tôi.',
        'Chọn Rút tiền, nhập số tiền và mật khẩu thanh toán.',
        'Lệnh rút được xét duyệt và thường được chi trả trong 30 phút.',
      ],
    ],
    game: [
      'Trò chơi',
      'Chọn danh mục trên menu, sau đó chọn nhà cung cấp và trò chơi. Trò chơi có nhãn chơi thử có thể chơi không cần nạp tiền; tài khoản dùng thử không thể chơi bằng tiền thật.',
    ],
    faqs: [
      'Câu hỏi thường gặp',
      [
        [
          'Tôi quên mật khẩu thì phải làm sao?',
          'Dùng Quên mật khẩu trên màn hình đăng nhập để đặt lại qua e-mail hoặc SMS.',
        ],
        [
          'Vì sao tài khoản của tôi bị khóa?',
          'Sau nhiều lần nhập sai mật khẩu, tài khoản bị khóa vài phút. Hãy liên hệ chăm sóc khách hàng nếu vẫn bị khóa.',
        ],
        [
          'Nạp tiền mất bao lâu?',
          'Phần lớn giao dịch đến trong vài phút. Chuyển khoản ngân hàng có thể mất đến một giờ.',
        ],
      ],
    ],
    term: [
      'Điều khoản và điều kiện',
      [
        'Bạn phải đủ {age} tuổi trở lên để mở tài khoản.',
        'Mỗi người, mỗi hộ gia đình và mỗi thiết bị chỉ một tài khoản.',
        '{brand} có thể tạm khóa tài khoản liên quan đến gian lận hoặc lạm dụng khuyến mãi.',
      ],
    ],
  },
  TH: {
    aboutus: [
      'เกี่ยวกับเรา',
      '{brand} คือเว็บไซต์ความบันเทิงออนไลน์ที่มีคาสิโนสด สล็อต กีฬา หวย และอื่น ๆ ได้รับใบอนุญาตและตรวจสอบความเป็นธรรม ทีมบริการลูกค้าพร้อมช่วยเหลือตลอด 24 ชั่วโมง',
    ],
    deposit: [
      'วิธีฝากเงิน',
      [
        'เข้าสู่ระบบแล้วเลือกฝากเงินจากเมนูบัญชี',
        'เลือกช่องทางชำระเงินและกรอกจำนวนเงิน',
        'ทำตามขั้นตอนในหน้าชำระเงิน ยอดเงินจะอัปเดตเมื่อการชำระเงินได้รับการยืนยัน',
      ],
    ],
    withdraw: [
      'วิธีถอนเงิน',
      [
        'ผูกบัญชีธนาคารหรือวอลเล็ตในบัญชีของฉัน',
        'เลือกถอนเงิน กรอกจำนวนเงินและรหัสผ่านการชำระเงิน',
        'รายการถอนจะได้รับการตรวจสอบและโดยปกติจ่ายภายใน 30 นาที',
      ],
    ],
    game: [
      'เกม',
      'เลือกหมวดหมู่จากเมนู จากนั้นเลือกค่ายเกมและเกม เกมที่มีป้ายทดลองเล่นเล่นได้โดยไม่ต้องฝากเงิน บัญชีทดลองไม่สามารถเล่นด้วยเงินจริงได้',
    ],
    faqs: [
      'คำถามที่พบบ่อย',
      [
        ['ลืมรหัสผ่านต้องทำอย่างไร', 'ใช้ลืมรหัสผ่านในหน้าเข้าสู่ระบบเพื่อตั้งรหัสใหม่ทางอีเมลหรือ SMS'],
        ['ทำไมบัญชีของฉันถูกล็อก', 'เมื่อใส่รหัสผ่านผิดหลายครั้ง บัญชีจะถูกล็อกชั่วคราวสองสามนาที หากยังไม่หายโปรดติดต่อฝ่ายบริการลูกค้า'],
        ['ฝากเงินใช้เวลานานเท่าไร', 'ส่วนใหญ่เงินเข้าภายในไม่กี่นาที การโอนผ่านธนาคารอาจใช้เวลาถึงหนึ่งชั่วโมง'],
      ],
    ],
    term: [
      'ข้อกำหนดและเงื่อนไข',
      [
        'ผู้สมัครต้องมีอายุ {age} ปีขึ้นไป',
        'หนึ่งบัญชีต่อหนึ่งคน หนึ่งครัวเรือน และหนึ่งอุปกรณ์',
        '{brand} อาจระงับบัญชีที่เกี่ยวข้องกับการฉ้อโกงหรือการใช้โบนัสในทางที่ผิด',
      ],
    ],
  },
  AR: {
    aboutus: [
      'من نحن',
      '{brand} موقع ترفيه عبر الإنترنت يقدم الكازينو المباشر وألعاب السلوت والرياضة واليانصيب وغيرها، مرخّص ومدقَّق لضمان اللعب النزيه. فريق الدعم متاح على مدار 24 ساعة.',
    ],
    deposit: [
      'طريقة الإيداع',
      [
        'سجّل الدخول وافتح الإيداع من قائمة الحساب.',
        'اختر طريقة الدفع وأدخل المبلغ.',
        'اتبع تعليمات صفحة الدفع؛ يُحدَّث الرصيد بعد تأكيد الدفع.',
      ],
    ],
    withdraw: [
      'طريقة السحب',
      [
        'اربط حسابًا مصرفيًا أو محفظة إلكترونية في حسابي.',
        'افتح السحب وأدخل المبلغ وكلمة مرور الدفع.',
        'تُراجع طلبات السحب وتُدفع عادةً خلال 30 دقيقة.',
      ],
    ],
    game: [
      'الألعاب',
      'اختر فئة من القائمة ثم المزوّد ثم اللعبة. يمكن لعب الألعاب المعلَّمة بالتجربة المجانية دون إيداع، ولا تلعب الحسابات التجريبية بأموال حقيقية.',
    ],
    faqs: [
      'الأسئلة الشائعة',
      [
        [
          'نسيت كلمة المرور، ماذا أفعل؟',
          'استخدم نسيت كلمة المرور في شاشة الدخول لإعادة تعيينها عبر البريد الإلكتروني أو الرسائل القصيرة.',
        ],
        ['لماذا قُفل حسابي؟', 'بعد عدة محاولات خاطئة يُقفل الحساب بضع دقائق. تواصل مع خدمة العملاء إذا استمر ذلك.'],
        ['كم يستغرق الإيداع؟', 'تصل معظم الإيداعات خلال دقائق، وقد تستغرق التحويلات المصرفية حتى ساعة.'],
      ],
    ],
    term: [
      'الشروط والأحكام',
      [
        'يجب ألا يقل عمرك عن {age} عامًا لفتح حساب.',
        'حساب واحد لكل شخص وأسرة وجهاز.',
        'يجوز لـ {brand} تعليق الحسابات المرتبطة بالاحتيال أو إساءة استخدام المكافآت.',
      ],
    ],
  },
  CN: {
    aboutus: [
      '关于我们',
      '{brand} 是一家在线娱乐网站，提供真人娱乐场、电子游戏、体育、彩票等，持有牌照并经过公平性审计。客服团队全天 24 小时在线。',
    ],
    deposit: [
      '如何存款',
      ['登录后在账户菜单中打开存款。', '选择支付方式并输入金额。', '按照支付页面的指引操作，付款确认后余额即会更新。'],
    ],
    withdraw: [
      '如何取款',
      ['在我的账户中绑定银行卡或电子钱包。', '打开取款，输入金额和支付密码。', '取款经审核后通常在 30 分钟内到账。'],
    ],
    game: ['游戏', '从菜单选择类别，再选择厂商和游戏。标有免费试玩的游戏无需存款即可游玩；试玩账户不能进行真钱游戏。'],
    faqs: [
      '常见问题',
      [
        ['忘记密码怎么办？', '在登录页使用忘记密码，通过邮箱或短信重设。'],
        ['为什么我的账户被锁定？', '多次输错密码后账户会被锁定几分钟。如持续锁定，请联系客服。'],
        ['存款需要多长时间？', '大多数存款几分钟内到账，银行转账最长可能需要一小时。'],
      ],
    ],
    term: [
      '条款与条件',
      ['开户须年满 {age} 岁。', '每人、每户、每台设备仅限一个账户。', '{brand} 可暂停涉及欺诈或滥用优惠的账户。'],
    ],
  },
};

/** Languages with their own help copy; any other language is answered in English. */
export const helpLanguages = Object.keys(copy);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The help-centre entries of one language for a merchant, in display order. As on the platform, an entry's content
 * is its body only: the title comes apart, and a client shows it as the heading.
 */
export function helpEntriesFor(lang: string, brand: { displayName: string; ageOfConsent: number }): HelpEntrySeed[] {
  const text = copy[lang] ?? (copy.EN as HelpCopy);
  const fill = (value: string) =>
    escape(value)
      .replace(/\{brand\}/g, escape(brand.displayName))
      .replace(/\{age\}/g, String(brand.ageOfConsent));
  // Titles are plain text: a client shows them as written, so they are not escaped.
  const plain = (value: string) =>
    value.replace(/\{brand\}/g, brand.displayName).replace(/\{age\}/g, String(brand.ageOfConsent));
  const list = (items: string[]) => `<ol>${items.map((item) => `<li>${fill(item)}</li>`).join('')}</ol>`;

  return [
    {
      tag: 'aboutus',
      title: plain(text.aboutus[0]),
      content: `<p>${fill(text.aboutus[1])}</p>`,
      bgColor: '#1f6feb',
    },
    {
      tag: 'deposit',
      title: plain(text.deposit[0]),
      content: list(text.deposit[1]),
      bgColor: '#2da44e',
    },
    {
      tag: 'withdraw',
      title: plain(text.withdraw[0]),
      content: list(text.withdraw[1]),
      bgColor: '#bf8700',
    },
    {
      tag: 'game',
      title: plain(text.game[0]),
      content: `<p>${fill(text.game[1])}</p>`,
      bgColor: '#8250df',
    },
    {
      tag: 'faqs',
      title: plain(text.faqs[0]),
      content: '',
      bgColor: '#cf222e',
      children: text.faqs[1].map(([question, answer], index) => ({
        tag: `faqs-${index + 1}`,
        title: plain(question),
        content: `<p>${fill(answer)}</p>`,
        bgColor: '',
      })),
    },
    {
      tag: 'term',
      title: plain(text.term[0]),
      content: list(text.term[1]),
      bgColor: '#57606a',
    },
  ];
}
