import { defineMessages } from '@lobby/i18n/react';

type Range = { range: string };
type Max = { max: string };

/**
 * The merchant's pattern messages by `patternId` (contract §3.3, `reg_pattern_<id>`), and the fixed messages of the
 * built-in rules. `range` is "6-12", or "6" when the minimum and maximum are the same.
 */
export const registerRulesMessages = defineMessages<{
  pattern0: Range;
  pattern1: Range;
  pattern2: Range;
  pattern3: Max;
  pattern4: Range;
  pattern5: Range;
  pattern6: Range;
  pattern7: Range;
  pattern8: Range;
  pattern9: Range;
  pattern10: Range;
  pattern11: Record<never, never>;
  pattern12: Range;
  pattern13: Record<never, never>;
  pattern14: Range;
  pattern15: Range;
  pattern16: Range;
  pattern17: Range;
  pattern18: Range;
  pattern19: Range;
  required: Record<never, never>;
  confirmMismatch: Record<never, never>;
  verificationCode: Record<never, never>;
  mobileNumber: Record<never, never>;
  invalid: Record<never, never>;
  newPasswordHint: { rule: string };
}>({
  pattern0: { id: 'auth.RegisterRules.pattern0', defaultMessage: 'Use {range} characters' },
  pattern1: {
    id: 'auth.RegisterRules.pattern1',
    defaultMessage: 'Use {range} letters or numbers, starting with a letter',
  },
  pattern2: { id: 'auth.RegisterRules.pattern2', defaultMessage: 'Use {range} Chinese characters or numbers' },
  pattern3: {
    id: 'auth.RegisterRules.pattern3',
    defaultMessage: 'Enter an e-mail address such as name@example.com, at most {max} characters',
  },
  pattern4: {
    id: 'auth.RegisterRules.pattern4',
    defaultMessage: 'Use {range} letters or numbers, without special characters',
  },
  pattern5: { id: 'auth.RegisterRules.pattern5', defaultMessage: 'Use {range} characters mixing letters and numbers' },
  pattern6: { id: 'auth.RegisterRules.pattern6', defaultMessage: 'Use {range} digits' },
  pattern7: {
    id: 'auth.RegisterRules.pattern7',
    defaultMessage: 'Use {range} letters or numbers, at least one of them an uppercase letter',
  },
  pattern8: { id: 'auth.RegisterRules.pattern8', defaultMessage: 'Use {range} English letters or spaces' },
  pattern9: { id: 'auth.RegisterRules.pattern9', defaultMessage: 'Use {range} characters without spaces' },
  pattern10: {
    id: 'auth.RegisterRules.pattern10',
    defaultMessage: 'Use {range} Chinese characters or punctuation marks',
  },
  pattern11: { id: 'auth.RegisterRules.pattern11', defaultMessage: 'Enter a date as yyyy-MM-dd' },
  pattern12: {
    id: 'auth.RegisterRules.pattern12',
    defaultMessage: 'Use {range} letters, with one space between words',
  },
  pattern13: { id: 'auth.RegisterRules.pattern13', defaultMessage: 'Enter a date as MM-dd-yyyy' },
  pattern14: { id: 'auth.RegisterRules.pattern14', defaultMessage: 'Use {range} letters and numbers only' },
  pattern15: { id: 'auth.RegisterRules.pattern15', defaultMessage: 'Use {range} Korean characters' },
  pattern16: { id: 'auth.RegisterRules.pattern16', defaultMessage: 'Use {range} Thai characters' },
  pattern17: { id: 'auth.RegisterRules.pattern17', defaultMessage: 'Use {range} Thai or English letters or spaces' },
  pattern18: {
    id: 'auth.RegisterRules.pattern18',
    defaultMessage: 'Use {range} uppercase letters or spaces, with at least one letter',
  },
  pattern19: { id: 'auth.RegisterRules.pattern19', defaultMessage: 'Use {range} letters, numbers or symbols' },
  required: { id: 'auth.RegisterRules.required', defaultMessage: 'Input cannot be empty' },
  confirmMismatch: { id: 'auth.RegisterRules.confirmMismatch', defaultMessage: 'Incorrect confirmation input' },
  verificationCode: {
    id: 'auth.RegisterRules.verificationCode',
    defaultMessage: 'Please enter the correct verification code',
  },
  mobileNumber: { id: 'auth.RegisterRules.mobileNumber', defaultMessage: 'Phone number format is incorrect' },
  invalid: { id: 'auth.RegisterRules.invalid', defaultMessage: 'This value is not in the expected format' },
  newPasswordHint: {
    id: 'auth.RegisterRules.newPasswordHint',
    defaultMessage: '{rule}. Not a common password, nor one holding your user name or number.',
  },
});
