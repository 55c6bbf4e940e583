// What the account journeys share: solving the slider puzzle through the dev endpoint, and reading SMS codes from the
// dev outbox.
import type { Page } from '@playwright/test';
import type { Copy } from './copy';
import { devApi, expect } from './fixtures';

/** The id of the next slider puzzle the page fetches: start waiting before the action that asks for one. */
export function nextChallenge(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => /\/wps\/captcha\/slider\?/.test(response.url()))
    .then(async (response) => ((await response.json()) as { value: { challenge: string } }).value.challenge);
}

/** Slides the puzzle's piece to where the platform put the notch, and checks. */
export async function solveSlider(page: Page, t: Copy, challenge: Promise<string>): Promise<void> {
  const dialog = page.getByRole('dialog', { name: t('auth.SliderCheck.title'), exact: true });
  await expect(dialog).toBeVisible();
  const x = await devApi.slider(await challenge);
  const track = dialog.getByRole('slider', { name: t('auth.SliderCheck.position'), exact: true });
  await expect(track).toBeEnabled();
  await track.fill(String(x));
  await dialog.getByRole('button', { name: t('auth.SliderCheck.check'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** The newest code the platform "sent" by SMS to `mobile`. */
export async function smsCode(mobile: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const [sms] = await devApi.outbox(mobile);
    code = sms?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  return code;
}
