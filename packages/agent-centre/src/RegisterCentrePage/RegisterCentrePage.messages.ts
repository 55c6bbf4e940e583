import type { NoValues } from '@lobby/i18n';
import { defineMessages } from '@lobby/i18n/react';

export const registerCentreMessages = defineMessages<{
  title: NoValues;
  registerTitle: NoValues;
  registerIntro: NoValues;
  username: NoValues;
  password: NoValues;
  confirmPassword: NoValues;
  payeeName: NoValues;
  email: NoValues;
  mobileNum: NoValues;
  showPassword: NoValues;
  required: NoValues;
  lengthBetween: { min: number; max: number };
  mismatch: NoValues;
  register: NoValues;
  registered: { name: string };
  registerOff: NoValues;
  linksTitle: NoValues;
  linksIntro: NoValues;
  remark: NoValues;
  remarkHint: { max: number };
  remarkTooLong: { max: number };
  create: NoValues;
  created: { code: string };
  createOff: NoValues;
  limitReached: { max: number };
  noLinks: NoValues;
  linkLabel: { code: string };
  registrations: { count: number };
  createdOn: { date: string };
  copy: NoValues;
  copied: NoValues;
  copyFailed: NoValues;
  showQr: NoValues;
  hideQr: NoValues;
  loading: NoValues;
  failed: NoValues;
  retry: NoValues;
}>({
  title: { id: 'agent-centre.RegisterCentrePage.title', defaultMessage: 'Register centre' },
  registerTitle: { id: 'agent-centre.RegisterCentrePage.registerTitle', defaultMessage: 'Register a downline' },
  registerIntro: {
    id: 'agent-centre.RegisterCentrePage.registerIntro',
    defaultMessage: 'The new member joins your team at once and logs in with the name and password you choose here.',
  },
  username: { id: 'agent-centre.RegisterCentrePage.username', defaultMessage: 'Username' },
  password: { id: 'agent-centre.RegisterCentrePage.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'agent-centre.RegisterCentrePage.confirmPassword', defaultMessage: 'Confirm password' },
  payeeName: { id: 'agent-centre.RegisterCentrePage.payeeName', defaultMessage: 'Real name' },
  email: { id: 'agent-centre.RegisterCentrePage.email', defaultMessage: 'Email' },
  mobileNum: { id: 'agent-centre.RegisterCentrePage.mobileNum', defaultMessage: 'Mobile number' },
  showPassword: { id: 'agent-centre.RegisterCentrePage.showPassword', defaultMessage: 'Show password' },
  required: { id: 'agent-centre.RegisterCentrePage.required', defaultMessage: 'Input cannot be empty' },
  lengthBetween: {
    id: 'agent-centre.RegisterCentrePage.lengthBetween',
    defaultMessage: 'Use {min} to {max} characters.',
  },
  mismatch: { id: 'agent-centre.RegisterCentrePage.mismatch', defaultMessage: 'The two passwords differ.' },
  register: { id: 'agent-centre.RegisterCentrePage.register', defaultMessage: 'Register' },
  registered: {
    id: 'agent-centre.RegisterCentrePage.registered',
    defaultMessage: '{name} is registered in your team and can log in now.',
  },
  registerOff: {
    id: 'agent-centre.RegisterCentrePage.registerOff',
    defaultMessage: 'Registering downlines here is not offered on this site: share an affiliate link instead.',
  },
  linksTitle: { id: 'agent-centre.RegisterCentrePage.linksTitle', defaultMessage: 'Affiliate links' },
  linksIntro: {
    id: 'agent-centre.RegisterCentrePage.linksIntro',
    defaultMessage: 'Whoever registers through one of your links joins your team.',
  },
  remark: { id: 'agent-centre.RegisterCentrePage.remark', defaultMessage: 'Note (optional)' },
  remarkHint: {
    id: 'agent-centre.RegisterCentrePage.remarkHint',
    defaultMessage: 'Where you will share it, at most {max} characters.',
  },
  remarkTooLong: {
    id: 'agent-centre.RegisterCentrePage.remarkTooLong',
    defaultMessage: 'Use at most {max} characters.',
  },
  create: { id: 'agent-centre.RegisterCentrePage.create', defaultMessage: 'Create a link' },
  created: { id: 'agent-centre.RegisterCentrePage.created', defaultMessage: 'Link {code} is ready to share.' },
  createOff: {
    id: 'agent-centre.RegisterCentrePage.createOff',
    defaultMessage: 'New affiliate links are not offered on this site.',
  },
  limitReached: {
    id: 'agent-centre.RegisterCentrePage.limitReached',
    defaultMessage: 'You hold {max} links, the most allowed.',
  },
  noLinks: { id: 'agent-centre.RegisterCentrePage.noLinks', defaultMessage: 'You have no affiliate links yet.' },
  linkLabel: { id: 'agent-centre.RegisterCentrePage.linkLabel', defaultMessage: 'Link {code}' },
  registrations: {
    id: 'agent-centre.RegisterCentrePage.registrations',
    defaultMessage: '{count, plural, =0 {No registrations yet} one {# registration} other {# registrations}}',
  },
  createdOn: { id: 'agent-centre.RegisterCentrePage.createdOn', defaultMessage: 'Made {date}' },
  copy: { id: 'agent-centre.RegisterCentrePage.copy', defaultMessage: 'Copy link' },
  copied: { id: 'agent-centre.RegisterCentrePage.copied', defaultMessage: 'Link copied.' },
  copyFailed: {
    id: 'agent-centre.RegisterCentrePage.copyFailed',
    defaultMessage: 'The link could not be copied: select it and copy it yourself.',
  },
  showQr: { id: 'agent-centre.RegisterCentrePage.showQr', defaultMessage: 'QR code' },
  hideQr: { id: 'agent-centre.RegisterCentrePage.hideQr', defaultMessage: 'Hide QR code' },
  loading: { id: 'agent-centre.RegisterCentrePage.loading', defaultMessage: 'Loading' },
  failed: { id: 'agent-centre.RegisterCentrePage.failed', defaultMessage: 'This could not be loaded.' },
  retry: { id: 'agent-centre.RegisterCentrePage.retry', defaultMessage: 'Try again' },
});
