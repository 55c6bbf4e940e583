import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

/** What the home page and every layout need: kept apart from the page names so the first chunk stays small. */
export const homeMessages = defineMessages<{
  home: NoValues;
  comingSoon: NoValues;
  backHome: NoValues;
  welcome: { brand: string };
  skipToContent: NoValues;
}>({
  home: { id: 'web.Page.home', defaultMessage: 'Home' },
  comingSoon: { id: 'web.ComingSoonPage.title', defaultMessage: 'Coming soon' },
  backHome: { id: 'web.ComingSoonPage.backHome', defaultMessage: 'Back to home' },
  welcome: { id: 'web.HomePage.welcome', defaultMessage: 'Welcome to {brand}' },
  skipToContent: { id: 'web.Layout.skipToContent', defaultMessage: 'Skip to main content' },
});
