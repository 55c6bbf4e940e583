import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '../i18nTypes';

/** What the home page and every layout need: kept apart from the page names so the first chunk stays small. */
export const homeMessages = defineMessages<{
  home: NoValues;
  comingSoon: NoValues;
  backHome: NoValues;
  welcome: { brand: string };
  skipToContent: NoValues;
}>({
  home: { id: 'shell.Page.home', defaultMessage: 'Home' },
  comingSoon: { id: 'shell.ComingSoonPage.title', defaultMessage: 'Coming soon' },
  backHome: { id: 'shell.ComingSoonPage.backHome', defaultMessage: 'Back to home' },
  welcome: { id: 'shell.HomePage.welcome', defaultMessage: 'Welcome to {brand}' },
  skipToContent: { id: 'shell.Layout.skipToContent', defaultMessage: 'Skip to main content' },
});
