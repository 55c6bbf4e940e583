import { endpoints } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import { parse } from 'valibot';
import { merchants } from '../db/schema';
import { seedDatabase } from '../seed/seed';
import { call, envelope, testPlatform, type TestPlatform } from '../testing/testPlatform';
import { forgetMerchants, merchantDirectory } from './merchantCache';

let current: TestPlatform;
beforeEach(async () => {
  current = await testPlatform();
});

async function status(platform: TestPlatform, host = 'localhost') {
  const response = await call(platform.app, '/wps/system/status', { host });
  expect(response.status).toBe(200);
  return parse(endpoints.systemStatus.value, (await envelope(response)).value);
}

/** Whether the tree a status answer carries has the switch on. */
const switchedOn = async (platform: TestPlatform, host: string, modId: string) =>
  JSON.stringify((await status(platform, host)).info.whitelabel).includes(`"modId":"${modId}","enabled":"1"`);

const post = (platform: TestPlatform, path: string, json: unknown) =>
  call(platform.app, path, { method: 'POST', json });

describe('merchants by host', () => {
  it('are read once and kept: a row changed behind the platform is not seen until the merchants are forgotten', async () => {
    const { db } = current.platform;
    expect((await status(current)).maintenance).toBe(false);
    const kept = await merchantDirectory(db);
    expect(await merchantDirectory(db)).toBe(kept);
    expect(Object.isFrozen(kept.byBrand.get('lotus')?.whitelabel)).toBe(true);

    await db.update(merchants).set({ maintenance: true }).where(eq(merchants.code, 'lotus88'));
    expect((await status(current)).maintenance).toBe(false);
    forgetMerchants(db);
    expect((await status(current)).maintenance).toBe(true);
    expect(await merchantDirectory(db)).not.toBe(kept);
  });

  it('follow the dev switches at once, also on another platform sharing the database', async () => {
    const other = await testPlatform({ reset: false });
    expect((await status(other, 'siam.localhost')).maintenance).toBe(false);
    expect(await switchedOn(other, 'sahara.localhost', 'FEEDBACK3')).toBe(false);

    await post(current, '/__dev/merchants/siam99/status', { maintenance: true });
    await post(current, '/__dev/merchants/sahara7/flags', { FEEDBACK3: true });
    expect((await status(other, 'siam.localhost')).maintenance).toBe(true);
    expect(await switchedOn(other, 'sahara.localhost', 'FEEDBACK3')).toBe(true);
    expect(await switchedOn(current, 'sahara.localhost', 'FEEDBACK3')).toBe(true);
  });

  it('follow the seed: a reset puts back the seeded merchants, a seed run serves the merchants it adds', async () => {
    await post(current, '/__dev/merchants/lotus88/status', { maintenance: true });
    expect((await status(current)).maintenance).toBe(true);
    expect((await envelope(await post(current, '/__dev/reset', {}))).success).toBe(true);
    expect((await status(current)).maintenance).toBe(false);

    const { db } = current.platform;
    const before = (await merchantDirectory(db)).byBrand.get('sahara');
    await db.delete(merchants).where(eq(merchants.code, 'sahara7'));
    await seedDatabase(db);
    const after = (await merchantDirectory(db)).byBrand.get('sahara');
    expect(after?.code).toBe('sahara7');
    expect(after?.id).not.toBe(before?.id);
    expect((await status(current, 'sahara.localhost')).info.merchantCode).toBe('sahara7');
  });
});
