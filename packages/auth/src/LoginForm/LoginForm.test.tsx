import { clearStorage, readStorage, storageKeys } from '@lobby/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { HumanChecker } from '../humanCheck';
import type { LoginSuccess } from '../login/useLogin';
import { headerCredentialsAtom, knownPasswordAtom } from '../session';
import {
  answer,
  fakeIdentity,
  platform,
  refuse,
  renderWithAuth,
  rsaKey,
  sentBody,
  withMswServer,
} from '../testing/authTestKit';
import { LoginForm } from './LoginForm';

// Whole forms typed into key by key: slow in jsdom on a busy machine, so these tests get more than the default 10 s.
vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
withMswServer(server);
beforeEach(() => {
  clearStorage('session');
  clearStorage('local');
  document.cookie = 'lobby_remembered_username=; Max-Age=0; Path=/';
});

const loginValue = (patch: Record<string, unknown> = {}) => ({
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  userName: 'player01',
  id: 7,
  customerType: 0,
  ...patch,
});

/** Answers logins with `reply` and records what each one sent. */
function loginHandler(reply: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    rsaKey,
    http.post(`${platform}/wps/session/login`, async ({ request }) => {
      const body = await sentBody(request);
      sent.push(body);
      return reply(body);
    }),
  );
  return sent;
}

