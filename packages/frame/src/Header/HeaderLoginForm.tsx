import { Button } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import type { FormEvent } from 'react';
import { headerMessages as m } from './Header.messages';
import { HeaderField, HeaderForm } from './Header.styles';

export interface HeaderCredentials {
  username: string;
  password: string;
}

/**
 * The header variant of the login form (spec 1 §2): user name and password beside the logo on wide screens. It
 * checks nothing itself: what it holds goes to the login popup, which validates, runs the human check and logs in,
 * or asks for what is missing.
 */
export function HeaderLoginForm({ onSubmit }: { onSubmit: (credentials: HeaderCredentials) => void }) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({ username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') });
    event.currentTarget.reset();
  };
  const username = intl.formatMessage(m.username);
  const password = intl.formatMessage(m.password);
  return (
    <HeaderForm aria-label={intl.formatMessage(m.loginForm)} onSubmit={submit} noValidate>
      <HeaderField
        name="username"
        aria-label={username}
        placeholder={username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <HeaderField
        name="password"
        type="password"
        aria-label={password}
        placeholder={password}
        autoComplete="current-password"
      />
      <Button type="submit" variant="secondary">
        {intl.formatMessage(m.logIn)}
      </Button>
    </HeaderForm>
  );
}
