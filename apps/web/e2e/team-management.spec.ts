// Team management on the built site against the reference platform: agent01 finds a downline of its team, pays it
// from the main wallet with the payment password (the seed's 246810), and both balances follow on the platform; at
// lotus (AGENTRANSMULTDOWN3 on) two chosen downlines are paid at once; a wrong payment password and an amount above
// the balance are refused with nothing moved; a member who is not an agent never sees the team. axe clean right to
// left (sahara); the page's stories check it in every brand. The payee's open page is told of the transfer and its
// account record lists it, with no reload.
import type { Page } from '@playwright/test';
import { agent, player } from './accounts';
import { brandCopy, brandUrl, changesPlatformState, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { memberCall, memberValue } from './memberCall';
import { channelReady, notificationsOf } from './pushChannel';

const paymentPassword = '246810';

interface Downline {
  username: string;
  level: number;
  balance: number;
}

/** The agent's main wallet (account type 2) as the platform holds it. */
async function mainBalance(page: Page): Promise<number> {
  const value = await memberValue<{ balances: Array<{ accountTypeId: number | string; availBalance: number }> }>(
    page,
    '/wps/relay/GCS_getAllWalletBalanceV2',
  );
  const main = value.balances.find((row) => String(row.accountTypeId) === '2');
  if (!main) throw new Error('No main wallet');
  return Number(main.availBalance);
}

/** The agent's downlines as the platform lists them (every level, the first page). */
const downlinesOf = async (page: Page, search = '') =>
  (
    await memberValue<{ list: Downline[]; totalCount: number }>(
      page,
      `/wps/relay/MCSFE_getAgentDownlines?scope=all${search ? `&search=${search}` : ''}`,
    )
  ).list;

/** Opens the agent centre at team management from the landing page. */
async function openTeamManagement(page: Page, brand: string) {
  const t = brandCopy(brand);
  await page.goto(brandUrl(brand, '/agentHome'));
  await page
    .getByRole('navigation', { name: t('agent-centre.AgentHomePage.shortcuts'), exact: true })
    .getByRole('button', { name: t('agent-centre.AgentHomePage.agentTeamManagement'), exact: true })
    .click();
  const section = page
    .getByRole('dialog', { name: t('frame.AgentCentre.title'), exact: true })
    .getByRole('region', { name: t('agent-centre.TeamManagementPage.title'), exact: true });
  await expect(section.getByRole('table')).toBeVisible({ timeout: 15_000 });
  return section;
}

changesPlatformState();

test('lotus: agent01 finds a downline and pays it; both balances follow, a wrong password and too much move nothing', async ({
  page,
  problems,
  browser,
}) => {
  // The wrong payment password's refusal.
  problems.allow(/status of 400 .*MCSFE_transferToDownlines/);
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', agent);
  const section = await openTeamManagement(page, 'lotus');
  const [payee] = (await downlinesOf(page)).filter((downline) => downline.level === 2);
  if (!payee) throw new Error('the seed gives agent01 downlines two levels down');
  // The payee has the site open at its account record: the transfer reaches that page as it commits.
  const payeePage = await (await browser.newContext()).newPage();
  await signIn(payeePage, 'lotus', payee.username);
  const payeeReady = channelReady(payeePage);
  await payeePage.goto(brandUrl('lotus', '/?member=transactionHistory'));
  await payeeReady;
  await expect(section.getByRole('table').getByRole('row')).toHaveCount(1 + (await downlinesOf(page)).length);

  await section
    .getByRole('textbox', { name: t('agent-centre.TeamManagementPage.search'), exact: true })
    .fill(payee.username);
  await section.getByRole('button', { name: t('agent-centre.TeamManagementPage.find'), exact: true }).click();
  await expect(section.getByRole('table').getByRole('row')).toHaveCount(2);

  const before = await mainBalance(page);
  await section.getByRole('button', { name: payee.username, exact: false }).click();
  const form = section.getByRole('region', { name: new RegExp(payee.username) });
  const amount = form.getByRole('textbox', { name: t('agent-centre.TeamManagementPage.amount') });
  const password = form.getByLabel(t('agent-centre.TeamManagementPage.paymentPassword'), { exact: false });
  const submit = form.getByRole('button', { name: t('agent-centre.TeamManagementPage.submit'), exact: true });

  // Above the main wallet: the form says so before anything is sent.
  await amount.fill(String(before + 1));
  await password.fill(paymentPassword);
  await submit.click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(await mainBalance(page)).toBe(before);

  // A wrong payment password: refused by the platform, nothing moved.
  await amount.fill('150');
  await password.fill('000000');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(t('agent-centre.TeamManagementPage.wrongPassword'));
  expect(await mainBalance(page)).toBe(before);

  await password.fill(paymentPassword);
  await submit.click();
  await expect(form.getByRole('status')).toContainText(payee.username);
  expect(await mainBalance(page)).toBeCloseTo(before - 150, 2);
  const [after] = await downlinesOf(page, payee.username);
  expect(after?.balance).toBeCloseTo(payee.balance + 150, 2);

  const told = notificationsOf(payeePage).filter({ hasText: t('realtime.RealtimeEvents.transferReceived') });
  await expect(told).toBeVisible({ timeout: 2_000 });
  await expect(told).toContainText(agent);
  // Its account record, open behind the notification, lists the money from its upline without a reload.
  await expect(
    payeePage.getByText(`${t('member-centre.AccountRecordPage.DOWNLINE_IN')} · ${agent}`, { exact: true }),
  ).toBeVisible();
  await payeePage.context().close();
});

test('lotus: two chosen downlines are paid at once, the agent debited for both', async ({ page }) => {
  const t = brandCopy('lotus');
  await signIn(page, 'lotus', agent);
  const section = await openTeamManagement(page, 'lotus');
  const [first, second] = await downlinesOf(page);
  if (!first || !second) throw new Error('the seed gives agent01 several downlines');
  const before = await mainBalance(page);

  await section.getByRole('checkbox', { name: new RegExp(first.username) }).check();
  await section.getByRole('checkbox', { name: new RegExp(second.username) }).check();
  await section
    .getByRole('button', { name: t('agent-centre.TeamManagementPage.transferSelected', { count: 2 }), exact: true })
    .click();
  const amountEach = page.getByRole('textbox', { name: t('agent-centre.TeamManagementPage.amountEach') });
  const form = section.getByRole('region').filter({ has: amountEach });
  await form.getByRole('textbox', { name: t('agent-centre.TeamManagementPage.amountEach') }).fill('75');
  await form.getByLabel(t('agent-centre.TeamManagementPage.paymentPassword'), { exact: false }).fill(paymentPassword);
  await form.getByRole('button', { name: t('agent-centre.TeamManagementPage.submit'), exact: true }).click();
  await expect(form.getByRole('status')).toBeVisible();
  expect(await mainBalance(page)).toBeCloseTo(before - 150, 2);
});

test('a member who is not an agent is refused the team by the platform', async ({ page, problems }) => {
  problems.allow(/status of 403 .*MCSFE_getAgentDownlines/);
  await signIn(page, 'lotus', player);
  const answer = await memberCall(page, '/wps/relay/MCSFE_getAgentDownlines');
  expect(answer.success).toBe(false);
  expect(answer.errorCode).toBe('agent_only');
});

test('sahara (right to left): team management and its transfer form pass axe', async ({ page }) => {
  const t = brandCopy('sahara');
  await signIn(page, 'sahara', agent);
  const section = await openTeamManagement(page, 'sahara');
  await expectNoAxeViolations(page);
  // Sahara pays one downline at a time: no choosing in the list.
  await expect(section.getByRole('checkbox')).toHaveCount(0);
  await section
    .getByRole('table')
    .getByRole('button', { name: t('agent-centre.TeamManagementPage.transferTo', { name: '' }).trim(), exact: false })
    .first()
    .click();
  await expect(section.getByRole('textbox', { name: t('agent-centre.TeamManagementPage.amount') })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoAxeViolations(page);
});
