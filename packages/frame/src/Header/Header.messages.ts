import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

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
  home: { id: 'frame.Header.home', defaultMessage: '{brand} home' },
  mainNavigation: { id: 'frame.Header.mainNavigation', defaultMessage: 'Main' },
  openMenu: { id: 'frame.Header.openMenu', defaultMessage: 'Open menu' },
  sideMenu: { id: 'frame.Header.sideMenu', defaultMessage: 'Side menu' },
  language: { id: 'frame.Header.language', defaultMessage: 'Language' },
  logIn: { id: 'frame.Header.logIn', defaultMessage: 'Log in' },
  loginForm: { id: 'frame.Header.loginForm', defaultMessage: 'Quick login' },
  username: { id: 'frame.Header.username', defaultMessage: 'Username' },
  password: { id: 'frame.Header.password', defaultMessage: 'Password' },
  register: { id: 'frame.Header.register', defaultMessage: 'Register' },
  accountMenu: { id: 'frame.Header.accountMenu', defaultMessage: 'Account' },
  deposit: { id: 'frame.Header.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'frame.Header.withdraw', defaultMessage: 'Withdraw' },
  myAccount: { id: 'frame.Header.myAccount', defaultMessage: 'My account' },
  bettingRecord: { id: 'frame.Header.bettingRecord', defaultMessage: 'Betting record' },
  accountRecord: { id: 'frame.Header.accountRecord', defaultMessage: 'Account record' },
  agent: { id: 'frame.Header.agent', defaultMessage: 'Agent centre' },
  signOut: { id: 'frame.Header.signOut', defaultMessage: 'Sign out' },
});
