import type { RegisterRules } from '@lobby/contract';
import { safeParse, type GenericSchema } from 'valibot';
import {
  lengthRange,
  passwordRule,
  registerFields,
  registerSchema,
  type RegisterValues,
  type Translate,
} from './registerRules';
import { lotusRules, siamRules } from '../testing/registerRulesFixtures';

// Lotus with its image captcha and a disabled e-mail; Siam with QQ disabled though marked required.
const lotus: RegisterRules = {
  ...lotusRules,
  captcha: { enabled: '1', required: '1', minLength: 4, maxLength: 4, patternId: 6, acceptedPattern: '^[0-9]+$' },
  email: { enabled: false, required: false, minLength: 0, maxLength: 50, patternId: 3, acceptedPattern: '*' },
};
const siam: RegisterRules = {
  ...siamRules,
  qqNum: { enabled: false, required: true, minLength: 5, maxLength: 12, patternId: 6, acceptedPattern: '^[0-9]+$' },
};

// English source text with its placeholders filled: what a player reads in EN.
const t: Translate = (message, values = {}) =>
  message.defaultMessage.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const names = (rules: RegisterRules, variant: 'username' | 'mobile', flags = {}) =>
  registerFields(rules, variant, flags).map((field) => (field.required ? `${field.name}*` : field.name));

/** The first message per field, as the form shows them. */
function errors(schema: GenericSchema<RegisterValues>, values: RegisterValues): Record<string, string> {
  const result = safeParse(schema, values);
  const found: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const key = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    found[key] ??= issue.message;
  }
  return found;
}

describe('registerFields', () => {
  it('shows user name and password always, and what the merchant enables', () => {
    expect(names(lotus, 'username')).toEqual(['username*', 'mobileNum', 'password*', 'confirmPassword*', 'captcha*']);
    expect(names(siam, 'username')).toEqual([
      'username*',
      'password*',
      'confirmPassword*',
      'paymentPassword*',
      'payeeName*',
      'idNumber',
      'captcha*',
    ]);
  });

  it('adds a required mobile number and SMS code with REGMOBVERF3', () => {
    expect(names(siam, 'username', { REGMOBVERF3: true }).slice(0, 3)).toEqual([
      'username*',
      'mobileNum*',
      'verificationCode*',
    ]);
  });

  it('registers by mobile with number and code, a password only with MOBILENUMPASSREG3', () => {
    expect(names({}, 'mobile')).toEqual(['mobileNum*', 'verificationCode*']);
    expect(names({}, 'mobile', { MOBILENUMPASSREG3: true })).toEqual([
      'mobileNum*',
      'verificationCode*',
      'password*',
      'confirmPassword*',
    ]);
  });

  it('leaves the image captcha out when GEETEST3 asks the slider instead', () => {
    expect(names(lotus, 'username', { GEETEST3: true })).not.toContain('captcha*');
  });
});

describe('registerSchema', () => {
  const lotusSchema = registerSchema(registerFields(lotus, 'username', {}), t);

  it("says 'Input cannot be empty' for each required field left empty", () => {
    expect(
      errors(lotusSchema, { username: '', password: '', confirmPassword: '', captcha: '', mobileNum: '' }),
    ).toEqual({
      username: 'Input cannot be empty',
      password: 'Input cannot be empty',
      confirmPassword: 'Input cannot be empty',
      captcha: 'Input cannot be empty',
    });
  });

  it('gives the pattern message with the length range, collapsed when both bounds are equal', () => {
    expect(
      errors(lotusSchema, {
        username: '1abcdef',
        password: 'short',
        confirmPassword: 'short',
        captcha: '12',
        mobileNum: '12',
      }),
    ).toEqual({
      username: 'Use 6-12 letters or numbers, starting with a letter',
      password: 'Use 8-20 letters, numbers or symbols',
      captcha: 'Use 4 digits',
      mobileNum: 'Use 9-10 digits',
    });
  });

  it("says 'Incorrect confirmation input' when the confirmation differs", () => {
    const good = { username: 'player01', password: 'Secret#123', captcha: '1234', mobileNum: '' };
    expect(errors(lotusSchema, { ...good, confirmPassword: 'Secret#124' })).toEqual({
      confirmPassword: 'Incorrect confirmation input',
    });
    expect(errors(lotusSchema, { ...good, confirmPassword: 'Secret#123' })).toEqual({});
  });

  it('requires optional fields only when the merchant says so, and checks them when filled', () => {
    const schema = registerSchema(registerFields(siam, 'username', {}), t);
    const good = {
      username: 'player1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      paymentPassword: '123456',
      captcha: '1234',
    };
    expect(errors(schema, { ...good, payeeName: '', idNumber: '' })).toEqual({ payeeName: 'Input cannot be empty' });
    expect(errors(schema, { ...good, payeeName: 'สมชาย ใจดี', idNumber: '123' })).toEqual({ idNumber: 'Use 13 digits' });
    expect(errors(schema, { ...good, payeeName: 'Somchai', paymentPassword: '', idNumber: '' })).toEqual({
      payeeName: 'Use 2-40 Thai characters',
      paymentPassword: 'Input cannot be empty',
    });
  });

  it('caps the verification code at 255 characters', () => {
    const schema = registerSchema(registerFields({}, 'mobile', {}), t);
    const good = { mobileNum: '0912345678' };
    expect(errors(schema, { ...good, verificationCode: '' })).toEqual({ verificationCode: 'Input cannot be empty' });
    expect(errors(schema, { ...good, verificationCode: 'x'.repeat(256) })).toEqual({
      verificationCode: 'Please enter the correct verification code',
    });
    expect(errors(schema, { ...good, verificationCode: '123456' })).toEqual({});
  });

  it("uses the rule's message key, or shows the merchant's own text as it is", () => {
    const rules: RegisterRules = {
      username: {
        enabled: true,
        minLength: 6,
        maxLength: 6,
        patternId: 1,
        acceptedPattern: '^a',
        message: 'reg_pattern_14',
      },
      wechat: { enabled: true, required: true, acceptedPattern: '^wx', message: 'WeChat ids start with wx' },
    };
    const schema = registerSchema(registerFields(rules, 'username', {}), t);
    expect(
      errors(schema, { username: 'bbbbbb', password: 'secret1', confirmPassword: 'secret1', wechat: 'abc' }),
    ).toEqual({
      username: 'Use 6 letters and numbers only',
      wechat: 'WeChat ids start with wx',
    });
  });

  it("reads '*' as any text and falls back to the built-in rules where the merchant has none", () => {
    const schema = registerSchema(registerFields({}, 'username', {}), t);
    expect(errors(schema, { username: 'ab', password: 'abc', confirmPassword: 'abc' })).toEqual({
      username: 'Use 6-13 letters or numbers, without special characters',
      password: 'Use 6-16 characters',
    });
  });
});

describe('passwordRule', () => {
  it("holds a new password to the merchant's password rule", () => {
    const schema = passwordRule(siam, t);
    expect(safeParse(schema, 'abcdefgh').issues?.[0]?.message).toBe('Use 8-16 characters mixing letters and numbers');
    expect(safeParse(schema, '').issues?.[0]?.message).toBe('Input cannot be empty');
    expect(safeParse(schema, 'abcd1234').success).toBe(true);
  });
});

describe('lengthRange', () => {
  it('collapses equal bounds', () => {
    expect(lengthRange(6, 12)).toBe('6-12');
    expect(lengthRange(6, 6)).toBe('6');
  });
});
