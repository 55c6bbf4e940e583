import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '../i18nTypes';

export const headerMessages = defineMessages<{
  home: { brand: string };
  mainNavigation: NoValues;
  openMenu: NoValues;
  sideMenu: NoValues;
  language: NoValues;
  logIn: NoValues;
  loginForm: NoValues;
  username: NoValues;
  password: NoValues;
  register: NoValues;
  accountMenu: NoValues;
  deposit: NoValues;
  withdraw: NoValues;
  myAccount: NoValues;
  bettingRecord: NoValues;
  accountRecord: NoValues;
  agent: NoValues;
  signOut: NoValues;
}>({
  home: { id: 'shell.Header.home', defaultMessage: '{brand} home' },
  mainNavigation: { id: 'shell.Header.mainNavigation', defaultMessage: 'Main' },
  openMenu: { id: 'shell.Header.openMenu', defaultMessage: 'Open menu' },
  sideMenu: { id: 'shell.Header.sideMenu', defaultMessage: 'Side menu' },
  language: { id: 'shell.Header.language', defaultMessage: 'Language' },
  logIn: { id: 'shell.Header.logIn', defaultMessage: 'Log in' },
  loginForm: { id: 'shell.Header.loginForm', defaultMessage: 'Quick login' },
  username: { id: 'shell.Header.username', defaultMessage: 'Username' },
  password: { id: 'shell.Header.password', defaultMessage: 'Password' },
  register: { id: 'shell.Header.register', defaultMessage: 'Register' },
  accountMenu: { id: 'shell.Header.accountMenu', defaultMessage: 'Account' },
  deposit: { id: 'shell.Header.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'shell.Header.withdraw', defaultMessage: 'Withdraw' },
  myAccount: { id: 'shell.Header.myAccount', defaultMessage: 'My account' },
  bettingRecord: { id: 'shell.Header.bettingRecord', defaultMessage: 'Betting record' },
  accountRecord: { id: 'shell.Header.accountRecord', defaultMessage: 'Account record' },
  agent: { id: 'shell.Header.agent', defaultMessage: 'Agent centre' },
  signOut: { id: 'shell.Header.signOut', defaultMessage: 'Sign out' },
});
