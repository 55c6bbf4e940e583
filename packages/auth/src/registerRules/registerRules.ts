import type { RegisterRule, RegisterRules } from '@lobby/contract';
import type { MessageDeclaration } from '@lobby/i18n/react';
import type { WhitelabelFlags } from '@lobby/whitelabel';
import { check, forward, object, partialCheck, pipe, string, type GenericSchema, type ObjectEntries } from 'valibot';
import { registerRulesMessages as m } from './registerRules.messages';

/** Formats a message in the current language: `(message, values) => intl.formatMessage(message, values)`. */
export type Translate = (message: MessageDeclaration, values?: Record<string, string>) => string;

/** One field's rule, read from the merchant's settings (contract §3.3) or a built-in default. */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  pattern: RegExp;
  minLength: number;
  maxLength: number;
  /** The message of a value against the rule, in the current language. */
  message: (t: Translate) => string;
}

/** Form fields of the registration call, in the order the form shows them. */
export const registerFieldNames = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

/** Registration by user name (`register`) or by mobile number (`registerMobile`). */
export type RegisterVariant = 'username' | 'mobile';

export interface RegisterField {
  name: RegisterFieldName;
  required: boolean;
  rule: FieldRule;
}

export type RegisterValues = Partial<Record<RegisterFieldName, string>>;

const isOn = (value: unknown): boolean =>
  value === true || value === 1 || (typeof value === 'string' && /^(1|y|yes|true)$/i.test(value.trim()));

const finite = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

/** `"*"` reads as `".*"` (contract §3.3); a pattern the browser cannot compile checks lengths only. */
function compile(accepted: string | null | undefined): RegExp {
  const source = !accepted || accepted === '*' ? '.*' : accepted;
  try {
    return new RegExp(source);
  } catch {
    return /.*/;
  }
}

const patternMessages: Record<string, MessageDeclaration> = {
  '0': m.pattern0,
  '1': m.pattern1,
  '2': m.pattern2,
  '3': m.pattern3,
  '4': m.pattern4,
  '5': m.pattern5,
  '6': m.pattern6,
  '7': m.pattern7,
  '8': m.pattern8,
  '9': m.pattern9,
  '10': m.pattern10,
  '11': m.pattern11,
  '12': m.pattern12,
  '13': m.pattern13,
  '14': m.pattern14,
  '15': m.pattern15,
  '16': m.pattern16,
  '17': m.pattern17,
  '18': m.pattern18,
  '19': m.pattern19,
};

/** The platform's message keys a rule's `message` may name, beyond `reg_pattern_<id>`. */
const keyedMessages: Record<string, MessageDeclaration> = {
  enter_verification_code: m.verificationCode,
  error_phone_number_limit: m.mobileNumber,
  error_password: m.pattern0,
};

/** "6-12", or "6" when both bounds are the same (contract §3.3: `(min)`/`(max)` collapse when equal). */
export const lengthRange = (min: number, max: number): string =>
  min === max || !Number.isFinite(max) ? String(min) : `${min}-${max}`;

function messageOf(rule: RegisterRule, min: number, max: number): FieldRule['message'] {
  const values = { range: lengthRange(min, max), max: Number.isFinite(max) ? String(max) : '' };
  const override = rule.message?.trim();
  if (override) {
    const pattern = /^reg_pattern_(\d+)$/.exec(override)?.[1];
    const keyed = (pattern !== undefined ? patternMessages[pattern] : undefined) ?? keyedMessages[override];
    // A key this client does not know is the merchant's own text: show it as it is.
    return keyed ? (t) => t(keyed, values) : () => override;
  }
  const declared = rule.patternId != null ? patternMessages[String(rule.patternId)] : undefined;
  return (t) => t(declared ?? m.invalid, values);
}

/** Reads one rule of the merchant's settings. */
export function fieldRuleOf(rule: RegisterRule): FieldRule {
  const minLength = finite(rule.minLength, 0);
  const maxLength = finite(rule.maxLength, Number.POSITIVE_INFINITY);
  return {
    enabled: isOn(rule.enabled),
    required: isOn(rule.required),
    pattern: compile(rule.acceptedPattern),
    minLength,
    maxLength,
    message: messageOf(rule, minLength, maxLength),
  };
}

/**
 * The client's built-in rules (contract §3.3), used where the merchant's settings lack a field. The verification code
 * follows spec 1 §5 (at most 255) rather than the original's 1-10.
 */
export const builtInRules = {
  verificationCode: { acceptedPattern: '.*', minLength: 0, maxLength: 255, message: 'enter_verification_code' },
  username: { acceptedPattern: '^[a-zA-Z0-9]+$', minLength: 6, maxLength: 13, message: 'reg_pattern_4' },
  password: { acceptedPattern: '.+', minLength: 6, maxLength: 16, message: 'error_password' },
  mobileNum: { acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 16, message: 'error_phone_number_limit' },
  countryDialingCode: { acceptedPattern: '^[0-9]+$', minLength: 1, maxLength: 3, required: false },
} satisfies Record<string, RegisterRule>;

/** The rule of `name`: the merchant's, else the built-in one, else anything goes. */
export function ruleFor(rules: RegisterRules, name: string): FieldRule {
  const merchant = rules[name];
  if (name === 'verificationCode') return fieldRuleOf({ ...builtInRules.verificationCode, enabled: true });
  if (merchant) return fieldRuleOf(merchant);
  const builtIn = (builtInRules as Record<string, RegisterRule>)[name];
  return fieldRuleOf(builtIn ?? { acceptedPattern: '*' });
}

