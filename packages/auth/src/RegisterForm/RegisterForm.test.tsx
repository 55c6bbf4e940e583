import type { RegisterRules } from '@lobby/contract';
import { readStorage, storageKeys } from '@lobby/storage';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { captureRegistrationCodes } from '../registrationCodes';
import { tokenAtom } from '../session';
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
import { lotusRules, siamRules as siamFixture } from '../testing/registerRulesFixtures';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

// Whole forms typed into key by key: slow in jsdom on a busy machine, so these tests get more than the default 10 s.
vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
withMswServer(server);

// The form test's Siam also takes invitation codes.
const siamRules: RegisterRules = {
  ...siamFixture,
  affiliateCode: { enabled: true, required: false, acceptedPattern: '*' },
};

const lotusFlags = { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true };

const countries = http.get(`${platform}/wps/system/country`, () =>
  answer({
    countryCode: 'VN',
    countryDialingCode: '84',
    countries: [
      { countryCode: 'VN', countryDialingCode: '84' },
      { countryCode: 'TH', countryDialingCode: '66' },
    ],
  }),
);
const captcha = http.get(`${platform}/wps/captcha`, () => answer('iVBORw0KGgo='));

// Every form with a mobile-number field loads the countries for its picker.
beforeEach(() => server.use(countries));

const page = (search = '') => ({ href: `https://lotus.example/register${search}`, hostname: 'lotus.example', search });

function renderForm(props: Partial<RegisterFormProps> = {}, flags: Record<string, boolean> = lotusFlags) {
  const onRegistered = vi.fn();
  const view = renderWithAuth(
    <RegisterForm rules={lotusRules} onRegistered={onRegistered} page={page()} {...props} />,
    { flags },
  );
  return { ...view, onRegistered };
}

const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));
const consent = () => userEvent.click(screen.getByRole('checkbox', { name: /years of age or older/ }));

async function fillUsernameForm() {
  await userEvent.type(field(/^Username/), 'player01');
  await userEvent.type(field(/^Password/), 'Secret#123');
  await userEvent.type(field(/^Confirm password/), 'Secret#123');
  await consent();
}

