import { Button, FormAlert, Tabs } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { useFlag } from '@lobby/whitelabel/react';
import { useErrorText } from '../errors/errorText';
import { useFreePlay } from '../login/useFreePlay';
import type { LoginAudience, LoginSuccess } from '../login/useLogin';
import { loginFormMessages as m } from './LoginForm.messages';
import { Extras, Row, TextButton } from './LoginForm.styles';
import { SmsLogin } from './SmsLogin';
import { SocialSignIn } from './SocialSignIn';
import { UsernameLogin } from './UsernameLogin';

export interface LoginFormProps {
  /** After a login or free play succeeded: the token is stored; the caller closes the popup and navigates. */
  onSignedIn: (result: LoginSuccess) => void;
  /** Opens registration; no link without it. */
  onRegister?: () => void;
  /** Opens the forgotten-password flow; no link without it. */
  onForgotPassword?: () => void;
  /**
   * `agents`: the agent login page (spec 1 §6), user name and password only; a trial account or a member who is no
   * agent is refused and their new session closed again.
   */
  audience?: LoginAudience;
}

/**
 * The login form of the popup and the `/login` page (spec 1 §2, §4): username login, and SMS-code login where the site
 * turns it on (MOBILEVERCODELOGIN3), each in its own tab; free play where FREEPLAY3 is on; links to register and to
 * the forgotten-password flow; third-party sign-in where the brand has an identity provider and the site's flags allow.
 */
export function LoginForm({ onSignedIn, onRegister, onForgotPassword, audience = 'everyone' }: LoginFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const forAgents = audience === 'agents';
  const smsLogin = useFlag('MOBILEVERCODELOGIN3') && !forAgents;
  const freePlayOn = useFlag('FREEPLAY3') && !forAgents;
  const freePlay = useFreePlay(onSignedIn);

  const username = <UsernameLogin onSignedIn={onSignedIn} onForgotPassword={onForgotPassword} audience={audience} />;
  return (
    <>
      {smsLogin ? (
        <Tabs
          label={intl.formatMessage(m.methods)}
          tabs={[
            { value: 'username', label: intl.formatMessage(m.byUsername) },
            { value: 'sms', label: intl.formatMessage(m.bySms) },
          ]}
        >
          {(method) => (method === 'sms' ? <SmsLogin onSignedIn={onSignedIn} /> : username)}
        </Tabs>
      ) : (
        username
      )}
      <Extras>
        {onRegister && !forAgents && (
          <Row>
            <span>{intl.formatMessage(m.noAccount)}</span>
            <TextButton type="button" onClick={onRegister}>
              {intl.formatMessage(m.register)}
            </TextButton>
          </Row>
        )}
        {!forAgents && <SocialSignIn onSignedIn={onSignedIn} />}
        {freePlayOn && (
          <>
            {freePlay.isError && <FormAlert>{errorText(freePlay.error)}</FormAlert>}
            <Button variant="secondary" fullWidth loading={freePlay.isPending} onClick={() => freePlay.mutate()}>
              {intl.formatMessage(m.freePlay)}
            </Button>
          </>
        )}
      </Extras>
    </>
  );
}
