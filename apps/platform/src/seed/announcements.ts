import type { BrandConfig } from '@lobby/brand';
import type { announcements } from '../db/schema';

/** One announcement before it is stored (see the `announcements` table); the seed adds the merchant and start. */
export type AnnouncementSeed = Omit<typeof announcements.$inferInsert, 'id' | 'merchantId'>;

type Audience = 'A' | 'B' | 'F';

interface PopupCopy {
  title: string;
  /** Paragraphs; `{brand}` becomes the display name, `{age}` the age of consent. */
  body: string[];
}

// The popups a merchant shows, per language. Kept short: a merchant's real popups are written in its back office.
const popupCopy = {
  EN: {
    B: {
      title: 'Welcome to {brand}',
      body: [
        'Sign up in a minute and claim your welcome bonus on the first deposit.',
        'Play responsibly: our games are for players aged {age} and over.',
      ],
    },
    A: {
      title: "Today's offers",
      body: [
        'Daily rebate on slots and live casino, paid every morning.',
        'Invite a friend and both of you earn points.',
      ],
    },
    F: {
      title: 'Your first deposit bonus',
      body: [
        'Welcome aboard! Your first deposit is matched 100% up to 500.',
        'Open Deposit from the account menu to claim it.',
      ],
    },
  },
  VI: {
    B: {
      title: 'Chào mừng đến với {brand}',
      body: [
        'Đăng ký trong một phút và nhận thưởng chào mừng khi nạp lần đầu.',
        'Chơi có trách nhiệm: chỉ dành cho người từ {age} tuổi.',
      ],
    },
    A: {
      title: 'Ưu đãi hôm nay',
      body: ['Hoàn trả hằng ngày cho slot và casino trực tuyến, trả mỗi sáng.', 'Mời bạn bè để cả hai cùng nhận điểm.'],
    },
    F: {
      title: 'Thưởng nạp lần đầu',
      body: ['Chào mừng bạn! Lần nạp đầu được tặng 100%, tối đa 500.', 'Mở mục Nạp tiền trong menu tài khoản để nhận.'],
    },
  },
  TH: {
    B: {
      title: 'ยินดีต้อนรับสู่ {brand}',
      body: ['สมัครภายในหนึ่งนาทีและรับโบนัสต้อนรับเมื่อฝากครั้งแรก', 'เล่นอย่างมีความรับผิดชอบ: สำหรับผู้ที่มีอายุ {age} ปีขึ้นไป'],
    },
    A: {
      title: 'ข้อเสนอวันนี้',
      body: ['คืนยอดเสียรายวันสำหรับสล็อตและคาสิโนสด จ่ายทุกเช้า', 'ชวนเพื่อนแล้วรับแต้มทั้งคู่'],
    },
    F: {
      title: 'โบนัสฝากครั้งแรก',
      body: ['ยินดีต้อนรับ! ฝากครั้งแรกรับโบนัส 100% สูงสุด 500', 'เปิดเมนูฝากเงินในเมนูบัญชีเพื่อรับโบนัส'],
    },
  },
  AR: {
    B: {
      title: 'مرحبًا بك في {brand}',
      body: [
        'سجّل في دقيقة واحصل على مكافأة الترحيب مع أول إيداع.',
        'العب بمسؤولية: ألعابنا لمن بلغوا {age} عامًا فأكثر.',
      ],
    },
    A: {
      title: 'عروض اليوم',
      body: ['استرداد يومي على السلوتس والكازينو المباشر، يُدفع كل صباح.', 'ادعُ صديقًا واكسبا النقاط معًا.'],
    },
    F: {
      title: 'مكافأة الإيداع الأول',
      body: ['أهلًا بك! يُضاعف إيداعك الأول 100% حتى 500.', 'افتح الإيداع من قائمة الحساب للحصول عليها.'],
    },
  },
} satisfies Record<string, Record<Audience, PopupCopy>>;

function popupsIn(lang: string): Record<Audience, PopupCopy> | undefined {
  return (popupCopy as Record<string, Record<Audience, PopupCopy>>)[lang];
}

/**
 * Which popups each merchant runs. Only siam greets visitors with a popup: the others keep their landing page free
 * for a first visit, as many merchants do.
 */
const audiencesOf: Record<string, Audience[]> = { siam: ['B', 'A', 'F'] };
const defaultAudiences: Audience[] = ['A', 'F'];

function fill(text: string, brand: BrandConfig): string {
  return text.replaceAll('{brand}', brand.displayName).replaceAll('{age}', String(brand.ageOfConsent));
}

/** Text as HTML that shows it as written. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** The popups of a merchant, in English and in its default language. */
export function announcementsFor(brand: BrandConfig): AnnouncementSeed[] {
  const audiences = audiencesOf[brand.id] ?? defaultAudiences;
  const languages = [...new Set(['EN', brand.languages.default])];
  return languages.flatMap((lang) =>
    audiences.map((execution, sort) => {
      const copy = (popupsIn(lang) ?? popupCopy.EN)[execution];
      return {
        type: 'PU',
        lang,
        title: fill(copy.title, brand),
        content: copy.body.map((line) => `<p>${escapeHtml(fill(line, brand))}</p>`).join(''),
        execution,
        sort,
      };
    }),
  );
}