async function logIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('the login form', () => {
  it('asks for the user name and password before calling anyone', async () => {
    const sent = loginHandler(() => answer(loginValue()));
    renderWithAuth(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Please enter the username and password')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/^Username/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('logs in with the trimmed user name, stores the token and says where to go', async () => {
    const sent = loginHandler(() => answer(loginValue()));
    const onSignedIn = vi.fn<(result: LoginSuccess) => void>();
    renderWithAuth(<LoginForm onSignedIn={onSignedIn} />);
    await logIn('  player01 ', 'Player#2026');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]?.[0].outcome).toBe('home');
    expect(sent[0]).toMatchObject({ username: 'player01', password: 'Player#2026', type: 'username' });
    expect(sent[0]?.loginDeviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(readStorage(storageKeys.token)).toBe('tok-1');
  });

  it('sends the default password and an expired one (where forced) to the change page, and agents home', async () => {
    loginHandler((body) =>
      answer(
        body.username === 'agent01'
          ? loginValue({ customerType: 41 })
          : loginValue({ passwordExpired: body.username === 'expired01' }),
      ),
    );
    const outcomes: string[] = [];
    const view = renderWithAuth(<LoginForm onSignedIn={({ outcome }) => outcomes.push(outcome)} />, {
      flags: ['PWDEXPFORCECHANGE3'],
    });
    await logIn('default01', '123456');
    await waitFor(() => expect(outcomes).toEqual(['changePassword']));
    // The change form may use the password just typed; it lives in memory only.
    expect(view.store.get(knownPasswordAtom)).toBe('123456');
    view.unmount();

    renderWithAuth(<LoginForm onSignedIn={({ outcome }) => outcomes.push(outcome)} />, {
      flags: ['PWDEXPFORCECHANGE3'],
    });
    await logIn('expired01', 'Expired#2026');
    await waitFor(() => expect(outcomes).toEqual(['changePassword', 'changePassword']));
  });

  it('lets an expired password through where the site does not force a change; agents land on their home', async () => {
    loginHandler((body) =>
      answer(body.username === 'agent01' ? loginValue({ customerType: 41 }) : loginValue({ passwordExpired: true })),
    );
    const outcomes: string[] = [];
    const view = renderWithAuth(<LoginForm onSignedIn={({ outcome }) => outcomes.push(outcome)} />);
    await logIn('expired01', 'Expired#2026');
    await waitFor(() => expect(outcomes).toEqual(['home']));
    view.unmount();
    renderWithAuth(<LoginForm onSignedIn={({ outcome }) => outcomes.push(outcome)} />);
    await logIn('agent01', 'Agent#2026');
    await waitFor(() => expect(outcomes).toEqual(['home', 'agentHome']));
  });

  it("shows the platform's refusal, then the captcha once the platform asks for it", async () => {
    let attempts = 0;
    const sent = loginHandler(() => {
      attempts += 1;
      return refuse(
        400,
        'invalid_credentials',
        'Incorrect username or password.',
        attempts >= 1 ? { captcha: true } : null,
      );
    });
    let pictures = 0;
    server.use(
      http.get(`${platform}/wps/captcha`, () => {
        pictures += 1;
        return answer(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        );
      }),
    );
    renderWithAuth(<LoginForm onSignedIn={vi.fn()} />);
    const user = await logIn('player01', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    const captcha = await screen.findByLabelText(/^Verification code/);
    await waitFor(() => expect(pictures).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Input cannot be empty')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.type(captcha, ' 4821 ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ captcha: '4821' });
    // The refused attempt used the picture up: a new one comes, and the answer field is empty again.
    await waitFor(() => expect(pictures).toBe(2));
    expect(captcha).toHaveValue('');
  });

  it('says when a break the player chose ends, in its own words, and keeps the session closed', async () => {
    const until = Date.UTC(2026, 11, 5, 9, 30);
    const sent = loginHandler(() =>
      refuse(403, 'self_excluded', `You chose a break from play: ${new Date(until).toISOString()}.`, {
        data: { until },
      }),
    );
    const onSignedIn = vi.fn();
    renderWithAuth(<LoginForm onSignedIn={onSignedIn} />);
    await logIn('player05', 'Player#2026');
    const alert = await screen.findByRole('alert');
    const end = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(until);
    expect(alert).toHaveTextContent(`You chose a break from play on this account. You can log in again from ${end}.`);
    expect(alert).not.toHaveTextContent('T09:30');
    expect(sent).toHaveLength(1);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(readStorage(storageKeys.token)).toBeNull();
  });

  it('says a break the player chose is on when the refusal names no end', async () => {
    loginHandler(() => refuse(403, 'self_excluded', 'Excluded.'));
    renderWithAuth(<LoginForm onSignedIn={vi.fn()} />);
    await logIn('player05', 'Player#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You chose a break from play on this account. You can log in again once it is over.',
    );
  });

  it('remembers the user name for a day when asked, and never the password anywhere', async () => {
    loginHandler(() => answer(loginValue()));
    const onSignedIn = vi.fn();
    const view = renderWithAuth(<LoginForm onSignedIn={onSignedIn} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember my username' }));
    await logIn('player01', 'Player#2026');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(document.cookie).toContain('lobby_remembered_username=player01');
    const everything = [
      document.cookie,
      ...Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key)),
      ...Object.keys(localStorage).map((key) => localStorage.getItem(key)),
    ].join('\n');
    expect(everything).not.toContain('Player#2026');
    view.unmount();

    renderWithAuth(<LoginForm onSignedIn={vi.fn()} />);
    expect(screen.getByLabelText(/^Username/)).toHaveValue('player01');
    expect(screen.getByRole('checkbox', { name: 'Remember my username' })).toBeChecked();
  });

  it('runs the human check before the call where the site asks for it; closing it stops the login and says why', async () => {
    const sent = loginHandler(() => answer(loginValue()));
    const run = vi
      .fn<HumanChecker['run']>()
      .mockResolvedValueOnce({ status: 'cancelled' })
      .mockResolvedValueOnce({ status: 'passed', fields: { geetestChallenge: 'ch-1', geetestSeccode: 'sec-1' } });
    const onSignedIn = vi.fn();
    renderWithAuth(<LoginForm onSignedIn={onSignedIn} />, { flags: ['GEETEST3'], humanCheck: { run } });
    const user = await logIn('player01', 'Player#2026');
    await waitFor(() => expect(run).toHaveBeenCalledWith('login'));
    expect(sent).toHaveLength(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete the verification first');

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ geetestChallenge: 'ch-1', geetestSeccode: 'sec-1' });
  });

  it('offers free play only where FREEPLAY3 is on, and signs the trial account in', async () => {
    server.use(
      http.post(`${platform}/wps/session/login/freeplay`, () =>
        answer(loginValue({ token: 'trial-1', customerType: 4 })),
      ),
    );
    const view = renderWithAuth(<LoginForm onSignedIn={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Try for free' })).not.toBeInTheDocument();
    view.unmount();

    const onSignedIn = vi.fn();
    renderWithAuth(<LoginForm onSignedIn={onSignedIn} />, { flags: ['FREEPLAY3'] });
    await userEvent.click(screen.getByRole('button', { name: 'Try for free' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'home' })));
    expect(readStorage(storageKeys.token)).toBe('trial-1');
  });
});

