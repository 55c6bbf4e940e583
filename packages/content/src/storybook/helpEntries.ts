import type { HelpItem } from '@lobby/contract';
import { hostileMarkup } from '@lobby/contract-fixtures/hostile';

/** Entries as the reference platform seeds them: bodies only, some ending with hostile payloads. */
export const helpEntries: HelpItem[] = [
  {
    title: 'About us',
    content:
      '<p>Lotus Palace is an online entertainment site offering live casino, slots, sports, lottery and more, licensed and audited for fair play. Our support team is available 24 hours a day.</p>',
    tag: 'aboutus',
  },
  {
    title: 'How to deposit',
    content: `<ol><li>Log in and open Deposit from the account menu.</li><li>Choose a payment method and enter the amount.</li><li>Follow the instructions of the payment page.</li></ol><div>${hostileMarkup[3]}${hostileMarkup[6]}</div>`,
    tag: 'deposit',
  },
  {
    title: 'Frequently asked questions',
    content: '',
    tag: 'faqs',
    children: [
      {
        title: 'I forgot my password. What do I do?',
        content: '<p>Use Forgot password on the login screen to reset it by e-mail or by SMS.</p>',
        tag: 'faqs-1',
      },
      {
        title: 'How long does a deposit take?',
        content: '<p>Most deposits arrive within a few minutes. Bank transfers can take up to an hour.</p>',
        tag: 'faqs-2',
      },
    ],
  },
  {
    title: 'Terms and conditions',
    content: `<ol><li>You must be at least 18 years old to open an account.</li><li>One account per person, household and device.</li></ol><div>${hostileMarkup[45]}${hostileMarkup[18]}</div>`,
    tag: 'term',
  },
];
