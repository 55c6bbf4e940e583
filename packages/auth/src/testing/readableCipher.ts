import type { PayloadCipher } from '@lobby/api-client';

/**
 * Encrypts nothing: the body travels as Base64 JSON, so a test handler or a story's platform can read what an
 * encrypted call sent. Never used by a build.
 */
export const readableCipher: PayloadCipher = {
  encryptPayload: async (data) => {
    const value = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(data))));
    return { encryption: 'readable', body: { value }, digest: value };
  },
};

/** The JSON an encrypted call sent through `readableCipher`. */
export function readBody(value: string): Record<string, unknown> {
  const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}
