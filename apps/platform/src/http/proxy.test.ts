import { endpoints } from '@lobby/contract';
import { parse } from 'valibot';
import { proxyCount } from '../server';
import { call, envelope, testPlatform } from '../testing/testPlatform';

/** The address the platform saw, as the status call tells it back. */
async function seenAddress(platform: Awaited<ReturnType<typeof testPlatform>>, forwardedFor: string) {
  const response = await call(platform.app, endpoints.systemStatus.path, {
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return parse(endpoints.systemStatus.value, (await envelope(response)).value).location?.ip;
}

beforeAll(async () => {
  await testPlatform();
}, 60_000);

describe('behind reverse proxies', () => {
  it('takes the address the outermost trusted proxy added, never one the client wrote before it', async () => {
    const oneProxy = await testPlatform({ reset: false, trustProxy: 1 });
    // The client wrote "1.2.3.4"; the proxy appended the address it saw.
    expect(await seenAddress(oneProxy, '1.2.3.4, 203.0.113.5')).toBe('203.0.113.5');
    const twoProxies = await testPlatform({ reset: false, trustProxy: 2 });
    expect(await seenAddress(twoProxies, '1.2.3.4, 203.0.113.5, 10.0.0.2')).toBe('203.0.113.5');
    // No proxy trusted: the header is the client's own words.
    const none = await testPlatform({ reset: false, trustProxy: 0 });
    expect(await seenAddress(none, '203.0.113.5')).toBe('127.0.0.1');
  });

  it('reads the number of proxies from TRUST_PROXY', () => {
    expect([proxyCount('1'), proxyCount('2'), proxyCount('true'), proxyCount(true)]).toEqual([1, 2, 1, 1]);
    expect([proxyCount(undefined), proxyCount('0'), proxyCount('yes'), proxyCount(false)]).toEqual([0, 0, 0, 0]);
  });

  it('marks cookies Secure, and a production site strict about https, when the proxy saw https', async () => {
    const production = await testPlatform({ reset: false, trustProxy: 1, dev: false });
    const overHttps = await call(production.app, `/wps/captcha?t=${Date.now()}`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(overHttps.headers.get('set-cookie')).toMatch(/; Secure/i);
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(overHttps.headers.get('x-content-type-options')).toBe('nosniff');

    const overHttp = await call(production.app, `/wps/captcha?t=${Date.now()}`, {
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.8' },
    });
    expect(overHttp.headers.get('set-cookie')).not.toMatch(/; Secure/i);
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    expect(overHttp.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('names its cookies __Host- over https, so no sibling subdomain or http page can plant or shadow them', async () => {
    const platform = await testPlatform({ reset: false, trustProxy: 1 });
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    const issued = await call(platform.app, `/wps/captcha?t=${Date.now()}`, { headers: https });
    const cookie = issued.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-lobby_captcha=[A-Za-z0-9_-]{32}; /);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/; Domain=/i);
    const id = /=([^;]+)/.exec(cookie)?.[1] ?? '';

    // The captcha is bound to the __Host- cookie; the same id under the plain name is not honoured over https.
    const answer = (name: string) =>
      call(platform.app, '/__dev/captcha', { headers: { ...https, cookie: `${name}=${id}` } });
    expect((await answer('__Host-lobby_captcha')).status).toBe(200);
    expect((await answer('lobby_captcha')).status).toBe(404);
  });
});
