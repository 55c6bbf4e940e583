import fc from 'fast-check';
import {
  decryptCustomerServicePath,
  decryptPayload,
  desDecrypt,
  desEncrypt,
  encryptPayload,
  generateRsaKeyPair,
  PayloadDecryptionError,
  randomKey,
  rsaDecryptedString,
  rsaEncryptedString,
  type RsaPrivateKey,
} from './cipher';

// A fixed 512-bit test key (generated once with `openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:512`; it
// protects nothing). Expected RSA blocks were computed independently in Python: chars zero-padded to
// chunkSize = 2 * biHighIndex(n) = 62 bytes, read little-endian, pow(block, 0x10001, n), hex padded to 4-digit groups.
const n512 =
  'bbf35e9c969f3466d6a7db0670ef5095f6584b7d66eccd16ffc66a7d035d497601d6717a571344181d3a645aee51aea9c54065ed1622153930528e50cea0ad7b';
const d512 =
  '8d4b23f12bfa7b766420c4334f6b5975a34035600ca43079fdc6b7ff4b2c32304ed8c1542f0dbd5478b7f6c94e275f78df40e54a7515c5f0f89c43747c297c61';
const key512: RsaPrivateKey = { modulus: BigInt(`0x${n512}`), privateExponent: BigInt(`0x${d512}`) };

// One 1024-bit pair (the size the real platform serves) for the whole file: key generation is the slow part.
const pair = generateRsaKeyPair(1024);

describe('DES-ECB PKCS7 (CryptoJS-compatible)', () => {
  // Vectors from OpenSSL 3.0: printf '%s' "$PLAIN" | openssl enc -des-ecb -K $(printf "$KEY" | xxd -p) \
  //   -provider legacy -provider default -base64 -A
  it.each([
    [
      '{"username":"demo01","password":"Secret123"}',
      'Ab3dE5gH',
      'SjPxv4MV0QyxhU2v3XdRk5mISvzIyAblOnd6rdTph/j5zID6ZvrvOGk9nLIk2zxr',
    ],
    ['{"nickname":"Đạt 中文"}', 'Zz09Yy18', 'yuf+C5fz3tZ5wx59Yc6L3oKfwINBpPAhTZIuNr2XJJs='],
    ['', 'Zz09Yy18', 'ShZ2gKRsZlA='],
  ])('encrypts %j with key %s as OpenSSL does', (plain, key, expected) => {
    expect(desEncrypt(plain, key)).toBe(expected);
    expect(desDecrypt(expected, key)).toBe(plain);
  });

  it('uses only the first 8 bytes of a 16-char key, as CryptoJS DES does', () => {
    expect(desEncrypt('{"a":1}', 'Ab3dE5gHxxxxxxxx')).toBe(desEncrypt('{"a":1}', 'Ab3dE5gHyyyyyyyy'));
  });

  it('refuses damaged ciphertext with a typed error', () => {
    expect(() => desDecrypt('not base64!', 'Ab3dE5gH')).toThrow(PayloadDecryptionError);
    expect(() => desDecrypt('SjPxv4MV0Qw=', 'Ab3dE5gH')).toThrow(PayloadDecryptionError);
    expect(() => desDecrypt('SjPxv4MV0QyxhU2v3XdRk5mISvzIyAblOnd6rdTph/j5zID6ZvrvOGk9nLIk2zxr', 'wrongKey')).toThrow(
      PayloadDecryptionError,
    );
  });

  it('decrypts customer-service paths keyed by their last 8 chars and passes plain links through', () => {
    const key = 'Qw12Er34';
    const path = desEncrypt('https://chat.example/room/7', key) + key;
    expect(decryptCustomerServicePath(path)).toBe('https://chat.example/room/7');
    expect(decryptCustomerServicePath('https://t.me/lobby')).toBe('https://t.me/lobby');
  });
});