describe('RegisterForm: fields', () => {
  it('offers both ways where the merchant allows them, by mobile first, with SMS code and password', async () => {
    server.use(countries);
    renderForm();
    expect(screen.getByRole('tab', { name: 'Mobile number', selected: true })).toBeInTheDocument();
    expect(field(/^Mobile number/)).toHaveAttribute('autocomplete', 'tel-national');
    expect(field(/^Verification code/)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(field(/^Confirm password/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Username/, { selector: 'input' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Username' }));
    expect(field(/^Username/)).toHaveAttribute('autocomplete', 'username');
    expect(field(/^Mobile number/)).toBeInTheDocument();
    expect(field(/^Verification code/)).toBeInTheDocument();
  });

  it('shows only the username form, with what the merchant enables, when mobile registration is off', async () => {
    server.use(captcha);
    renderForm({ rules: siamRules }, { USERNAMEREG3: true });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    for (const label of [
      /^Username/,
      /^Password/,
      /^Confirm password/,
      /^Payment password/,
      /^Real name/,
      /^ID number/,
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field(/^Code in the picture/)).toBeInTheDocument();
    expect(field(/^Invitation code/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mobile number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();
    // The code picture arrives.
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading the code picture' })).not.toBeInTheDocument(),
    );
  });

  it('toggles the password between hidden and shown', async () => {
    renderForm({}, { USERNAMEREG3: true });
    const password = field(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(toggle as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('RegisterForm: validation', () => {
  it('names every required field left empty and the age confirmation', async () => {
    renderForm({ ageOfConsent: 21 }, { USERNAMEREG3: true });
    await submit();
    expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(3);
    expect(screen.getByText('Please confirm that you are 21 or older')).toBeInTheDocument();
  });

  it('gives the rule messages and the confirmation mismatch', async () => {
    renderForm({}, { USERNAMEREG3: true });
    await userEvent.type(field(/^Username/), '1player');
    await userEvent.type(field(/^Password/), 'Secret#123');
    await userEvent.type(field(/^Confirm password/), 'Secret#124');
    await userEvent.type(field(/^Mobile number/), '12');
    await submit();
    expect(await screen.findByText('Use 6-12 letters or numbers, starting with a letter')).toBeInTheDocument();
    expect(screen.getByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(screen.getByText('Use 9-10 digits')).toBeInTheDocument();
  });

  it('resets every field but keeps the chosen country code', async () => {
    server.use(countries);
    renderForm();
    const picker = await screen.findByRole('button', { name: 'Country code: Vietnam +84' });
    await userEvent.click(picker);
    await userEvent.click(screen.getByRole('menuitem', { name: /Thailand/ }));
    await userEvent.type(field(/^Mobile number/), '912345678');
    await userEvent.type(field(/^Password/), 'Secret#123');

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));

    expect(field(/^Mobile number/)).toHaveValue('');
    expect(field(/^Password/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Country code: Thailand +66' })).toBeInTheDocument();
  });
});

describe('RegisterForm: SMS code', () => {
  it('checks the number first, sends it with the country code, then counts down 60 s per expiry minute', async () => {
    server.use(countries);
    const sent: unknown[] = [];
    server.use(
      http.post(`${platform}/wps/verification/sms/register`, async ({ request }) => {
        sent.push(await request.json());
        return answer({ expiredMinutes: 2 });
      }),
    );
    renderForm();
    await screen.findByRole('button', { name: 'Country code: Vietnam +84' });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Input cannot be empty')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(field(/^Mobile number/), '912345678');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 120 s' })).toHaveAttribute('aria-disabled', 'true');
    expect(sent).toEqual([{ mobileNo: '912345678', countryDialingCode: '84' }]);
  });

  it("shows the platform's refusal in a warning with OK", async () => {
    server.use(
      countries,
      http.post(`${platform}/wps/verification/sms/register`, () =>
        refuse(429, 'TOO_MANY_REQUESTS', 'Too many codes for this number, try again later'),
      ),
    );
    renderForm();
    await screen.findByRole('button', { name: 'Country code: Vietnam +84' });
    await userEvent.type(field(/^Mobile number/), '912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('Too many codes for this number, try again later');
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});

describe('RegisterForm: registering', () => {
  it('registers, logs in with the answer and reports success', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      rsaKey,
      http.put(`${platform}/wps/member/register`, async ({ request }) => {
        body = await sentBody(request);
        return answer({ token: 'tok-new', firstTimeLogin: true });
      }),
    );
    const { store, onRegistered } = renderForm({ page: page('?r=friend7') }, { USERNAMEREG3: true });
    await fillUsernameForm();
    await submit();

    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(store.get(tokenAtom)).toBe('tok-new');
    expect(readStorage(storageKeys.token)).toBe('tok-new');
    expect(body).toEqual({
      username: 'player01',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      referralCode: 'friend7',
      countryDialingCode: '84',
      domain: 'lotus.example',
      registerUrl: 'https://lotus.example/register?r=friend7',
      registerMethod: 'WEB',
      login: true,
    });
  });

  it("shows a friend's referral code from the address filled in; a code the platform refuses is said at the field", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      rsaKey,
      countries,
      http.put(`${platform}/wps/member/register`, async ({ request }) => {
        const body = await sentBody(request);
        bodies.push(body);
        if (body.referralCode === 'NOPE2345') {
          return refuse(400, 'invitation_code_error', 'Invalid referral code', { field: 'referralCode' });
        }
        return answer({ token: 'tok-friend' });
      }),
    );
    const { onRegistered } = renderForm({ page: page('?r=NOPE2345') }, { USERNAMEREG3: true });
    const code = field("Friend's referral code");
    expect(code).toHaveValue('NOPE2345');
    await fillUsernameForm();
    await submit();
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(
      'This referral code is not valid. Check it, or clear it to register without one.',
    );
    expect(code).toHaveFocus();
    expect(onRegistered).not.toHaveBeenCalled();

    await userEvent.clear(code);
    await userEvent.type(code, ' P7K2R9MX ');
    await submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(bodies.map((body) => body.referralCode)).toEqual(['NOPE2345', 'P7K2R9MX']);
  });

  it('a code kept from the page the visitor arrived on shows filled in, and is forgotten once registered', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      rsaKey,
      countries,
      http.put(`${platform}/wps/member/register`, async ({ request }) => {
        body = await sentBody(request);
        return answer({ token: 'tok-kept' });
      }),
    );
    captureRegistrationCodes('?r=KEPT2345');
    const { onRegistered } = renderForm({}, { USERNAMEREG3: true });
    expect(field("Friend's referral code")).toHaveValue('KEPT2345');
    await fillUsernameForm();
    await submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(body.referralCode).toBe('KEPT2345');
    expect(readStorage(storageKeys.reg_info)).toBeNull();
  });

  it('has no referral code field without a code in the address', async () => {
    server.use(countries);
    renderForm({}, { USERNAMEREG3: true });
    await screen.findByRole('button', { name: 'Country code: Vietnam +84' });
    expect(screen.queryByLabelText("Friend's referral code", { selector: 'input' })).not.toBeInTheDocument();
  });

  it('registers by mobile with the number as user name and the dialing code', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      rsaKey,
      countries,
      http.put(`${platform}/wps/member/register/mobile`, async ({ request }) => {
        body = await sentBody(request);
        return answer({ token: 'tok-mobile' });
      }),
    );
    const { onRegistered } = renderForm({}, { MOBILENUMREG3: true });
    await screen.findByRole('button', { name: 'Country code: Vietnam +84' });
    await userEvent.type(field(/^Mobile number/), '912345678');
    await userEvent.type(field(/^Verification code/), '123456');
    await consent();
    await submit();

    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(body).toMatchObject({
      username: '912345678',
      mobileNum: '912345678',
      verificationCode: '123456',
      countryDialingCode: '84',
      password: '',
    });
  });

  it("registers by mobile with the phone provider's code: a refused code stops it at the field", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      rsaKey,
      countries,
      http.post(`${platform}/wps/verification/sms/register`, () => refuse(500, 'unexpected', 'the platform was asked')),
      http.put(`${platform}/wps/member/register/mobile`, async ({ request }) => {
        bodies.push(await sentBody(request));
        return answer({ token: 'tok-provider' });
      }),
    );
    const { service, asked } = fakeIdentity({ phoneCode: '424242' });
    const onRegistered = vi.fn();
    renderWithAuth(<RegisterForm rules={lotusRules} onRegistered={onRegistered} page={page()} />, {
      flags: { MOBILENUMREG3: true },
      identity: service,
    });
    await screen.findByRole('button', { name: 'Country code: Vietnam +84' });
    await userEvent.type(field(/^Mobile number/), '912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toHaveAttribute('aria-disabled', 'true');
    expect(asked.sentTo).toEqual(['+84912345678']);

    await userEvent.type(field(/^Verification code/), '999999');
    await consent();
    await submit();
    expect(await screen.findByText('Please enter the correct verification code')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.clear(field(/^Verification code/));
    await userEvent.type(field(/^Verification code/), '424242');
    await submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(bodies[0]).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: '424242',
      firebaseChannel: 'sms',
      firebaseIdToken: 'phone-token:+84912345678',
    });
  });

  it('shows a refusal next to the field it names, and others above the form', async () => {
    server.use(
      rsaKey,
      http.put(`${platform}/wps/member/register`, () =>
        refuse(400, 'username_taken', 'This username is already taken', { field: 'username' }),
      ),
    );
    const { onRegistered } = renderForm({}, { USERNAMEREG3: true });
    await fillUsernameForm();
    await submit();
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    expect(field(/^Username/)).toHaveAccessibleDescription('This username is already taken');
    expect(field(/^Password/)).toHaveValue('Secret#123');

    server.use(http.put(`${platform}/wps/member/register`, () => refuse(500, 'internal_error', 'Please try later')));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try later');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});

describe('RegisterForm: invitation code', () => {
  it('stops registration with an alert when the entered code is invalid', async () => {
    let registered = false;
    server.use(
      captcha,
      http.get(`${platform}/wps/agent/affiliate`, () => refuse(400, 'invitation_code_error', 'invitation_code_error')),
      http.put(`${platform}/wps/member/register`, () => ((registered = true), answer({ token: 't' }))),
    );
    renderForm({ rules: { ...siamRules, payeeName: {}, paymentPassword: {}, captcha: {} } }, { USERNAMEREG3: true });
    await fillUsernameForm();
    await userEvent.type(field(/^Invitation code/), 'NOPE1');
    await submit();

    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Invalid invitation code');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(registered).toBe(false);
  });

  it("shows the address's code in the field for correction when the platform refuses it", async () => {
    server.use(
      http.get(`${platform}/wps/agent/affiliate`, () => refuse(400, 'invitation_code_error', 'invitation_code_error')),
    );
    renderForm(
      { rules: { ...lotusRules, affiliateCode: { enabled: true } }, page: page('?affiliateCode=OLD1') },
      { USERNAMEREG3: true },
    );
    expect(await screen.findByLabelText(/^Invitation code/, { selector: 'input' })).toHaveValue('OLD1');
  });

  it("hides the field and sends the address's code when the platform knows it", async () => {
    let body: Record<string, unknown> = {};
    let checked = '';
    server.use(
      rsaKey,
      http.get(`${platform}/wps/agent/affiliate`, ({ request }) => {
        checked = new URL(request.url).search;
        return answer(null);
      }),
      http.put(`${platform}/wps/member/register`, async ({ request }) => {
        body = await sentBody(request);
        return answer({ token: 't' });
      }),
    );
    const { onRegistered } = renderForm(
      { rules: { ...lotusRules, affiliateCode: { enabled: true } }, page: page('?affiliateCode=AGENT9') },
      { USERNAMEREG3: true },
    );
    await waitFor(() => expect(checked).toBe('?code=AGENT9&domain=lotus.example'));
    expect(screen.queryByLabelText(/^Invitation code/)).not.toBeInTheDocument();
    await fillUsernameForm();
    await submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(body.affiliateCode).toBe('AGENT9');
  });
});
