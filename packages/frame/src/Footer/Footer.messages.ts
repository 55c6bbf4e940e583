import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

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
  products: { id: 'frame.Footer.products', defaultMessage: 'Products' },
  providers: { id: 'frame.Footer.providers', defaultMessage: 'Game providers' },
  support: { id: 'frame.Footer.support', defaultMessage: 'Support' },
  help: { id: 'frame.Footer.help', defaultMessage: 'Help' },
  feedback: { id: 'frame.Footer.feedback', defaultMessage: 'Feedback' },
  faq: { id: 'frame.Footer.faq', defaultMessage: 'FAQ' },
  followUs: { id: 'frame.Footer.followUs', defaultMessage: 'Follow us' },
  certificates: { id: 'frame.Footer.certificates', defaultMessage: 'Licences and certificates' },
  licensed: { id: 'frame.Footer.licensed', defaultMessage: 'Licensed gaming operator' },
  adultsOnly: { id: 'frame.Footer.adultsOnly', defaultMessage: 'Players aged {age} and over only' },
  fairPlay: { id: 'frame.Footer.fairPlay', defaultMessage: 'Fair play certified' },
  newTab: { id: 'frame.Footer.newTab', defaultMessage: '(opens in a new tab)' },
  copyright: { id: 'frame.Footer.copyright', defaultMessage: '© {year} {brand}. All rights reserved.' },
  facebook: { id: 'frame.Footer.facebook', defaultMessage: 'Facebook' },
  instagram: { id: 'frame.Footer.instagram', defaultMessage: 'Instagram' },
  twitter: { id: 'frame.Footer.twitter', defaultMessage: 'Twitter' },
  youtube: { id: 'frame.Footer.youtube', defaultMessage: 'YouTube' },
  telegram: { id: 'frame.Footer.telegram', defaultMessage: 'Telegram' },
  discord: { id: 'frame.Footer.discord', defaultMessage: 'Discord' },
});
