import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { renderPage } from '../testing/renderPage';
import { rankProgressWith, securityAnswers, securityWith } from '../testing/securityAnswers';
import type { ComponentProps } from 'react';
import { emailProblem, mobileProblem } from './contacts';
import { paymentPasswordProblem } from './security';
import { SecurityPage } from './SecurityPage';

const digits = { minLength: 6, maxLength: 6, acceptedPattern: '^[0-9]+$' };

function renderSecurity(
  platform: FakePlatform = {},
  onChangeLoginPassword?: () => void,
  props: Partial<ComponentProps<typeof SecurityPage>> = {},
) {
  const { client, sent } = fakeClient({ ...securityAnswers, ...platform });
  renderPage(
    <SecurityPage
      client={client}
      memberId="7"
      onMoneyMoved={() => {}}
      onChangeLoginPassword={onChangeLoginPassword}
      paymentPasswordRule={digits}
      {...props}
    />,
  );
  const writes = () => sent.filter((request) => request.method === 'POST' || request.method === 'PUT');
  const sentTo = (method: string, path: string) =>
    sent.filter((request) => request.method === method && request.path === path);
  return { writes, sentTo };
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('paymentPasswordProblem', () => {
  it("holds the merchant's rule, at least six characters, and the two typings equal", () => {
    expect(paymentPasswordProblem('', '', digits)).toEqual({ problem: 'empty' });
    expect(paymentPasswordProblem('2468', '2468', digits)).toEqual({ problem: 'length', min: 6, max: 6 });
    expect(paymentPasswordProblem('24681a', '24681a', digits)).toEqual({ problem: 'pattern', digitsOnly: true });
    expect(paymentPasswordProblem('246810', '246811', digits)).toEqual({ problem: 'mismatch' });
    expect(paymentPasswordProblem('246810', '246810', digits)).toBeUndefined();
    expect(paymentPasswordProblem('abc', 'abc', undefined)).toEqual({ problem: 'length', min: 6, max: 20 });
  });
});

describe('mobileProblem and emailProblem', () => {
  it('take 6 to 16 digits as people type them, and name@domain.tld', () => {
    expect(mobileProblem(' ')).toBe('empty');
    expect(mobileProblem('912 345-678')).toBeUndefined();
    expect(mobileProblem('12ab56')).toBe('invalid');
    expect(mobileProblem('12345')).toBe('invalid');
    expect(emailProblem('')).toBe('empty');
    expect(emailProblem(' kit@example.com ')).toBeUndefined();
    expect(emailProblem('kit@example')).toBe('invalid');
    expect(emailProblem('kit example@x.com')).toBe('invalid');
  });
});

describe('SecurityPage', () => {
  it('shows the profile with what is bound, masked, and a security level counting it', async () => {
    renderSecurity();
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    const terms = profile.getAllByRole('term').map((term) => term.textContent);
    const values = profile.getAllByRole('definition').map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Username: 'player02',
      Nickname: 'Kittisak Two',
      Registered: expect.stringContaining('2026'),
      'VIP level': 'Gold',
      'Security level': '1 of 3 secured',
    });
    const contacts = within(screen.getByRole('region', { name: 'Mobile number and e-mail' }));
    expect(contacts.getAllByRole('definition').map((value) => value.textContent)).toEqual(['91200****2', 'Not bound']);
    expect(contacts.getByRole('button', { name: 'Change mobile number' })).toHaveAttribute('aria-expanded', 'false');
    expect(contacts.getByRole('button', { name: 'Bind an e-mail address' })).toBeInTheDocument();
    // The site offers no avatars here: no choice shown.
    expect(screen.queryByRole('region', { name: 'Avatar' })).toBeNull();
  });

  it('sets a first payment password typed twice, refusing in the form what breaks the rule', async () => {
    const { writes } = renderSecurity({
      'POST /wps/relay/MCSFE_setWithdrawPassword': { value: null },
      'GET /wps/v2/member/securityConfig': (() => {
        let calls = 0;
        return () => securityWith({ paymentPasswordSet: calls++ > 0 });
      })(),
    });
    const section = within(await screen.findByRole('region', { name: 'Payment password' }));
    expect(section.getByText('Set a payment password: every withdrawal asks for it.')).toBeInTheDocument();
    expect(section.queryByLabelText(/Login password/)).toBeNull();

    await userEvent.type(field(/^New payment password/), '2468');
    await userEvent.click(section.getByRole('button', { name: 'Set payment password' }));
    expect(await section.findByText('Use exactly 6 characters.')).toBeInTheDocument();
    await userEvent.clear(field(/^New payment password/));
    await userEvent.type(field(/^New payment password/), '135792');
    await userEvent.type(field(/^Confirm the payment password/), '135790');
    await userEvent.click(section.getByRole('button', { name: 'Set payment password' }));
    expect(await section.findByText('The two payment passwords differ.')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await userEvent.clear(field(/^Confirm the payment password/));
    await userEvent.type(field(/^Confirm the payment password/), '135792');
    await userEvent.click(section.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your payment password is set.');
    expect(writes().map((request) => request.body)).toEqual([
      { paymentPassword: '135792', confirmPaymentPassword: '135792' },
    ]);
    // Once set, changing it asks for the login password.
    expect(await screen.findByLabelText(/Login password/, { selector: 'input' })).toBeInTheDocument();
  });

  it("changes a set payment password with the login password, showing the platform's refusal", async () => {
    const { writes } = renderSecurity({
      'GET /wps/v2/member/securityConfig': securityWith({ paymentPasswordSet: true }),
      'POST /wps/relay/MCSFE_resetPaymentPasswordv2': {
        status: 400,
        errorCode: 'password_invalid',
        message: 'The payment password is too easy to guess: avoid repeated or consecutive characters.',
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Payment password' }));
    await userEvent.click(section.getByRole('button', { name: 'Change payment password' }));
    expect(await section.findByText('Enter your login password.')).toBeInTheDocument();

    await userEvent.type(field(/^Login password/), 'Player#2026');
    await userEvent.type(field(/^New payment password/), '123456');
    await userEvent.type(field(/^Confirm the payment password/), '123456');
    await userEvent.click(section.getByRole('button', { name: 'Change payment password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment password is too easy to guess: avoid repeated or consecutive characters.',
    );
    expect(writes().map((request) => request.body)).toEqual([
      { paymentPassword: '123456', confirmPaymentPassword: '123456', loginPassword: 'Player#2026' },
    ]);
    expect(field(/^New payment password/)).toHaveValue('123456');
  });

  it('offers the login-password change the app gives it', async () => {
    const onChange = vi.fn();
    renderSecurity({}, onChange);
    await userEvent.click(await screen.findByRole('button', { name: 'Change login password' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('says so when the account cannot be loaded, and tries again', async () => {
    renderSecurity({ 'GET /wps/v2/member/securityConfig': { status: 503 } });
    expect(await screen.findByText('Your account could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});

describe('SecurityPage: binding a mobile number or an e-mail address', () => {
  /** The security config before and after a bind: what the platform holds changes once the bind answers. */
  function platformBinding(before: { mobile?: string | null; email?: string | null }, after: typeof before) {
    let bound = false;
    return {
      'GET /wps/v2/member/securityConfig': () => securityWith(bound ? after : before),
      'POST /wps/verification/otp': { value: { expiredMinutes: 1 } },
      'PUT /wps/member/info/mobile': () => {
        bound = true;
        return { value: { mobile: after.mobile ?? null } };
      },
      'PUT /wps/member/info/email': () => {
        bound = true;
        return { value: { email: after.email ?? null } };
      },
    } satisfies FakePlatform;
  }
  const contactsRegion = () => screen.findByRole('region', { name: 'Mobile number and e-mail' });

  it('binds a new number with the code sent to it: a countdown, then the number masked and the level up', async () => {
    const { sentTo } = renderSecurity(platformBinding({ mobile: null }, { mobile: '91234****' }));
    const region = within(await contactsRegion());
    expect(screen.getByText('0 of 3 secured')).toBeInTheDocument();
    const open = region.getByRole('button', { name: 'Bind a mobile number' });
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = within(region.getByRole('form', { name: 'Bind a mobile number' }));
    // The number goes under the dialing code the platform names for the visitor.
    expect(form.getByText('+84')).toBeInTheDocument();
    expect(field(/^New mobile number/)).toHaveFocus();

    await userEvent.type(field(/^New mobile number/), '912 345 678');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByRole('button', { name: /^New code in (60|59) seconds$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(field(/^Verification code/)).toHaveFocus();
    expect(sentTo('POST', '/wps/verification/otp').map((request) => request.body)).toEqual([
      { channel: 'sms', mobileNum: '912345678', countryDialingCode: '84' },
    ]);

    await userEvent.type(field(/^Verification code/), '482913');
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    expect(await region.findByRole('status')).toHaveTextContent('Your mobile number is bound.');
    expect(sentTo('PUT', '/wps/member/info/mobile').map((request) => request.body)).toEqual([
      { mobileNum: '912345678', countryDialingCode: '84', verificationCode: '482913' },
    ]);
    expect(await region.findByText('91234****')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 secured')).toBeInTheDocument();
    expect(region.queryByRole('form')).toBeNull();
    await waitFor(() => expect(region.getByRole('button', { name: 'Change mobile number' })).toHaveFocus());
  });

  it('refuses a malformed number in the form, sending nothing; the platform refusals go next to their field', async () => {
    const { sentTo } = renderSecurity({
      'POST /wps/verification/otp': (request) =>
        request.body?.mobileNum === '912000001'
          ? { status: 400, errorCode: 'mobile_taken', message: 'mobile.already.registered' }
          : { value: { expiredMinutes: 1 } },
      'PUT /wps/member/info/mobile': {
        status: 400,
        errorCode: 'verification_code_invalid',
        message: 'Please enter the correct verification code',
        value: { field: 'verificationCode' },
      },
    });
    const region = within(await contactsRegion());
    await userEvent.click(region.getByRole('button', { name: 'Change mobile number' }));
    const form = within(region.getByRole('form', { name: 'Change mobile number' }));
    await userEvent.type(field(/^New mobile number/), '12ab');
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    expect(
      await form.findByText('Enter a mobile number of 6 to 16 digits, without the country code.'),
    ).toBeInTheDocument();
    expect(field(/^New mobile number/)).toHaveFocus();

    // Sending the code checks the number first, too.
    await userEvent.clear(field(/^New mobile number/));
    await userEvent.type(field(/^New mobile number/), '9120');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    const sendClicked = Date.now();
    expect(await form.findByText('Enter a mobile number of 6 to 16 digits, without the country code.')).toBeVisible();
    expect(sentTo('POST', '/wps/verification/otp')).toEqual([]);

    // The platform refuses a number bound to another member: said in the page's words, next to the number.
    await userEvent.clear(field(/^New mobile number/));
    await userEvent.type(field(/^New mobile number/), '912000001');
    // The button takes one request a second: the next click comes after that.
    await waitFor(() => expect(Date.now() - sendClicked).toBeGreaterThan(1000), { timeout: 2000, interval: 100 });
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText('This mobile number is bound to another account.')).toBeInTheDocument();
    expect(field(/^New mobile number/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field(/^New mobile number/));
    await userEvent.type(field(/^New mobile number/), '912345678');
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    expect(await form.findByText('Enter the code we sent.')).toBeInTheDocument();
    await userEvent.type(field(/^Verification code/), '111111');
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    expect(
      await form.findByText('This code is wrong or has expired. Check it, or send a new code.'),
    ).toBeInTheDocument();
    expect(field(/^Verification code/)).toHaveFocus();
    expect(field(/^New mobile number/)).toHaveValue('912345678');
    expect(screen.getByText('91200****2')).toBeInTheDocument();
  });

  it('keeps the form as typed after a network fault, says to check what is bound, and sends nothing again', async () => {
    const { sentTo } = renderSecurity({
      'POST /wps/verification/otp': { value: { expiredMinutes: 1 } },
      'PUT /wps/member/info/email': { fault: 'network' },
    });
    const region = within(await contactsRegion());
    await userEvent.click(region.getByRole('button', { name: 'Bind an e-mail address' }));
    const form = within(region.getByRole('form', { name: 'Bind an e-mail address' }));
    await userEvent.type(field(/^New e-mail address/), 'kittisak.two@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await form.findByRole('button', { name: /^New code in/ });
    expect(sentTo('POST', '/wps/verification/otp').map((request) => request.body)).toEqual([
      { channel: 'email', email: 'kittisak.two@example.com' },
    ]);
    await userEvent.type(field(/^Verification code/), '482913');
    await userEvent.click(form.getByRole('button', { name: 'Confirm' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'We could not confirm the change. Check the mobile number and e-mail shown above before you try again.',
    );
    expect(field(/^New e-mail address/)).toHaveValue('kittisak.two@example.com');
    expect(field(/^Verification code/)).toHaveValue('482913');
    // What is bound is read again; the bind itself is not sent again.
    await waitFor(() => expect(sentTo('GET', '/wps/v2/member/securityConfig')).toHaveLength(2));
    expect(sentTo('PUT', '/wps/member/info/email')).toHaveLength(1);
  });

  it('closes the form on cancel, the focus back on its button', async () => {
    renderSecurity();
    const region = within(await contactsRegion());
    const open = region.getByRole('button', { name: 'Bind an e-mail address' });
    await userEvent.click(open);
    await userEvent.click(region.getByRole('button', { name: 'Cancel' }));
    expect(region.queryByRole('form')).toBeNull();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('opens the form the address names, its field focused (a withdrawal sent the member here to bind it)', async () => {
    renderSecurity({}, undefined, { section: 'bindEmail' });
    const region = within(await contactsRegion());
    expect(region.getByRole('button', { name: 'Bind an e-mail address' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(field(/^New e-mail address/)).toHaveFocus());
    expect(region.getByRole('button', { name: /mobile number/ })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SecurityPage: the avatar', () => {
  const avatarProps = { avatarCount: 7, avatarSrc: (icon: string) => `/avatars/${icon}.svg` };

  it("offers the site's avatars as a radio group, the current one checked, and saves another", async () => {
    const { sentTo } = renderSecurity({ 'PUT /wps/member/info/icon': { value: null } }, undefined, avatarProps);
    const region = within(await screen.findByRole('region', { name: 'Avatar' }));
    const group = region.getByRole('group', { name: 'Choose your avatar' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(7);
    expect(await within(group).findByRole('radio', { name: 'Avatar 3', checked: true })).toBeInTheDocument();
    const save = region.getByRole('button', { name: 'Save avatar' });
    expect(save).toHaveAttribute('aria-disabled', 'true');

    // Keyboard: the arrow keys move the choice within the group.
    within(group).getByRole('radio', { name: 'Avatar 3' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Avatar 5' })).toBeChecked();
    await userEvent.click(save);
    expect(await region.findByRole('status')).toHaveTextContent('Your avatar is saved.');
    expect(sentTo('PUT', '/wps/member/info/icon').map((request) => request.body)).toEqual([{ icon: '5' }]);
    expect(region.getByRole('radio', { name: 'Avatar 5' })).toBeChecked();
  });

  it("shows the platform's refusal and keeps the choice", async () => {
    renderSecurity(
      {
        'PUT /wps/member/info/icon': {
          status: 400,
          errorCode: 'validation_failed',
          message: 'Please choose one of the avatars offered.',
        },
      },
      undefined,
      avatarProps,
    );
    const region = within(await screen.findByRole('region', { name: 'Avatar' }));
    await userEvent.click(await region.findByRole('radio', { name: 'Avatar 6' }));
    await userEvent.click(region.getByRole('button', { name: 'Save avatar' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Please choose one of the avatars offered.');
    expect(region.getByRole('radio', { name: 'Avatar 6' })).toBeChecked();
  });
});

describe('SecurityPage: the way to the next VIP level', () => {
  const rankPath = 'GET /wps/relay/MCSFE_getPlayerRankProgress';
  const profile = async () => within(await screen.findByRole('region', { name: 'Profile' }));

  it("shows the level held, the next one and the month's turnover against it as money, on a progress bar", async () => {
    renderSecurity({}, undefined, { currency: 'THB' });
    const region = await profile();
    const bar = await region.findByRole('progressbar', { name: 'Progress to the next VIP level' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^Monthly turnover: THB.3,000\.00 of THB.10,000\.00$/);
    expect(region.getByText('Next: Platinum')).toBeInTheDocument();
    expect(region.getAllByText('Gold')).toHaveLength(2);
  });

  it('says so at the top level, with no bar', async () => {
    renderSecurity({
      [rankPath]: rankProgressWith({ playerRankName: 'Diamond', nextRankName: null, expected: 50_000 }),
    });
    const region = await profile();
    expect(await region.findByText('You have reached the top VIP level, Diamond.')).toBeInTheDocument();
    expect(region.queryByRole('progressbar')).toBeNull();
  });

  it('fills the bar no further than full when the month has gone past the next threshold', async () => {
    renderSecurity({ [rankPath]: rankProgressWith({ actual: 12_000 }) });
    expect(await (await profile()).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('reads the conditions met where the platform sends no turnover', async () => {
    const desktopAnswer = {
      value: {
        currentProgress: { completedConditions: 1, totalExpectedConditions: 2 },
        playerRankProgress: { labelId: 3 },
      },
    };
    renderSecurity({ [rankPath]: desktopAnswer });
    const bar = await (await profile()).findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 2 conditions met');
  });

  it.each([
    ['a failure', { status: 503 }],
    ['a malformed answer', { value: { currentProgress: { completedConditions: -1 }, playerRankProgress: {} } }],
  ])('keeps the page after %s, says so and tries again', async (_case, answer) => {
    let failing = true;
    renderSecurity({ [rankPath]: () => (failing ? answer : rankProgressWith()) });
    const region = await profile();
    expect(await region.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your VIP level progress could not be loaded.',
    );
    expect(screen.getByRole('region', { name: 'Payment password' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(region.queryByRole('alert')).toBeNull();
  });
});
