import type { BrandConfig } from '@lobby/brand';
import { escapeHtml } from './announcements';
import { isCopyLanguage, type CopyLanguage } from './bannerCopy';
import { inboxCopy, questionCopy, type InboxKey } from './inboxCopy';

const hour = 3_600_000;
const day = 24 * hour;

/** A seeded message: who wrote it, its words, how long before the seed it was sent, and whether it was read. */
export interface MailSeed {
  author: 'MERCHANT' | 'MEMBER';
  title: string;
  content: string;
  ageMs: number;
  read: boolean;
  replies: Array<{ author: 'MERCHANT' | 'MEMBER'; content: string; ageMs: number }>;
}

/** The seeded messages' age and whether the member has read them: the welcome read, the two newest not. */
const plan: ReadonlyArray<{ key: InboxKey; ageMs: number; read: boolean }> = [
  { key: 'welcome', ageMs: 20 * day, read: true },
  { key: 'deposit-bonus', ageMs: 3 * day, read: false },
  { key: 'maintenance', ageMs: 1 * day, read: false },
];

/**
 * A demo member's inbox in `language` (the member's; English where no copy is written in it): the merchant's welcome,
 * deposit bonus and maintenance messages, and for `withQuestion` a question to customer service with its answer.
 */
export function inboxFor(brand: BrandConfig, language: string, withQuestion: boolean): MailSeed[] {
  const lang: CopyLanguage = isCopyLanguage(language) ? language : 'EN';
  const fill = (text: string, escape: (value: string) => string) =>
    text.replaceAll('{brand}', escape(brand.displayName));
  const mails: MailSeed[] = plan.map(({ key, ageMs, read }) => ({
    author: 'MERCHANT',
    title: fill(inboxCopy[key].title[lang], (value) => value),
    content: fill(inboxCopy[key].content[lang], escapeHtml),
    ageMs,
    read,
    replies: [],
  }));
  if (!withQuestion) return mails;
  return [
    ...mails,
    {
      author: 'MEMBER',
      title: questionCopy.title[lang],
      content: questionCopy.content[lang],
      ageMs: 5 * day,
      read: true,
      replies: [{ author: 'MERCHANT', content: questionCopy.answer[lang], ageMs: 5 * day - 2 * hour }],
    },
  ];
}