describe("the header's login form", () => {
  it('hands its user name and password to the form, which logs in with them once', async () => {
    const sent = loginHandler(() => answer(loginValue()));
    const onSignedIn = vi.fn();
    const store = createStore();
    store.set(headerCredentialsAtom, { username: ' player01 ', password: 'Player#2026' });
    renderWithAuth(<LoginForm onSignedIn={onSignedIn} />, { store });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      expect.objectContaining({ username: 'player01', password: 'Player#2026', type: 'username' }),
    ]);
    expect(store.get(headerCredentialsAtom)).toBeNull();
  });

  it('leaves the rest to the player when something is missing', async () => {
    const sent = loginHandler(() => answer(loginValue()));
    const store = createStore();
    store.set(headerCredentialsAtom, { username: 'player01', password: '' });
    renderWithAuth(<LoginForm onSignedIn={vi.fn()} />, { store });
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());
    expect(screen.getByLabelText(/^Username/)).toHaveValue('player01');
    expect(sent).toEqual([]);
  });
});

describe('the agent login', () => {
  it('refuses members who are no agents and trial accounts, closing the session the platform opened', async () => {
    const revoked: (string | null)[] = [];
    loginHandler((body) =>
      answer(
        body.username === 'try01'
          ? loginValue({ token: 'tok-trial', customerType: 4 })
          : body.username === 'agent01'
            ? loginValue({ token: 'tok-agent', customerType: 1 })
            : loginValue({ token: 'tok-player', customerType: 0 }),
      ),
    );
    server.use(
      http.delete(`${platform}/wps/session/logout`, ({ request }) => {
        revoked.push(request.headers.get('Authorization'));
        return answer(null);
      }),
    );
    const onSignedIn = vi.fn();
    renderWithAuth(<LoginForm audience="agents" onSignedIn={onSignedIn} />, {
      flags: ['FREEPLAY3', 'MOBILEVERCODELOGIN3'],
    });
    // Agents log in by user name only: no SMS tab, no free play.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try for free' })).not.toBeInTheDocument();

    const user = await logIn('player01', 'Player#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'try01');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Non-member account unable to login'));
    expect(revoked).toEqual(['tok-player', 'tok-trial']);
    expect(readStorage(storageKeys.token)).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'agent01');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'agentHome' })));
    expect(readStorage(storageKeys.token)).toBe('tok-agent');
  });
});

