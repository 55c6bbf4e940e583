import type { BrandConfig } from '@lobby/brand';
import type { AnnouncementSeed } from './announcements';
import { contentLanguagesOf } from './banners';
import type { CopyLanguage } from './bannerCopy';

// The notices a merchant writes to its agents (type AG: the agent centre's announcement page, never the public
// announcements): plain text, paragraphs apart by a blank line, `{brand}` the merchant's name. Kept short and
// ordinary, as an operator's notes to its agents read.

interface NoticeCopy {
  title: string;
  body: string;
}

const noticeKeys = ['monthlyReport', 'registerCentre', 'transfers', 'maintenance'] as const;
type NoticeKey = (typeof noticeKeys)[number];

const copy: Record<CopyLanguage, Record<NoticeKey, NoticeCopy>> = {
  EN: {
    monthlyReport: {
      title: 'Your team reports now show user loss and account details',
      body: 'The agent centre of {brand} now lists each downline’s profit and loss and every movement of your team’s wallets.\n\nOpen User loss to see who lost most this period, and Account details to follow one member’s deposits and withdrawals.',
    },
    registerCentre: {
      title: 'Register downlines with your own affiliate links',
      body: 'Each affiliate link counts the members it brought. Add a note to every link so you know where it was shared.\n\nA member registered with your link joins your team at once.',
    },
    transfers: {
      title: 'Transfers to downlines need your payment password',
      body: 'For the safety of your team, every transfer to a downline asks for your payment password.\n\nNever share it with a member of your team, and never send it in a chat.',
    },
    maintenance: {
      title: 'Scheduled maintenance on Tuesday, 04:00 to 05:00 UTC',
      body: 'The agent centre of {brand} is unavailable during the maintenance window. Reports will show the bets placed during it once it ends.',
    },
  },
  VI: {
    monthlyReport: {
      title: 'Báo cáo đội giờ có lãi lỗ thành viên và chi tiết tài khoản',
      body: 'Trung tâm đại lý của {brand} giờ hiển thị lãi lỗ của từng thành viên cấp dưới và mọi giao dịch ví của đội bạn.\n\nMở Lãi lỗ thành viên để xem ai thua nhiều nhất kỳ này, và Chi tiết tài khoản để theo dõi nạp rút của một thành viên.',
    },
    registerCentre: {
      title: 'Đăng ký cấp dưới bằng liên kết giới thiệu của bạn',
      body: 'Mỗi liên kết giới thiệu đếm số thành viên nó mang lại. Hãy ghi chú cho từng liên kết để biết bạn đã chia sẻ nó ở đâu.\n\nThành viên đăng ký bằng liên kết của bạn sẽ vào đội bạn ngay.',
    },
    transfers: {
      title: 'Chuyển tiền cho cấp dưới cần mật khẩu thanh toán',
      body: 'Để bảo vệ đội của bạn, mỗi lần chuyển tiền cho cấp dưới đều cần mật khẩu thanh toán.\n\nKhông bao giờ chia sẻ mật khẩu với thành viên trong đội hay gửi nó qua tin nhắn.',
    },
    maintenance: {
      title: 'Bảo trì định kỳ thứ Ba, 04:00 đến 05:00 UTC',
      body: 'Trung tâm đại lý của {brand} tạm ngừng trong thời gian bảo trì. Báo cáo sẽ hiển thị các cược đặt trong thời gian đó khi bảo trì kết thúc.',
    },
  },
  TH: {
    monthlyReport: {
      title: 'รายงานทีมแสดงผลได้เสียของสมาชิกและรายละเอียดบัญชีแล้ว',
      body: 'ศูนย์เอเยนต์ของ {brand} แสดงผลได้เสียของสมาชิกใต้สายแต่ละคนและทุกรายการในกระเป๋าเงินของทีมคุณแล้ว\n\nเปิดผลได้เสียของสมาชิกเพื่อดูว่าใครเสียมากที่สุดในช่วงนี้ และรายละเอียดบัญชีเพื่อติดตามการฝากถอนของสมาชิกแต่ละคน',
    },
    registerCentre: {
      title: 'สมัครสมาชิกใต้สายด้วยลิงก์แนะนำของคุณ',
      body: 'ลิงก์แนะนำแต่ละลิงก์นับจำนวนสมาชิกที่ได้มา ใส่บันทึกให้ทุกลิงก์เพื่อให้รู้ว่าแชร์ไว้ที่ใด\n\nสมาชิกที่สมัครผ่านลิงก์ของคุณจะเข้าทีมของคุณทันที',
    },
    transfers: {
      title: 'การโอนให้สมาชิกใต้สายต้องใช้รหัสผ่านการชำระเงิน',
      body: 'เพื่อความปลอดภัยของทีม ทุกการโอนให้สมาชิกใต้สายต้องใช้รหัสผ่านการชำระเงินของคุณ\n\nอย่าบอกรหัสนี้กับสมาชิกในทีมและอย่าส่งทางแชต',
    },
    maintenance: {
      title: 'ปิดปรับปรุงตามกำหนดวันอังคาร 04:00 ถึง 05:00 UTC',
      body: 'ศูนย์เอเยนต์ของ {brand} จะใช้งานไม่ได้ระหว่างปิดปรับปรุง รายงานจะแสดงการเดิมพันในช่วงนั้นเมื่อปรับปรุงเสร็จ',
    },
  },
  AR: {
    monthlyReport: {
      title: 'تقارير فريقك تعرض الآن خسائر الأعضاء وتفاصيل الحسابات',
      body: 'يعرض مركز الوكلاء في {brand} الآن ربح كل عضو من أعضاء فريقك أو خسارته وكل حركة في محافظ فريقك.\n\nافتح خسائر الأعضاء لترى من خسر أكثر في هذه الفترة، وتفاصيل الحسابات لتتابع إيداعات عضو وسحوباته.',
    },
    registerCentre: {
      title: 'سجّل أعضاء فريقك بروابط الإحالة الخاصة بك',
      body: 'يحسب كل رابط إحالة الأعضاء الذين جلبهم. أضف ملاحظة إلى كل رابط لتعرف أين شاركته.\n\nالعضو الذي يسجّل برابطك ينضم إلى فريقك فورًا.',
    },
    transfers: {
      title: 'التحويل إلى أعضاء فريقك يتطلب كلمة مرور الدفع',
      body: 'لحماية فريقك، يطلب كل تحويل إلى عضو كلمة مرور الدفع الخاصة بك.\n\nلا تشاركها مع أي عضو في فريقك ولا ترسلها في محادثة.',
    },
    maintenance: {
      title: 'صيانة مجدولة يوم الثلاثاء من 04:00 إلى 05:00 بتوقيت UTC',
      body: 'مركز الوكلاء في {brand} غير متاح خلال فترة الصيانة. ستظهر في التقارير الرهانات التي وُضعت خلالها بعد انتهائها.',
    },
  },
};

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A merchant's notices to its agents (type AG, every platform), in English and its own language, newest first: the
 * first published at the start of the UTC day two days before `now`'s, each one before it a week earlier (the same
 * rows for every seed of the same day).
 */
export function agentNoticesFor(brand: BrandConfig, now: Date): AnnouncementSeed[] {
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  return contentLanguagesOf(brand).flatMap((lang) =>
    noticeKeys.map((key, index) => ({
      type: 'AG',
      platform: '*',
      lang,
      title: copy[lang][key].title.replaceAll('{brand}', brand.displayName),
      content: copy[lang][key].body.replaceAll('{brand}', brand.displayName),
      sort: index,
      startsAt: new Date(today - (2 + index * 7) * dayMs),
    })),
  );
}
