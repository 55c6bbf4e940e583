// The register centre on the built site against the reference platform: agent01 of siam registers a downline with
// siam's registration rules, who then logs in through the login popup and is in agent01's team; a taken name is
// refused at its field; a new affiliate link is made and listed with its address on this site. axe clean right to
// left (sahara, where neither registering nor new links are offered: the links are listed).
import type { Page } from '@playwright/test';
import { agent } from './accounts';
import { type Copy } from './copy';
import { brandCopy, brandUrl, changesPlatformState, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { memberValue } from './memberCall';
import { landmarks } from './shell';

/** Opens the agent centre at the register centre from the landing page. */
async function openRegisterCentre(page: Page, brand: string, t: Copy) {
  await page.goto(brandUrl(brand, '/agentHome'));
  await page
    .getByRole('navigation', { name: t('agent-centre.AgentHomePage.shortcuts'), exact: true })
    .getByRole('button', { name: t('agent-centre.AgentHomePage.agentRegisterCentre'), exact: true })
    .click();
  const section = page
    .getByRole('dialog', { name: t('frame.AgentCentre.title'), exact: true })
    .getByRole('region', { name: t('agent-centre.RegisterCentrePage.title'), exact: true });
  await expect(section).toBeVisible({ timeout: 15_000 });
  return section;
}

changesPlatformState();
test.describe.configure({ timeout: 60_000 });

test('siam: agent01 registers a downline who then logs in and is in the team; a taken name is refused', async ({
  page,
  problems,
}) => {
  // The taken name's refusal.
  problems.allow(/status of 400 .*MCSFE_registerDownline/);
  const t = brandCopy('siam');
  await signIn(page, 'siam', agent);
  const section = await openRegisterCentre(page, 'siam', t);
  const form = section.getByRole('region', { name: t('agent-centre.RegisterCentrePage.registerTitle'), exact: true });
  const username = form.getByRole('textbox', { name: t('agent-centre.RegisterCentrePage.username') });
  await expect(username).toBeVisible({ timeout: 15_000 });
  const name = `dl${Date.now().toString(36).slice(-6)}`;
  const password = 'Downline#2026';

  const fill = async (who: string) => {
    await username.fill(who);
    // The password's label is also part of its confirmation's ("Confirm password"): the first is the password.
    await form.getByLabel(t('agent-centre.RegisterCentrePage.password'), { exact: false }).first().fill(password);
    await form.getByLabel(t('agent-centre.RegisterCentrePage.confirmPassword'), { exact: false }).fill(password);
    // The other fields siam's rules show.
    const realName = form.getByRole('textbox', { name: t('agent-centre.RegisterCentrePage.payeeName') });
    if (await realName.count()) await realName.fill('Somsak Dee');
    const email = form.getByRole('textbox', { name: t('agent-centre.RegisterCentrePage.email') });
    if (await email.count()) await email.fill(`${who}@example.com`);
    const mobile = form.getByRole('textbox', { name: t('agent-centre.RegisterCentrePage.mobileNum') });
    if (await mobile.count()) await mobile.fill(`81${Date.now().toString().slice(-7)}`);
    await form.getByRole('button', { name: t('agent-centre.RegisterCentrePage.register'), exact: true }).click();
  };

  await fill('player02');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await fill(name);
  await expect(form.getByRole('status')).toContainText(name);
  const team = await memberValue<{ list: Array<{ username: string; level: number }> }>(
    page,
    `/wps/relay/MCSFE_getAgentDownlines?search=${name}`,
  );
  expect(team.list).toEqual([expect.objectContaining({ username: name, level: 1 })]);

  // The new member logs in with the password the agent chose.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(brandUrl('siam', '/promotions'));
  await landmarks(page, t)
    .header.getByRole('button', { name: t('frame.Header.logIn'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('auth.LoginPopup.title'), exact: true });
  await dialog.getByRole('textbox', { name: t('auth.LoginForm.username') }).fill(name);
  await dialog.getByLabel(t('auth.LoginForm.password'), { exact: false }).first().fill(password);
  await dialog.getByRole('button', { name: t('auth.LoginForm.submit'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(landmarks(page, t).header.getByRole('button', { name, exact: true })).toBeVisible();
});

test('siam: a new affiliate link is made with a note and listed with its address on this site', async ({ page }) => {
  const t = brandCopy('siam');
  await signIn(page, 'siam', agent);
  const section = await openRegisterCentre(page, 'siam', t);
  const note = `Flyers ${Date.now().toString(36).slice(-4)}`;
  await section.getByRole('textbox', { name: t('agent-centre.RegisterCentrePage.remark') }).fill(note);
  await section.getByRole('button', { name: t('agent-centre.RegisterCentrePage.create'), exact: true }).click();
  const link = section.getByRole('listitem').filter({ hasText: note });
  await expect(link).toBeVisible();
  const address = await link.getByRole('textbox').inputValue();
  expect(address).toMatch(
    new RegExp(`^${brandUrl('siam', '/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?affiliateCode=[A-Z2-9]{6,8}$`),
  );
  const code = new URL(address).searchParams.get('affiliateCode');
  // The platform takes the code as an invitation.
  const check = await page.evaluate(async (value) => (await fetch(`/wps/agent/affiliate?code=${value}`)).json(), code);
  expect(check).toMatchObject({ success: true });
});

test('sahara (right to left): the register centre lists the links and passes axe', async ({ page }) => {
  const t = brandCopy('sahara');
  await signIn(page, 'sahara', agent);
  const section = await openRegisterCentre(page, 'sahara', t);
  await expect(section.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole('button', { name: t('agent-centre.RegisterCentrePage.register') })).toHaveCount(0);
  await section
    .getByRole('button', { name: t('agent-centre.RegisterCentrePage.showQr'), exact: true })
    .first()
    .click();
  await expectNoAxeViolations(page);
});
