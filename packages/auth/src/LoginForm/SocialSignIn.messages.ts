import { defineMessages } from '@lobby/i18n/react';

export const socialSignInMessages = defineMessages<{
  heading: Record<never, never>;
  signInWith: { channel: string };
}>({
  heading: { id: 'auth.SocialSignIn.heading', defaultMessage: 'Or log in with' },
  signInWith: { id: 'auth.SocialSignIn.signInWith', defaultMessage: 'Log in with {channel}' },
});
