import { deferredIdentity } from './deferredIdentity';
import type { IdentityService } from './identity';

const loadedService = (): IdentityService & { signIn: ReturnType<typeof vi.fn> } => ({
  signIn: vi.fn(() => Promise.resolve('token')),
  phone: { sendCode: () => Promise.resolve({ confirm: () => Promise.resolve('phone-token') }) },
});

describe('a deferred identity service', () => {
  it('loads once, on preload, and then signs in within the same call (the click that opens the window)', async () => {
    const service = loadedService();
    const load = vi.fn(() => Promise.resolve(service));
    const identity = deferredIdentity(load, { phoneCodes: false });
    expect(load).not.toHaveBeenCalled();

    identity.preload?.();
    identity.preload?.();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await Promise.resolve();

    const token = identity.signIn('google');
    // Called before anything was awaited: the provider could open its window.
    expect(service.signIn).toHaveBeenCalledWith('google');
    await expect(token).resolves.toBe('token');
    expect(load).toHaveBeenCalledOnce();
  });

  it('waits for the load when called first, and tries the load again after a failure', async () => {
    const service = loadedService();
    const load = vi
      .fn<() => Promise<IdentityService>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(service);
    const identity = deferredIdentity(load, { phoneCodes: true });
    await expect(identity.signIn('twitter')).rejects.toThrow('Failed to fetch');
    await expect(identity.signIn('twitter')).resolves.toBe('token');
    const confirmation = await identity.phone?.sendCode('+84912000001');
    await expect(confirmation?.confirm('123456')).resolves.toBe('phone-token');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers phone codes only when told so up front', () => {
    expect(deferredIdentity(() => Promise.resolve(loadedService()), { phoneCodes: false }).phone).toBeUndefined();
  });
});
