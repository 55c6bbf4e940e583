// The push channel on the built site against the reference platform: none for a visitor or a trial account; a deposit
// approved through the dev endpoint shows its notification and the new balance within 2 s with no reload; a message
// raises the unread badge of the open member centre; a withdrawal rejected at sahara is told at the bottom of the end
// side (left, right to left), axe clean; and the platform restarted under a connected page: the page reconnects and
// shows a change made during the outage. The agent's transfer reaching its downline's open page is in team-management.spec.
import type { Page } from '@playwright/test';
import { sharedDatabase } from '@lobby/platform/testing';
import { player, sessionPath } from './accounts';
import { headerDigits } from './balance';
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
import { memberValue } from './memberCall';
import { channelReady, notificationsOf } from './pushChannel';
import { startPlatform } from './platform';

changesPlatformState();

const notifications = (page: Page, t: ReturnType<typeof brandCopy>) =>
  page.getByRole('region', { name: t('realtime.RealtimeEvents.region'), exact: true });

interface Channel {
  bankCode: string;
  minAmount: number;
}

/** A pending bank-transfer deposit of the signed-in member, of the channel's smallest amount. */
async function pendingDeposit(page: Page): Promise<{ depositId: number; amount: number }> {
  const methods = await memberValue<Record<'MT', { channels: Channel[] }>>(
    page,
    '/wps/relay/MCSFE_getDepositBanksList',
  );
  const [channel] = methods.MT.channels;
  if (!channel) throw new Error('lotus has no bank-transfer channel');
  const amount = Number(channel.minAmount);
  const made = await memberValue<{ depositId: number }>(
    page,
    '/wps/relay/MCSFE_newDepositBankTransfer',
    { amount, bankCode: channel.bankCode },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  return { depositId: Number(made.depositId), amount };
}

test('a visitor and a trial account open no socket; a member opens one', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(brandUrl('siam', '/'));
  await signIn(page, 'siam', 'trial01', { trial: true });
  await page.goto(brandUrl('siam', '/'));
  // Everything a signed-in page loads has loaded (a member's socket opens by then: see below).
  await page.waitForLoadState('networkidle');
  expect(sockets).toEqual([]);
  const ready = channelReady(page);
  await signIn(page, 'siam', player);
  await page.goto(brandUrl('siam', '/'));
  await ready;
  expect(sockets).toEqual([expect.stringMatching(/^ws:\/\/siam\.localhost:\d+\/wps\/socket$/)]);
});

test('a deposit approved shows its notification and the new balance within 2 s, without a reload', async ({ page }) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', player);
  const ready = channelReady(page);
  await page.goto(brandUrl('lotus', '/'));
  await ready;
  const { depositId, amount } = await pendingDeposit(page);
  const before = await headerDigits(page, t);
  const total = Number(
    (await memberValue<{ sumBalance: number }>(page, '/wps/v2/wallets/balance?typeId=0')).sumBalance,
  );

  await devApi.decideDeposit('lotus', depositId, 'approve');
  await expect(notifications(page, t).getByText(t('realtime.RealtimeEvents.depositArrived'))).toBeVisible({
    timeout: 2_000,
  });
  // The header writes hundredths or not as the currency does: scaled as it showed the total before.
  const expected = Math.round((total + amount) * (before / total));
  await expect.poll(() => headerDigits(page, t), { timeout: 2_000 }).toBe(expected);
});

test('a message raises the unread badge of the open member centre, without a reload', async ({ page }) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', 'player04');
  const ready = channelReady(page);
  await page.goto(brandUrl('lotus', '/?member=transactionHistory'));
  await ready;
  const entry = page
    .getByRole('dialog', { name: t('frame.MemberCentre.title'), exact: true })
    .getByRole('navigation')
    .getByRole('button', { name: t('frame.MemberCentre.messageV2') });
  // The seed leaves two messages unread (the badge's words follow the entry's name, the count leading them).
  await expect(entry).toHaveAccessibleName(/ 2 /);
  await devApi.sendMail('lotus', 'player04', { title: 'Weekend reload', content: '<p>Deposit and get 20% more.</p>' });
  // The notification shows over the centre (which hides the rest of the page from assistive technology: the toast is
  // announced by its own live region), and closing it leaves the centre open.
  const toast = notificationsOf(page).filter({ hasText: 'Weekend reload' });
  await expect(toast).toBeVisible({ timeout: 2_000 });
  await expect(entry).toHaveAccessibleName(/ 3 /);
  await toast.getByRole('button', { name: t('realtime.RealtimeEvents.close'), includeHidden: true }).click();
  await expect(toast).toBeHidden();
  await expect(entry).toBeVisible();
});

test('sahara: a rejected withdrawal is told at the bottom of the end side, right to left, axe clean', async ({
  page,
}) => {
  const t = brandCopy('sahara');
  await signIn(page, 'sahara', player);
  const ready = channelReady(page);
  await page.goto(brandUrl('sahara', '/'));
  await ready;
  await devApi.sendEvent('sahara', player, {
    type: 'WITHDRAW',
    data: { amount: 250, time: Date.now(), success: false, remarks: '' },
  });
  const toast = notifications(page, t)
    .getByRole('listitem')
    .filter({ hasText: t('realtime.RealtimeEvents.withdrawRejected') });
  await expect(toast).toBeVisible({ timeout: 2_000 });
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box');
  expect(box.x + box.width / 2).toBeLessThan(viewport.width / 2);
  expect(box.y + box.height / 2).toBeGreaterThan(viewport.height / 2);
  await expectNoAxeViolations(page);
  await toast.getByRole('button', { name: t('realtime.RealtimeEvents.close') }).click();
  await expect(toast).toBeHidden();
});

test('the platform restarted under a connected page: it reconnects and shows a change made during the outage', async ({
  page,
  problems,
}) => {
  test.setTimeout(60_000);
  // While the platform is down, the page's calls and the socket's attempts fail.
  problems.allow(/WebSocket connection|Failed to load resource|net::ERR_CONNECTION_REFUSED/);
  const t = brandCopy('lotus');
  const database = await sharedDatabase();
  let platform = await startPlatform({ db: database, brands: ['lotus'] });
  try {
    const session = await fetch(`${platform.url}${sessionPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchant: 'lotus88', username: 'player03' }),
    });
    const { token } = (await session.json()) as { token: string };
    const site = `http://localhost:${platform.port}`;
    await page.goto(`${site}/robots.txt`);
    await page.evaluate((value) => sessionStorage.setItem('token', value), token);
    const firstReady = channelReady(page);
    await page.goto(`${site}/`);
    const socket = await firstReady;
    const before = await headerDigits(page, t);
    const total = Number(
      (await memberValue<{ sumBalance: number }>(page, '/wps/v2/wallets/balance?typeId=0')).sumBalance,
    );

    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await platform.close();
    await closed;
    // During the outage the member's main wallet gets 1,000.00 more.
    await database.db.execute(
      `update wallets set balance = balance + 100000
       where member_id = (select m.id from members m join merchants c on c.id = m.merchant_id
                          where c.code = 'lotus88' and m.username = 'player03')`,
    );
    const readyAgain = channelReady(page);
    platform = await startPlatform({ db: database, brands: ['lotus'], port: platform.port });
    await readyAgain;
    const expected = Math.round((total + 1000) * (before / total));
    await expect.poll(() => headerDigits(page, t), { timeout: 5_000 }).toBe(expected);
  } finally {
    await platform.close();
  }
});
