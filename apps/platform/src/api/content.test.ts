import { announcements } from '../db/schema';
import { hostileMarkup } from '@lobby/contract/hostile';
import { contractValue, hosts, platformPerTest } from '../testing/platformPerTest';
import { memberAt } from '../testing/testPlatform';

const current = platformPerTest();

const allTypes = '?types=B,PL,PU,PR,H&platform=W';

function announcementsAt(host: string, query = allTypes, headers: Record<string, string> = {}) {
  return contractValue(current.platform.app, 'announcements', query, { host, headers });
}

describe('announcements (MCSFE_getListAnnouncements)', () => {
  it('answers each asked list; popups carry their audience and the merchant decides which it runs', async () => {
    const siam = await announcementsAt(hosts.siam, allTypes, { Language: 'EN' });
    expect(Object.keys(siam).sort()).toEqual(['banners', 'hot', 'player', 'popup', 'promotion']);
    expect(siam.popup?.map((popup) => [popup.execution, popup.title])).toEqual([
      ['B', 'Welcome to Siam Lagoon'],
      ['A', "Today's offers"],
      ['F', 'Your first deposit bonus'],
    ]);
    const lotus = await announcementsAt(hosts.lotus, '?types=PU&platform=W', { Language: 'EN' });
    expect(Object.keys(lotus)).toEqual(['popup']);
    expect(lotus.popup?.map((popup) => popup.execution)).toEqual(['A', 'F']);
  });

  it('filters popups by execution when asked, as older builds ask', async () => {
    const visitors = await announcementsAt(hosts.siam, '?types=PU&platform=W&execution=B', { Language: 'EN' });
    expect(visitors.popup?.map((popup) => popup.execution)).toEqual(['B']);
  });

  it('answers in the Language header, in English where the merchant wrote nothing in it', async () => {
    const thai = await announcementsAt(hosts.siam, '?types=PU&platform=W', { Language: 'TH' });
    expect(thai.popup?.[0]?.title).toBe('ยินดีต้อนรับสู่ Siam Lagoon');
    const vietnamese = await announcementsAt(hosts.siam, '?types=PU&platform=W', { Language: 'VI' });
    expect(vietnamese.popup?.[0]?.title).toBe('Welcome to Siam Lagoon');
  });

  it('leaves out what has not started or has ended, and what is for the other platform', async () => {
    const { db } = current.platform.platform;
    const member = await memberAt(current.platform, 'siam99', 'player01');
    const base = {
      merchantId: member.merchantId,
      type: 'PL',
      lang: 'EN',
      content: '<p>x</p>',
      startsAt: new Date(current.now - 60_000),
    };
    await db.insert(announcements).values([
      { ...base, title: 'running' },
      { ...base, title: 'later', startsAt: new Date(current.now + 60_000) },
      { ...base, title: 'over', endsAt: new Date(current.now - 1) },
      { ...base, title: 'mobile only', platform: 'M' },
    ]);
    const notices = await announcementsAt(hosts.siam, '?types=PL&platform=W', { Language: 'EN' });
    expect(notices.player?.map((notice) => notice.title)).toEqual(['running']);
  });

  it('seeds hostile markup into the popups, for the client to sanitise', async () => {
    const { popup } = await announcementsAt(hosts.siam, '?types=PU&platform=W', { Language: 'EN' });
    expect(popup?.length).toBe(3);
    for (const item of popup ?? []) {
      expect(hostileMarkup.some((payload) => item.content?.includes(payload))).toBe(true);
    }
  });
});
