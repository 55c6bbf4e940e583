import { Button, FacebookIcon, FormAlert, GoogleIcon, TwitterIcon } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useFlag } from '@lobby/whitelabel/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { useErrorText } from '../errors/errorText';
import { socialChannels, type SocialChannel } from '../identity/identity';
import { useLogin, type LoginSuccess } from '../login/useLogin';
import { useIdentity } from '../react/AuthProvider';
import { Divider, SocialButtons } from './LoginForm.styles';
import { socialSignInMessages as m } from './SocialSignIn.messages';

const channelIcons: Record<SocialChannel, ReactNode> = {
  google: <GoogleIcon />,
  facebook: <FacebookIcon />,
  twitter: <TwitterIcon />,
};

const channelNames: Record<SocialChannel, string> = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter' };

/**
 * Sign-in through Google, Facebook or Twitter (spec 1 §4), each where its flag is on and the brand has an identity
 * provider: the provider's window, then the platform's login with its ID token. A first sign-in is marked like any
 * first login; no password is typed, so none is ever forced to change.
 */
export function SocialSignIn({ onSignedIn }: { onSignedIn: (result: LoginSuccess) => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const identity = useIdentity();
  const headingId = useId();
  const login = useLogin(onSignedIn);
  const isOn: Record<SocialChannel, boolean> = {
    google: useFlag('GOOGLELOGIN3'),
    facebook: useFlag('FACEBOOKLOGIN3'),
    twitter: useFlag('TWITTERLOGIN3'),
  };
  const signIn = useMutation({
    mutationFn: async ({ channel, idToken }: { channel: SocialChannel; idToken: Promise<string> }) =>
      login.mutateAsync({
        username: '',
        password: '',
        type: 'firebase',
        firebase: { channel, idToken: await idToken },
      }),
  });

  const channels = socialChannels.filter((channel) => isOn[channel]);
  const shown = identity !== null && channels.length > 0;
  useEffect(() => {
    if (shown) identity.preload?.();
  }, [shown, identity]);

  if (!shown) return null;
  return (
    <section aria-labelledby={headingId}>
      <Divider id={headingId}>{intl.formatMessage(m.heading)}</Divider>
      {signIn.isError && <FormAlert>{errorText(signIn.error)}</FormAlert>}
      <SocialButtons>
        {channels.map((channel) => (
          <Button
            key={channel}
            variant="secondary"
            startIcon={channelIcons[channel]}
            loading={signIn.isPending && signIn.variables.channel === channel}
            disabled={signIn.isPending}
            aria-label={intl.formatMessage(m.signInWith, { channel: channelNames[channel] })}
            // The provider's window opens here, in the click itself, where browsers allow it.
            onClick={() => signIn.mutate({ channel, idToken: identity.signIn(channel) })}
          >
            {channelNames[channel]}
          </Button>
        ))}
      </SocialButtons>
    </section>
  );
}