/**
 * Whether `value` satisfies `rule`: the pattern matches and the length, in characters as the platform counts them
 * (an emoji is one), is within bounds.
 */
export function ruleAccepts(rule: FieldRule, value: string): boolean {
  const length = [...value].length;
  return rule.pattern.test(value) && length >= rule.minLength && length <= rule.maxLength;
}

/** A string field: 'Input cannot be empty' when required and empty, the rule's message when against the rule. */
export function fieldSchema(rule: FieldRule, required: boolean, t: Translate): GenericSchema<string> {
  return pipe(
    string(),
    check((value) => !required || value !== '', t(m.required)),
    check((value) => value === '' || ruleAccepts(rule, value), rule.message(t)),
  );
}

/** A new password under the merchant's password rule (registration, change password, forgot by phone). */
export const passwordRule = (rules: RegisterRules, t: Translate): GenericSchema<string> =>
  fieldSchema(ruleFor(rules, 'password'), true, t);

/**
 * What a new password field tells before anything is typed: the merchant's rule ("Use 8-64 characters") and what the
 * platform refuses besides (common passwords, ones holding the user name or number).
 */
export const passwordHint = (rules: RegisterRules, t: Translate): string =>
  t(m.newPasswordHint, { rule: ruleFor(rules, 'password').message(t) });

/** A user name under the merchant's user-name rule (forgot by e-mail). */
export const usernameRule = (rules: RegisterRules, t: Translate): GenericSchema<string> =>
  fieldSchema(ruleFor(rules, 'username'), true, t);

/** A mobile number under the merchant's mobile rule (forgot by phone, SMS sends). */
export const mobileRule = (rules: RegisterRules, t: Translate): GenericSchema<string> =>
  fieldSchema(ruleFor(rules, 'mobileNum'), true, t);

/** The white-label switches that shape the registration form (contract §3.2, §2.9). */
export type RegisterFlags = Pick<WhitelabelFlags, 'REGMOBVERF3' | 'MOBILENUMPASSREG3' | 'GEETEST3'>;

/** Fields shown when the merchant enables them, required only when the merchant says so (spec 1 §5). */
const optionalFields = [
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'recommenderId',
  'affiliateCode',
] as const satisfies readonly RegisterFieldName[];

/**
 * The fields a registration form shows for the merchant's rules and switches, each with whether it is required, in
 * display order. By user name: user name and password always; mobile number and SMS code with REGMOBVERF3. By
 * mobile: number and SMS code always, password with MOBILENUMPASSREG3. Payment password and image captcha (the
 * latter only without GEETEST3, which asks the slider instead) are required whenever shown.
 */
export function registerFields(rules: RegisterRules, variant: RegisterVariant, flags: RegisterFlags): RegisterField[] {
  const enabled = (name: string) => isOn(rules[name]?.enabled);
  const required = (name: string) => isOn(rules[name]?.required);
  const sms = variant === 'mobile' || flags.REGMOBVERF3 === true;
  const password = variant === 'username' || flags.MOBILENUMPASSREG3 === true;

  const shown = new Map<RegisterFieldName, boolean>();
  if (variant === 'username') shown.set('username', true);
  if (variant === 'mobile' || sms || enabled('mobileNum')) {
    shown.set('mobileNum', variant === 'mobile' || sms || required('mobileNum'));
  }
  if (sms) shown.set('verificationCode', true);
  if (password) {
    shown.set('password', true);
    shown.set('confirmPassword', true);
  }
  if (enabled('paymentPassword')) shown.set('paymentPassword', true);
  for (const name of optionalFields) if (enabled(name)) shown.set(name, required(name));
  if (enabled('captcha') && flags.GEETEST3 !== true) shown.set('captcha', true);

  return registerFieldNames.flatMap((name) => {
    const isRequired = shown.get(name);
    if (isRequired === undefined) return [];
    // The confirmation is checked against the password, not a rule of its own.
    const rule = ruleFor(rules, name === 'confirmPassword' ? '' : name);
    return [{ name, required: isRequired, rule }];
  });
}

/**
 * The valibot schema of a registration form: one string per shown field, `confirmPassword` equal to `password`
 * ('Incorrect confirmation input'), plus any `extra` entries (the age consent).
 */
export function registerSchema<T extends RegisterValues = RegisterValues>(
  fields: readonly RegisterField[],
  t: Translate,
  extra: ObjectEntries = {},
): GenericSchema<T> {
  const entries: ObjectEntries = { ...extra };
  for (const { name, required, rule } of fields) {
    entries[name] =
      name === 'confirmPassword'
        ? pipe(
            string(),
            check((value) => value !== '', t(m.required)),
          )
        : fieldSchema(rule, required, t);
  }
  const hasConfirmation = fields.some((field) => field.name === 'confirmPassword');
  const schema = object(entries);
  // The entries are read from the merchant's rules at run time: `T` names what they hold.
  if (!hasConfirmation) return schema as GenericSchema as GenericSchema<T>;
  return pipe(
    schema,
    forward(
      partialCheck(
        [['password'], ['confirmPassword']],
        (input: Record<string, unknown>) => input.password === input.confirmPassword,
        t(m.confirmMismatch),
      ),
      ['confirmPassword'],
    ),
  ) as GenericSchema as GenericSchema<T>;
}
