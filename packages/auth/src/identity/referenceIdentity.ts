import { IdentityError, type IdentityService, type PhoneConfirmation, type SocialChannel } from './identity';

export interface ReferenceIdentityOptions {
  /** Where the reference platform serves its local provider; same origin as the site. */
  baseUrl?: string;
  /** The brand's SMS codes come from the provider rather than the platform. */
  phoneCodes?: boolean;
  /** The window the sign-in window is opened from (tests pass their own). */
  window?: Window;
  /** How often a closed sign-in window is noticed, in ms. */
  closedPollMs?: number;
}

/** What the provider's window posts back to its opener. */
interface ProviderMessage {
  type: 'lobby-identity';
  state: string;
  idToken?: string;
  error?: string;
}

function isProviderMessage(data: unknown, state: string): data is ProviderMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<ProviderMessage>;
  return message.type === 'lobby-identity' && message.state === state;
}

function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Posts JSON to the provider; its refusals come back as `{ error: { code, message } }`. */
async function post<T>(url: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new IdentityError('auth/network-request-failed');
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (answer as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    throw new IdentityError(error?.code, typeof error?.message === 'string' ? error.message : undefined);
  }
  if (typeof answer !== 'object' || answer === null) throw new IdentityError('auth/unknown', 'unreadable answer');
  return answer as T;
}

/**
 * The reference platform's local sign-in provider (its dev mode, `/__dev/identity`): a sign-in window per channel
 * that posts an ID token back, and SMS codes put in the platform's outbox. It stands where a brand's Firebase (or
 * other) adapter stands in production; the platform checks the token either way.
 */
export function createReferenceIdentity(options: ReferenceIdentityOptions = {}): IdentityService {
  const base = (options.baseUrl ?? '/__dev/identity').replace(/\/$/, '');
  const pollMs = options.closedPollMs ?? 500;

  const signIn = (channel: SocialChannel): Promise<string> => {
    const win = options.window ?? window;
    const state = newState();
    const query = new URLSearchParams({ channel, state });
    // Opened before anything is awaited, while the player's click still allows a window.
    const popup = win.open(`${base}/signin?${query}`, 'lobby-identity', 'popup,width=480,height=640');
    if (!popup) return Promise.reject(new IdentityError('auth/popup-blocked'));

    return new Promise<string>((resolve, reject) => {
      const finish = (settle: () => void) => {
        win.removeEventListener('message', onMessage);
        win.clearInterval(watch);
        settle();
      };
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== win.location.origin || !isProviderMessage(event.data, state)) return;
        const { idToken, error } = event.data;
        finish(() => (idToken ? resolve(idToken) : reject(new IdentityError(error ?? 'auth/unknown'))));
      };
      // A window that closes itself right after posting its answer is given one more poll for the message to land.
      let closedBefore = false;
      const watch = win.setInterval(() => {
        if (!popup.closed) return;
        if (closedBefore) finish(() => reject(new IdentityError('auth/popup-closed-by-user')));
        closedBefore = true;
      }, pollMs);
      win.addEventListener('message', onMessage);
    });
  };

  const sendCode = async (phoneNumber: string): Promise<PhoneConfirmation> => {
    const { sessionInfo } = await post<{ sessionInfo?: unknown }>(`${base}/phone/send`, { phoneNumber });
    if (typeof sessionInfo !== 'string') throw new IdentityError('auth/unknown', 'no session in the answer');
    return {
      confirm: async (code) => {
        const { idToken } = await post<{ idToken?: unknown }>(`${base}/phone/verify`, { sessionInfo, code });
        if (typeof idToken !== 'string') throw new IdentityError('auth/unknown', 'no token in the answer');
        return idToken;
      },
    };
  };

  return options.phoneCodes ? { signIn, phone: { sendCode } } : { signIn };
}
