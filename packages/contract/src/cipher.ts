// The platform's encrypted-payload scheme (contract §1.2), both directions, for browsers and Node alike.
//
// Wire format, kept exactly for compatibility with the real platform (docs/decisions/0008-payload-encryption.md):
// 16 random [A-Za-z0-9] chars k; body `{value: Base64(DES-ECB-PKCS7(JSON.stringify(data), key = first 8 bytes of k))}`;
// header `Encryption` = textbook RSA (exponent 10001) of reverse(k), packed and printed the way Dave Shapiro's RSAUtils
// `encryptedString` does it. The RSA part is our own BigInt code; DES comes from node-forge, imported only here so the
// main contract entry stays small and the client can lazy-load this module.
// @ts-expect-error -- node-forge's per-algorithm modules ship no types; `Forge` below types the members used.
import forgeModule from 'node-forge/lib/forge.js';
import 'node-forge/lib/des.js';

/** The few node-forge members used here. */
interface ForgeBuffer {
  getBytes(): string;
  length(): number;
}
interface ForgeCipher {
  start(options?: { iv?: string }): void;
  update(input: ForgeBuffer): void;
  finish(): boolean;
  output: ForgeBuffer;
}
interface Forge {
  cipher: {
    createCipher(algorithm: 'DES-ECB', key: ForgeBuffer): ForgeCipher;
    createDecipher(algorithm: 'DES-ECB', key: ForgeBuffer): ForgeCipher;
  };
  util: {
    createBuffer(input?: string, encoding?: 'raw' | 'utf8'): ForgeBuffer;
    encode64(bytes: string): string;
    decode64(base64: string): string;
    decodeUtf8(bytes: string): string;
  };
}
const forge = forgeModule as unknown as Forge;

/** The platform's RSA public exponent, hex. */
export const RSA_EXPONENT_HEX = '10001';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface RsaPrivateKey {
  modulus: bigint;
  privateExponent: bigint;
}

export interface EncryptedPayload {
  /** RSA of the reversed random key, hex blocks separated by spaces: the `Encryption` header. */
  encryption: string;
  /** The JSON body to send. */
  body: { value: string };
  /** The DES Base64 string again: the `X-Digest` header newer builds send. */
  digest: string;
}

/** Any failure to read an encrypted payload: malformed hex or Base64, wrong key, bad padding, not JSON. */
export class PayloadDecryptionError extends Error {
  override readonly name = 'PayloadDecryptionError';
}

/** `length` chars drawn uniformly from [A-Za-z0-9] with the platform's CSPRNG (Web Crypto, in browsers and Node). */
export function randomKey(length = 16): string {
  let key = '';
  const bytes = new Uint8Array(1);
  while (key.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    const byte = bytes[0] ?? 255;
    // Rejection sampling: 248 = 4 x 62, so every char is equally likely.
    if (byte < 248) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
  }
  return key;
}

// RSA as RSAUtils does it.

const HEX = /^[0-9a-fA-F]+$/;

function parseHex(hex: string, what: string): bigint {
  const trimmed = hex.trim();
  if (!HEX.test(trimmed)) throw new TypeError(`${what} is not hex`);
  return BigInt(`0x${trimmed}`);
}