describe('SMS login', () => {
  const country = () =>
    http.get(`${platform}/wps/system/country`, () =>
      answer({
        countryCode: 'VN',
        countryDialingCode: '84',
        countries: [{ countryCode: 'VN', countryDialingCode: '84' }],
      }),
    );

  it('is a tab only where MOBILEVERCODELOGIN3 is on', async () => {
    server.use(country());
    const view = renderWithAuth(<LoginForm onSignedIn={vi.fn()} />);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    view.unmount();
    renderWithAuth(<LoginForm onSignedIn={vi.fn()} />, { flags: ['MOBILEVERCODELOGIN3'] });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Username', 'SMS code']);
  });

  it('sends no code before the dialing code is known, so the code goes to the number the form holds', async () => {
    const sends: unknown[] = [];
    let release: () => void = () => undefined;
    const listed = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${platform}/wps/system/country`, async () => {
        await listed;
        return answer({
          countryCode: 'VN',
          countryDialingCode: '84',
          countries: [{ countryCode: 'VN', countryDialingCode: '84' }],
        });
      }),
      http.post(`${platform}/wps/verification/sms/noLogin`, async ({ request }) => {
        sends.push(await request.json());
        return answer({ expiredMinutes: 1 });
      }),
    );
    renderWithAuth(<LoginForm onSignedIn={vi.fn()} />, { flags: ['MOBILEVERCODELOGIN3'] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '912000001');
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    expect(sends).toHaveLength(0);

    release();
    await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(send);
    await waitFor(() => expect(sends).toEqual([{ mobileNum: '912000001', countryDialingCode: '84' }]));
  });

  it('checks the number before sending a code, shows a refused send in a warning, then logs in with the code', async () => {
    const sends: unknown[] = [];
    let refusing = true;
    server.use(
      country(),
      http.post(`${platform}/wps/verification/sms/noLogin`, async ({ request }) => {
        sends.push(await request.json());
        return refusing
          ? refuse(429, 'TOO_MANY_SMS', 'Please wait before asking for another code.')
          : answer({ expiredMinutes: 2 });
      }),
    );
    const sent = loginHandler(() => answer(loginValue()));
    const onSignedIn = vi.fn();
    renderWithAuth(<LoginForm onSignedIn={onSignedIn} />, { flags: ['MOBILEVERCODELOGIN3'] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(sends).toHaveLength(0);

    // The button takes one press a second, a refused one included.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await user.type(screen.getByLabelText(/^Mobile number/), '912000001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('Please wait before asking for another code.');
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(sends).toEqual([{ mobileNum: '912000001', countryDialingCode: '84' }]);

    refusing = false;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in 120 s/ })).toHaveAttribute('aria-disabled', 'true');

    await user.type(screen.getByLabelText(/^SMS verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ username: '912000001', password: '123456', type: 'sms' });
    // SMS logins never go to the password change, even with the default password's digits as the code.
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ outcome: 'home' });
  });
});

describe('login from a new address', () => {
  it('asks for the second proof the platform offers, then logs in with it; a wrong one is told', async () => {
    loginHandler(() =>
      refuse(400, 'login_verify_required', 'Please confirm it is you: this is a new address for this account.', [
        'E',
        'P',
      ]),
    );
    const proofs: Record<string, unknown>[] = [];
    server.use(
      http.post(`${platform}/wps/session/login/verification`, async ({ request }) => {
        const body = await sentBody(request);
        proofs.push(body);
        return body.payeeName === 'Somchai Player'
          ? answer(loginValue({ token: 'tok-verified' }))
          : refuse(400, 'login_verify_failed', 'The details you gave do not match this account.');
      }),
    );
    const onSignedIn = vi.fn();
    renderWithAuth(<LoginForm onSignedIn={onSignedIn} />);
    const user = await logIn('player01', 'Player#2026');
    expect(await screen.findByText('You are logging in from a new place. Please confirm it is you.')).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['E-mail', 'Account holder name']);
    expect(readStorage(storageKeys.token)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Your account's e-mail/), 'someone@else.example');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The details you gave do not match this account.');

    await user.click(screen.getByRole('tab', { name: 'Account holder name' }));
    await user.type(screen.getByLabelText(/^Your account's holder name/), 'Somchai Player');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'home' })));
    expect(proofs.at(-1)).toEqual({
      username: 'player01',
      password: 'Player#2026',
      method: 'P',
      payeeName: 'Somchai Player',
    });
    expect(readStorage(storageKeys.token)).toBe('tok-verified');
  });

  it('goes back to the login form, the password dropped', async () => {
    loginHandler(() => refuse(400, 'login_verify_required', 'Please confirm it is you.', ['E']));
    renderWithAuth(<LoginForm onSignedIn={vi.fn()} />);
    const user = await logIn('player01', 'Player#2026');
    // One method: no tabs.
    expect(await screen.findByLabelText(/^Your account's e-mail/)).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });
});

describe('third-party sign-in', () => {
  it('offers each channel whose flag is on, only where the brand has an identity provider', async () => {
    const { service } = fakeIdentity();
    const view = renderWithAuth(<LoginForm onSignedIn={vi.fn()} />, { flags: ['GOOGLELOGIN3', 'FACEBOOKLOGIN3'] });
    expect(screen.queryByRole('button', { name: /Log in with/ })).not.toBeInTheDocument();
    view.unmount();

    renderWithAuth(<LoginForm onSignedIn={vi.fn()} />, { flags: ['GOOGLELOGIN3', 'TWITTERLOGIN3'], identity: service });
    const section = screen.getByRole('region', { name: 'Or log in with' });
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Log in with Google', 'Log in with Twitter']);
  });

  it("logs in with the provider's token, never asking for a password change", async () => {
    const { service, asked } = fakeIdentity();
    const sent = loginHandler(() =>
      answer(loginValue({ token: 'tok-g', firstTimeLogin: true, passwordExpired: true })),
    );
    const onSignedIn = vi.fn();
    const { store } = renderWithAuth(<LoginForm onSignedIn={onSignedIn} />, {
      flags: ['FACEBOOKLOGIN3', 'PWDEXPFORCECHANGE3', 'GEETEST3'],
      identity: service,
      // The slider does not stand before a third-party sign-in.
      humanCheck: { run: () => Promise.reject(new Error('no human check expected')) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log in with Facebook' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'home' })));
    expect(asked.signIn).toEqual(['facebook']);
    expect(sent[0]).toMatchObject({
      username: '',
      password: '',
      type: 'firebase',
      firebaseChannel: 'facebook',
      firebaseIdToken: 'facebook-token',
    });
    expect(readStorage(storageKeys.token)).toBe('tok-g');
    expect(store.get(knownPasswordAtom)).toBeNull();
  });

  it("tells the player when the provider's window was closed, and what the platform refused", async () => {
    const closed = fakeIdentity({ refuseSignIn: 'auth/popup-closed-by-user' });
    const view = renderWithAuth(<LoginForm onSignedIn={vi.fn()} />, {
      flags: ['GOOGLELOGIN3'],
      identity: closed.service,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed, please try again');
    view.unmount();

    loginHandler(() =>
      refuse(400, 'bind_customer_required', 'No account is linked to this sign-in yet. Please register first.'),
    );
    renderWithAuth(<LoginForm onSignedIn={vi.fn()} />, { flags: ['GOOGLELOGIN3'], identity: fakeIdentity().service });
    await userEvent.click(screen.getByRole('button', { name: 'Log in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account is linked to this sign-in yet.');
    expect(readStorage(storageKeys.token)).toBeNull();
  });

  it('logs in by SMS through the phone provider: its code, its wait, its token; a wrong code is said at the field', async () => {
    const { service, asked } = fakeIdentity({ phoneCode: '424242' });
    server.use(
      http.get(`${platform}/wps/system/country`, () =>
        answer({
          countryCode: 'VN',
          countryDialingCode: '84',
          countries: [{ countryCode: 'VN', countryDialingCode: '84' }],
        }),
      ),
      http.post(`${platform}/wps/verification/sms/noLogin`, () => refuse(500, 'unexpected', 'the platform was asked')),
    );
    const sent = loginHandler(() => answer(loginValue()));
    const onSignedIn = vi.fn();
    renderWithAuth(<LoginForm onSignedIn={onSignedIn} />, {
      flags: ['MOBILEVERCODELOGIN3', 'GEETESTVCODE3'],
      identity: service,
      humanCheck: { run: () => Promise.reject(new Error('the provider runs its own check')) },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.type(screen.getByLabelText(/^Mobile number/), '912000001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toHaveAttribute('aria-disabled', 'true');
    expect(asked.sentTo).toEqual(['+84912000001']);

    await user.type(screen.getByLabelText(/^SMS verification code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the correct verification code')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^SMS verification code/));
    await user.type(screen.getByLabelText(/^SMS verification code/), '424242');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      username: '912000001',
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: 'phone-token:+84912000001',
    });
  });
});
