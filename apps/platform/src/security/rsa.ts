import { decryptPayload, generateRsaKeyPair } from '@lobby/contract/cipher';

export type RsaKeys = ReturnType<typeof generateRsaKeyPair>;

/**
 * The server's key pair for the encrypted-payload scheme (contract §1.2), made at start-up and kept in memory only:
 * GET /wps/session/key/rsa hands out its modulus; a restart invalidates nothing but in-flight requests.
 */
export function generateServerKeys(bits?: number): RsaKeys {
  return generateRsaKeyPair(bits);
}

export function decryptBody(keys: RsaKeys, encryption: string, value: string): Promise<unknown> {
  return decryptPayload({ encryption, value }, keys.privateKey);
}
