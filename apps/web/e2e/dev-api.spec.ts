// The dev-endpoint fixtures themselves, through the API a page sees (no UI): the pattern of a file that changes
// platform state. Pages are opened on robots.txt so that only the brand's origin is involved, not the app.
import type { Page } from '@playwright/test';
import { brandUrl, changesPlatformState, devApi, expect, test } from './fixtures';

changesPlatformState();

interface Status {
  maintenance: unknown;
  maintenanceEnd: number | null;
  regionRestriction: unknown;
  info: { whitelabelVal?: Record<string, unknown> };
}

/** `GET /wps/system/status` as the brand's page sends it (the platform picks the merchant from the host). */
async function status(page: Page, brand: string): Promise<Status> {
  await page.goto(brandUrl(brand, '/robots.txt'));
  return page.evaluate(async () => {
    const response = await fetch('/wps/system/status');
    const body = (await response.json()) as { value: Status };
    return body.value;
  });
}

test('status switches reach the merchant they name, and a reset puts the seed back', async ({ page }) => {
  await devApi.setStatus('sahara', { maintenance: true, maintenanceEnd: '2030-01-01T08:00:00Z' });
  await devApi.setStatus('siam99', { regionRestriction: true });

  const sahara = await status(page, 'sahara');
  expect(sahara.maintenance).toBe(true);
  expect(sahara.maintenanceEnd).toBe(Date.parse('2030-01-01T08:00:00Z'));
  expect((await status(page, 'siam')).regionRestriction).toBe(true);
  expect(await status(page, 'lotus')).toMatchObject({ maintenance: false, regionRestriction: false });

  await devApi.reset();
  expect(await status(page, 'sahara')).toMatchObject({ maintenance: false, maintenanceEnd: null });
  expect((await status(page, 'siam')).regionRestriction).toBe(false);
});

test('flags switch one merchant’s white-label modules', async ({ page }) => {
  expect((await status(page, 'siam')).info.whitelabelVal?.FREEPLAY3).toBeFalsy();
  const result = await devApi.setFlags('siam', { FREEPLAY3: true });
  expect(result).toMatchObject({ code: 'siam99', changed: { FREEPLAY3: true } });
  expect((await status(page, 'siam')).info.whitelabelVal?.FREEPLAY3).toBeTruthy();
  await devApi.setFlags('siam', { FREEPLAY3: false });
  expect((await status(page, 'siam')).info.whitelabelVal?.FREEPLAY3).toBeFalsy();
});

test('captcha answers the challenge bound to the page’s cookie', async ({ page, problems }) => {
  await page.goto(brandUrl('lotus', '/robots.txt'));
  problems.allow(/status of 404 .*\/__dev\/captcha/);
  await expect(devApi.captcha(page)).rejects.toThrow(/404/);
  const issued = await page.evaluate(async () => (await fetch(`/wps/captcha?t=${Date.now()}`)).status);
  expect(issued).toBe(200);
  expect(await devApi.captcha(page)).toMatch(/^\S+$/);
});

test('outbox lists what was sent to an address, and refuses a malformed one', async () => {
  expect(await devApi.outbox('nobody@lotus88.example')).toEqual([]);
  await expect(devApi.outbox('12')).rejects.toThrow(/400/);
});
