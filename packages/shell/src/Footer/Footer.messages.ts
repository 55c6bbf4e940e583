import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '../i18nTypes';

export const footerMessages = defineMessages<{
  products: NoValues;
  providers: NoValues;
  support: NoValues;
  help: NoValues;
  feedback: NoValues;
  faq: NoValues;
  followUs: NoValues;
  certificates: NoValues;
  licensed: NoValues;
  adultsOnly: { age: number };
  fairPlay: NoValues;
  newTab: NoValues;
  copyright: { year: number; brand: string };
  facebook: NoValues;
  instagram: NoValues;
  twitter: NoValues;
  youtube: NoValues;
  telegram: NoValues;
  discord: NoValues;
}>({
  products: { id: 'shell.Footer.products', defaultMessage: 'Products' },
  providers: { id: 'shell.Footer.providers', defaultMessage: 'Game providers' },
  support: { id: 'shell.Footer.support', defaultMessage: 'Support' },
  help: { id: 'shell.Footer.help', defaultMessage: 'Help' },
  feedback: { id: 'shell.Footer.feedback', defaultMessage: 'Feedback' },
  faq: { id: 'shell.Footer.faq', defaultMessage: 'FAQ' },
  followUs: { id: 'shell.Footer.followUs', defaultMessage: 'Follow us' },
  certificates: { id: 'shell.Footer.certificates', defaultMessage: 'Licences and certificates' },
  licensed: { id: 'shell.Footer.licensed', defaultMessage: 'Licensed gaming operator' },
  adultsOnly: { id: 'shell.Footer.adultsOnly', defaultMessage: 'Players aged {age} and over only' },
  fairPlay: { id: 'shell.Footer.fairPlay', defaultMessage: 'Fair play certified' },
  newTab: { id: 'shell.Footer.newTab', defaultMessage: '(opens in a new tab)' },
  copyright: { id: 'shell.Footer.copyright', defaultMessage: '© {year} {brand}. All rights reserved.' },
  facebook: { id: 'shell.Footer.facebook', defaultMessage: 'Facebook' },
  instagram: { id: 'shell.Footer.instagram', defaultMessage: 'Instagram' },
  twitter: { id: 'shell.Footer.twitter', defaultMessage: 'Twitter' },
  youtube: { id: 'shell.Footer.youtube', defaultMessage: 'YouTube' },
  telegram: { id: 'shell.Footer.telegram', defaultMessage: 'Telegram' },
  discord: { id: 'shell.Footer.discord', defaultMessage: 'Discord' },
});
