import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, type FakePlatform } from '../testing/fakePlatform';
import { renderPage } from '../testing/renderPage';
import { securityAnswers, securityWith } from '../testing/securityAnswers';
import { paymentPasswordProblem } from './security';
import { SecurityPage } from './SecurityPage';

const digits = { minLength: 6, maxLength: 6, acceptedPattern: '^[0-9]+$' };

function renderSecurity(platform: FakePlatform = {}, onChangeLoginPassword?: () => void) {
  const { client, sent } = fakeClient({ ...securityAnswers, ...platform });
  renderPage(
    <SecurityPage
      client={client}
      memberId="7"
      onMoneyMoved={() => {}}
      onChangeLoginPassword={onChangeLoginPassword}
      paymentPasswordRule={digits}
    />,
  );
  const writes = () => sent.filter((request) => request.method === 'POST');
  return { writes };
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

describe('SecurityPage', () => {
  it('shows the profile with what is bound, masked, and a security level counting it', async () => {
    renderSecurity();
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    const terms = profile.getAllByRole('term').map((term) => term.textContent);
    const values = profile.getAllByRole('definition').map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Username: 'player02',
      Nickname: 'Kittisak Two',
      'Mobile number': '91200****2',
      'E-mail': 'Not bound',
      Registered: expect.stringContaining('2026'),
      'VIP level': 'Gold',
      'Security level': '1 of 3 secured',
    });
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
