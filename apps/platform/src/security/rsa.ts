import { decryptPayload, generateRsaKeyPair } from '@lobby/contract/cipher';

export type RsaKeys = ReturnType<typeof generateRsaKeyPair>;

/**
 * A key pair for the encrypted-payload scheme (contract §1.2): GET /wps/session/key/rsa hands out its modulus.
 * serverKeys.ts keeps them in the database, one per rotation period.
 */
export function generateServerKeys(bits?: number): RsaKeys {
  return generateRsaKeyPair(bits);
}

export function decryptBody(keys: RsaKeys, encryption: string, value: string): Promise<unknown> {
  return decryptPayload({ encryption, value }, keys.privateKey);
}
