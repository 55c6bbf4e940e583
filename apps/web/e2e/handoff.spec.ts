// Hand-off links (platform contract §6b, as the reference platform hardens it): `?token=` carries a one-time code,
// never a session token. A visitor's page spends it and is signed in; a signed-in page asks before switching
// accounts; a spent code is told and changes nothing.
import type { Page } from '@playwright/test';
import { sessionPath } from './accounts';
import { brandUrl, expect, platformUrl, signIn, test, brandCopy } from './fixtures';
import { landmarks } from './shell';

/** A hand-off code for `username` at lotus, made the way a signed-in client asks for one. */
async function handOffCode(username: string): Promise<string> {
  const session = await fetch(platformUrl(sessionPath), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: 'lotus88', username }),
  });
  const { token } = (await session.json()) as { token: string };
  const made = await fetch(platformUrl('/wps/session/handoff'), { method: 'POST', headers: { authorization: token } });
  const body = (await made.json()) as { value: { code: string } };
  return body.value.code;
}

const t = brandCopy('lotus');
const accountButton = (page: Page, nickname: string) =>
  landmarks(page, t).header.getByRole('button', { name: nickname, exact: true });

test('lotus: a hand-off link signs a visitor in once; the address loses the code; a second use is told', async ({
  page,
  problems,
}) => {
  const code = await handOffCode('player01');
  await page.goto(brandUrl('lotus', `/promotions?token=${code}`));
  await expect(accountButton(page, 'Player One')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBe(code);

  // The same link again, in a fresh tab of a visitor.
  problems.allow(/status of 400 .*\/wps\/session\/handoff\/redeem/);
  const other = await page.context().newPage();
  await other.goto(brandUrl('lotus', '/robots.txt'));
  await other.evaluate(() => sessionStorage.clear());
  await other.goto(brandUrl('lotus', `/promotions?token=${code}`));
  const told = other.getByRole('alertdialog', { name: t('auth.HandOffDialog.failedTitle'), exact: true });
  await expect(told).toContainText(t('auth.HandOffDialog.spent'));
  await told.getByRole('button', { name: t('auth.HandOffDialog.ok') }).click();
  await expect(
    landmarks(other, t).header.getByRole('button', { name: t('frame.Header.logIn'), exact: true }),
  ).toBeVisible();
});

test('lotus: a signed-in player is asked before a link switches the account', async ({ page }) => {
  await signIn(page, 'lotus', 'player02');
  const switchDialog = page.getByRole('alertdialog', { name: t('auth.HandOffDialog.switchTitle'), exact: true });

  await page.goto(brandUrl('lotus', `/?token=${await handOffCode('player01')}`));
  await expect(switchDialog).toContainText('player02');
  await switchDialog.getByRole('button', { name: t('auth.HandOffDialog.stay') }).click();
  await expect(switchDialog).toBeHidden();
  await expect(accountButton(page, 'Player Two')).toBeVisible();

  await page.goto(brandUrl('lotus', `/?token=${await handOffCode('player01')}`));
  await switchDialog.getByRole('button', { name: t('auth.HandOffDialog.switchAccount') }).click();
  await expect(accountButton(page, 'Player One')).toBeVisible();
});