describe('RSA as RSAUtils encryptedString', () => {
  it('matches independently computed vectors for one block', () => {
    expect(rsaEncryptedString(n512, '0987654321fedcbA')).toBe(
      '9c4bcaeb695b8d35f75fbfbb0c06c79c7e2144b1028e5d5d18a08bd6ed0edfd7d610766290800ea2a64a4a5590e661fc47ffd46b38a46c07adfee94c1866a7db',
    );
  });

  it('splits long text into space-separated blocks of chunkSize bytes', () => {
    expect(rsaEncryptedString(n512, 'x'.repeat(100))).toBe(
      '411dbeb7c67801c74593ea0e186a14449124cbaf8cd34b8cb2d7da6ad6cf0d22eff238786b013195f3573c999522c368eab3389535a8f844606bffa68c7549fd 28a82f99262f2fc5ae8ad1deaa0af0251b8e076de91ac0ddf9140ece1e2c11c6fa40684c80251524e5ecdebfe16e4f3a982183cef3b6a43c3ec770aef3ab0d91',
    );
    expect(rsaDecryptedString(rsaEncryptedString(n512, 'x'.repeat(100)), key512)).toBe('x'.repeat(100));
  });

  it('prints each block as lowercase 4-digit groups without a leading zero group', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcXYZ019'), minLength: 1, maxLength: 40 }), (text) => {
        for (const block of rsaEncryptedString(pair.modulusHex, text).split(' ')) {
          expect(block).toMatch(/^[0-9a-f]+$/);
          expect(block.length % 4).toBe(0);
          expect(block.startsWith('0000')).toBe(false);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('decrypts a block back to the reversed key the client sent', async () => {
    const key = 'Ab3dE5gH9jKlMn0P';
    const payload = await encryptPayload({ any: 'thing' }, pair.modulusHex, key);
    expect(rsaDecryptedString(payload.encryption, pair.privateKey)).toBe('P0nMlKj9Hg5Ed3bA');
  });

  it('refuses a modulus that is not hex', () => {
    expect(() => rsaEncryptedString('xyz', 'key')).toThrow(TypeError);
  });
});

describe('encrypted payload scheme', () => {
  it('draws 16 chars from [A-Za-z0-9]', () => {
    const keys = Array.from({ length: 50 }, () => randomKey());
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(keys).size).toBe(50);
  });

  it('sends the DES Base64 both as body value and digest', async () => {
    const payload = await encryptPayload({ username: 'demo01' }, pair.modulusHex, 'Ab3dE5gHxxxxxxxx');
    expect(payload.body).toEqual({ value: desEncrypt('{"username":"demo01"}', 'Ab3dE5gH') });
    expect(payload.digest).toBe(payload.body.value);
    expect(payload.encryption).toMatch(/^[0-9a-f]+$/);
  });

  it('round-trips random JSON payloads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (data) => {
        const payload = await encryptPayload(data, pair.modulusHex);
        const back = await decryptPayload(
          { encryption: payload.encryption, value: payload.body.value },
          pair.privateKey,
        );
        expect(back).toEqual(JSON.parse(JSON.stringify(data)));
      }),
      { numRuns: 60 },
    );
  });

  it('round-trips with the 2048-bit default key size', async () => {
    const big = generateRsaKeyPair();
    expect(BigInt(`0x${big.modulusHex}`).toString(2)).toHaveLength(2048);
    const data = { username: 'demo01', password: 'Secret123', type: 'username' };
    const payload = await encryptPayload(data, big.modulusHex);
    expect(await decryptPayload({ encryption: payload.encryption, value: payload.body.value }, big.privateKey)).toEqual(
      data,
    );
  });

  it('refuses payloads encrypted for another key or tampered with', async () => {
    const payload = await encryptPayload({ a: 1 }, pair.modulusHex);
    const other = generateRsaKeyPair(1024);
    await expect(
      decryptPayload({ encryption: payload.encryption, value: payload.body.value }, other.privateKey),
    ).rejects.toBeInstanceOf(PayloadDecryptionError);
    await expect(
      decryptPayload({ encryption: 'zz', value: payload.body.value }, pair.privateKey),
    ).rejects.toBeInstanceOf(PayloadDecryptionError);
    const known = await encryptPayload({ a: 1 }, pair.modulusHex, 'Ab3dE5gHxxxxxxxx');
    await expect(
      decryptPayload({ encryption: known.encryption, value: desEncrypt('not json', 'Ab3dE5gH') }, pair.privateKey),
    ).rejects.toThrow('not JSON');
  });

  it('refuses a header of more or longer blocks than any payload key needs, before decrypting one', async () => {
    const payload = await encryptPayload({ a: 1 }, pair.modulusHex);
    const value = payload.body.value;
    // Thousands of tiny blocks (each would cost a modular exponentiation), and one block longer than the modulus.
    await expect(
      decryptPayload({ encryption: Array(7900).fill('1').join(' '), value }, pair.privateKey),
    ).rejects.toThrow('longer than a payload key needs');
    await expect(decryptPayload({ encryption: 'f'.repeat(4096), value }, pair.privateKey)).rejects.toThrow(
      'longer than a payload key needs',
    );
    // The longest key the scheme allows still fits, on the small key that needs two blocks for it too.
    const longKey = 'k'.repeat(64);
    const long512 = await encryptPayload({ a: 1 }, n512, longKey);
    expect(long512.encryption.split(' ')).toHaveLength(2);
    await expect(
      decryptPayload({ encryption: long512.encryption, value: long512.body.value }, key512),
    ).resolves.toEqual({
      a: 1,
    });
  });
});