/** Index of the highest non-zero 16-bit digit (0 for zero), as RSAUtils' biHighIndex counts. */
function highIndex(value: bigint): number {
  let index = 0;
  for (let rest = value >> 16n; rest > 0n; rest >>= 16n) index++;
  return index;
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** Four lowercase hex digits per 16-bit digit from the highest non-zero one down, as RSAUtils' biToHex prints. */
function toDigitHex(value: bigint): string {
  const hex = value.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

/**
 * Textbook RSA of `text` the way RSAUtils' `encryptedString(new RSAKeyPair(e, '', modulus), text)` computes it: char
 * codes zero-padded to a multiple of chunkSize = 2 x biHighIndex(modulus) bytes, each chunk read as 16-bit digits
 * `code[2j] + code[2j+1] << 8` (little-endian), raised to e mod n, printed by biToHex, blocks joined by spaces.
 */
export function rsaEncryptedString(modulusHex: string, text: string, exponentHex = RSA_EXPONENT_HEX): string {
  const modulus = parseHex(modulusHex, 'RSA modulus');
  const exponent = parseHex(exponentHex, 'RSA exponent');
  const chunkSize = 2 * highIndex(modulus);
  if (chunkSize < 2) throw new TypeError('RSA modulus too small');
  // UTF-16 code units, as charCodeAt reads them (the keys sent are ASCII anyway).
  const codes = Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));
  while (codes.length % chunkSize !== 0) codes.push(0);
  const blocks: string[] = [];
  for (let start = 0; start < codes.length; start += chunkSize) {
    let block = 0n;
    for (let j = 0; j * 2 < chunkSize; j++) {
      const digit = (codes[start + 2 * j] ?? 0) + ((codes[start + 2 * j + 1] ?? 0) << 8);
      block += BigInt(digit) << BigInt(16 * j);
    }
    blocks.push(toDigitHex(modPow(block, exponent, modulus)));
  }
  return blocks.join(' ');
}

/** The DES key an encrypted call carries (16 random chars from the clients; 8 to 64 accepted). */
const maxPayloadKeyLength = 64;
const payloadKeyPattern = /^[A-Za-z0-9]{8,64}$/;

/** The inverse, as RSAUtils' `decryptedString`: raw RSA per block, digits unpacked low byte first, trailing NULs cut. */
export function rsaDecryptedString(cipherHex: string, key: RsaPrivateKey): string {
  let text = '';
  for (const blockHex of cipherHex.trim().split(' ')) {
    const block = parseHex(blockHex, 'RSA block');
    if (block >= key.modulus) throw new RangeError('RSA block is not below the modulus');
    const plain = modPow(block, key.privateExponent, key.modulus);
    for (let j = 0, top = highIndex(plain); j <= top; j++) {
      const digit = Number((plain >> BigInt(16 * j)) & 0xffffn);
      text += String.fromCharCode(digit & 0xff, digit >> 8);
    }
  }
  return text.replace(/\0+$/, '');
}

// DES-ECB with PKCS#7, as CryptoJS.DES.encrypt(message, Utf8.parse(key), {mode: ECB, padding: Pkcs7}).

function desKey(key: string): ForgeBuffer {
  // CryptoJS reads the UTF-8 bytes of the key and DES uses the first 8; node-forge would switch to 3DES on more.
  const bytes = forge.util.createBuffer(key, 'utf8').getBytes();
  if (bytes.length < 8) throw new TypeError('A DES key needs 8 bytes');
  return forge.util.createBuffer(bytes.slice(0, 8), 'raw');
}

