// Platform messages on the built site against the reference platform: a message the merchant sends (through the dev
// endpoint) raises the member centre's unread badge, reading it lowers it; hostile HTML in a message stays inert; the
// page axe clean right to left (sahara). player04's inbox is changed by no other spec.
import type { Page } from '@playwright/test';
import {
  brandCopy,
  brandUrl,
  changesPlatformState,
  devApi,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
} from './fixtures';

changesPlatformState();

const centreOf = (page: Page, t: ReturnType<typeof brandCopy>) =>
  page.getByRole('dialog', { name: t('frame.MemberCentre.title'), exact: true });

/** The centre menu's entry of the messages page, its unread badge's words part of its name (lotus: Vietnamese). */
const menuEntryOf = (page: Page, t: ReturnType<typeof brandCopy>) =>
  centreOf(page, t)
    .getByRole('navigation')
    .getByRole('button', { name: t('frame.MemberCentre.messageV2') });

/** Expects the badge to count `count` unread messages: its words follow the entry's name, the count leading them. */
const expectBadge = (page: Page, t: ReturnType<typeof brandCopy>, count: number) =>
  expect(menuEntryOf(page, t)).toHaveAccessibleName(`${t('frame.MemberCentre.messageV2')} ${count} tin nhắn chưa đọc`);

test('a message from the merchant raises the unread badge; reading it lowers it and marks it read', async ({
  page,
}) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', 'player04');
  await page.goto(brandUrl('lotus', '/?member=messageV2'));
  const inbox = centreOf(page, t).getByRole('region', { name: t('member-centre.MessagesPage.title'), exact: true });
  // The seed leaves two messages unread.
  await expectBadge(page, t, 2);

  await devApi.sendMail('lotus', 'player04', {
    title: 'A gift for you',
    content: '<p>Claim <strong>50 free spins</strong> today.</p>',
  });
  await page.goto(brandUrl('lotus', '/?member=messageV2'));
  await expectBadge(page, t, 3);
  const row = inbox.getByRole('button', { name: /A gift for you/ });
  await expect(row).toContainText(t('member-centre.MessagesPage.unread'));

  await row.click();
  const heading = centreOf(page, t).getByRole('heading', { name: 'A gift for you', exact: true });
  await expect(heading).toBeFocused();
  await expect(centreOf(page, t).getByText('50 free spins', { exact: true })).toBeVisible();
  await expectBadge(page, t, 2);

  await centreOf(page, t)
    .getByRole('button', { name: t('member-centre.MessagesPage.back'), exact: true })
    .click();
  await expect(row).toBeFocused();
  await expect(row).not.toContainText(t('member-centre.MessagesPage.unread'));
});

test('a message with hostile HTML is shown inert: no script runs, no handler or script link is placed', async ({
  page,
}) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', 'player04');
  await devApi.sendMail('lotus', 'player04', {
    title: 'Hostile',
    content:
      '<p>Hello there</p><img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>' +
      '<a href="javascript:window.__hacked=3">Open</a>',
  });
  await page.goto(brandUrl('lotus', '/?member=messageV2'));
  await centreOf(page, t)
    .getByRole('button', { name: /Hostile/ })
    .click();
  const centre = centreOf(page, t);
  await expect(centre.getByText('Hello there', { exact: true })).toBeVisible();
  // The sanitiser may keep the image (a relative address), never its handler.
  await expect(centre.locator('[onerror], script, a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
});

// Once on the built site, right to left: the page's parts are axe-checked in every brand by the MessagesPage stories
// (test:stories, lotus, siam and sahara: the inbox, an open message, a thread).
test('the messages page and an open message have no accessibility violations (sahara)', async ({ page }) => {
  const t = brandCopy('sahara');
  await signIn(page, 'sahara', 'player04');
  await page.goto(brandUrl('sahara', '/?member=messageV2'));
  const inbox = centreOf(page, t).getByRole('region', { name: t('member-centre.MessagesPage.title'), exact: true });
  await expect(inbox.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await inbox.getByRole('listitem').first().getByRole('button').click();
  await expect(centreOf(page, t).getByRole('button', { name: t('member-centre.MessagesPage.delete') })).toBeVisible();
  await expectNoAxeViolations(page);
});
