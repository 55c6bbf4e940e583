import type { IdentityService } from './identity';

/**
 * An identity service whose code loads apart from the first paint. Forms showing a sign-in button call `preload`
 * when they mount, so by the player's click the service is there and its window opens within the click; a click
 * before that waits for the load. `phoneCodes` says up front whether codes come from the provider.
 */
export function deferredIdentity(
  load: () => Promise<IdentityService>,
  { phoneCodes }: { phoneCodes: boolean },
): IdentityService {
  let loaded: IdentityService | undefined;
  let loading: Promise<IdentityService> | undefined;
  const service = () =>
    (loading ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        // A failed load (a network fault) is tried again by the next call.
        loading = undefined;
        throw error;
      },
    ));
  const sendCode = async (phoneNumber: string) => {
    const { phone } = await service();
    if (!phone) throw new Error('The identity provider sends no phone codes');
    return phone.sendCode(phoneNumber);
  };
  return {
    preload: () => void service().catch(() => undefined),
    signIn: (channel) => (loaded ? loaded.signIn(channel) : service().then((value) => value.signIn(channel))),
    ...(phoneCodes && { phone: { sendCode } }),
  };
}
