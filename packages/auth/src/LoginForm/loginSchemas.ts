import { maxLength, nonEmpty, object, optional, boolean, pipe, regex, string, trim } from 'valibot';

export interface LoginSchemaMessages {
  needCredentials: string;
  needMobile: string;
  needCode: string;
  needCaptcha: string;
}

/** Mobile numbers as the platform's clients accept them for SMS login (contract §3.3 `loginMobileNum`, digits). */
const mobilePattern = /^[0-9]{6,16}$/;

const captchaField = (required: boolean, message: string) =>
  required ? pipe(string(), trim(), nonEmpty(message)) : optional(string());

/** Username login (spec 1 §5): user name and password required and trimmed, the captcha too once it is shown. */
export const usernameLoginSchema = (messages: LoginSchemaMessages, captchaRequired: boolean) =>
  object({
    username: pipe(string(), trim(), nonEmpty(messages.needCredentials)),
    password: pipe(string(), trim(), nonEmpty(messages.needCredentials)),
    captcha: captchaField(captchaRequired, messages.needCaptcha),
    remember: boolean(),
  });

/** The mobile number alone, as the send-code button checks it before asking for a code. */
export const mobileSchema = (messages: LoginSchemaMessages) =>
  pipe(string(), trim(), nonEmpty(messages.needMobile), regex(mobilePattern, messages.needMobile));

/** SMS login: a mobile number in the mobile format and the code (at most 255 characters, spec 1 §9). */
export const smsLoginSchema = (messages: LoginSchemaMessages) =>
  object({
    mobile: mobileSchema(messages),
    code: pipe(string(), trim(), nonEmpty(messages.needCode), maxLength(255, messages.needCode)),
  });