/** UTF-8 `plain` -> DES-ECB-PKCS7 -> Base64. */
export function desEncrypt(plain: string, key: string): string {
  const cipher = forge.cipher.createCipher('DES-ECB', desKey(key));
  cipher.start();
  cipher.update(forge.util.createBuffer(plain, 'utf8'));
  cipher.finish();
  return forge.util.encode64(cipher.output.getBytes());
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Base64 DES-ECB-PKCS7 -> UTF-8 text; throws PayloadDecryptionError on anything malformed. */
export function desDecrypt(cipherBase64: string, key: string): string {
  const compact = cipherBase64.replace(/\s+/g, '');
  if (!BASE64.test(compact)) throw new PayloadDecryptionError('DES payload is not Base64');
  const bytes = forge.util.decode64(compact);
  if (bytes.length === 0 || bytes.length % 8 !== 0) throw new PayloadDecryptionError('DES payload is not whole blocks');
  const decipher = forge.cipher.createDecipher('DES-ECB', desKey(key));
  decipher.start();
  decipher.update(forge.util.createBuffer(bytes, 'raw'));
  if (!decipher.finish()) throw new PayloadDecryptionError('DES padding is wrong: wrong key or damaged payload');
  const plain = decipher.output.getBytes();
  try {
    // decodeUtf8 throws on invalid UTF-8, which a wrong key usually produces.
    return forge.util.decodeUtf8(plain);
  } catch {
    throw new PayloadDecryptionError('DES payload is not UTF-8: wrong key or damaged payload');
  }
}

/**
 * `status.info.customerService[].path` values are DES-encrypted with their own last 8 chars as key, unless they are
 * plain links (contract §1.2).
 */
export function decryptCustomerServicePath(path: string): string {
  if (path.startsWith('http')) return path;
  return desDecrypt(path.slice(0, -8), path.slice(-8));
}

// The scheme.

/**
 * Encrypts `data` for an `encrypted` endpoint with the modulus from `GET /wps/session/key/rsa`. Send
 * `Encryption: encryption`, `X-Digest: digest`, `X-RSA: modulusHex` and the JSON `body`.
 */
export async function encryptPayload(
  data: unknown,
  modulusHex: string,
  key: string = randomKey(),
): Promise<EncryptedPayload> {
  const value = desEncrypt(JSON.stringify(data) ?? 'null', key);
  const encryption = rsaEncryptedString(modulusHex, [...key].reverse().join(''));
  return { encryption, body: { value }, digest: value };
}

/** The platform side: recovers the data the client encrypted. Throws PayloadDecryptionError on any damage. */
export async function decryptPayload(
  input: { encryption: string; value: string },
  privateKey: RsaPrivateKey,
): Promise<unknown> {
  // Each RSA block costs a modular exponentiation: a header of more blocks, or longer ones, than the longest key
  // (64 chars) needs is refused before the first, so a long header cannot hold the server up.
  const modulusDigits = toDigitHex(privateKey.modulus).length;
  const blocks = input.encryption.trim().split(' ');
  if (
    blocks.length > Math.ceil(maxPayloadKeyLength / (2 * highIndex(privateKey.modulus))) ||
    blocks.some((block) => block.length > modulusDigits)
  ) {
    throw new PayloadDecryptionError('Encryption header is longer than a payload key needs');
  }
  let reversedKey: string;
  try {
    reversedKey = rsaDecryptedString(input.encryption, privateKey);
  } catch (error) {
    throw new PayloadDecryptionError('Encryption header is not an RSA block of this key', { cause: error });
  }
  if (!payloadKeyPattern.test(reversedKey)) throw new PayloadDecryptionError('Encryption header holds no key');
  const json = desDecrypt(input.value, [...reversedKey].reverse().join(''));
  try {
    return JSON.parse(json) as unknown;
  } catch (error) {
    throw new PayloadDecryptionError('Decrypted payload is not JSON', { cause: error });
  }
}

/** Subset of node:crypto used for key generation, reached without a static import so browser bundles never see it. */
interface NodeCrypto {
  generateKeyPairSync(
    type: 'rsa',
    options: { modulusLength: number; publicExponent: number },
  ): { privateKey: { export(options: { format: 'jwk' }): { n?: string; d?: string } } };
}

function base64UrlToBigInt(value: string): bigint {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = forge.util.decode64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  let hex = '';
  for (let index = 0; index < bytes.length; index++) hex += bytes.charCodeAt(index).toString(16).padStart(2, '0');
  return BigInt(`0x${hex || '0'}`);
}

/**
 * A fresh RSA key pair for the platform side (Node 20.16+: uses node:crypto through process.getBuiltinModule).
 * `modulusHex` is what `GET /wps/session/key/rsa` answers.
 */
export function generateRsaKeyPair(bits = 2048): { modulusHex: string; privateKey: RsaPrivateKey } {
  const nodeProcess = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const crypto = nodeProcess?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
  if (!crypto) throw new Error('generateRsaKeyPair runs on the platform (Node.js 20.16 or later), not in a browser');
  const jwk = crypto
    .generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 0x10001 })
    .privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error('node:crypto exported an RSA key without n or d');
  const modulus = base64UrlToBigInt(jwk.n);
  return { modulusHex: modulus.toString(16), privateKey: { modulus, privateExponent: base64UrlToBigInt(jwk.d) } };
}
