import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { tokenAtom } from '../session';
import { answer, platform, refuse, renderWithAuth, rsaKey, sentBody, withMswServer } from '../testing/authTestKit';
import { lotusRules } from '../testing/registerRulesFixtures';
import { ForgotPasswordPopup } from './ForgotPassword';

// Whole forms typed into key by key: slow in jsdom on a busy machine, so these tests get more than the default 10 s.
vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
withMswServer(server);
beforeEach(() =>
  server.use(
    http.get(`${platform}/wps/system/country`, () =>
      answer({ countryCode: 'VN', countries: [{ countryCode: 'VN', countryDialingCode: '84' }] }),
    ),
  ),
);

const rules = lotusRules;

function Opened(props: { onEmailSent?: () => void; onLoggedIn?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ForgotPasswordPopup
      open={open}
      onOpenChange={setOpen}
      rules={rules}
      onEmailSent={props.onEmailSent ?? (() => {})}
      onLoggedIn={props.onLoggedIn ?? (() => {})}
    />
  );
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('ForgotPasswordPopup by e-mail', () => {
  it('offers e-mail only without CHNGPASSVERIF3 and checks user name and address', async () => {
    renderWithAuth(<Opened />);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(2);
    await userEvent.type(field(/^Username/), 'ab');
    await userEvent.type(field(/^E-mail/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Use 6-12 letters or numbers, starting with a letter')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
  });

  it('sends the request, confirms, and closes', async () => {
    let form = '';
    server.use(
      http.post(`${platform}/wps/member/password/email`, async ({ request }) => {
        form = await request.text();
        return answer(null);
      }),
    );
    const onEmailSent = vi.fn();
    renderWithAuth(<Opened onEmailSent={onEmailSent} />);
    await userEvent.type(field(/^Username/), 'player01');
    await userEvent.type(field(/^E-mail/), 'player01@lotus88.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const confirmation = await screen.findByRole('alertdialog', { name: 'Check your e-mail' });
    expect(form).toBe('username=player01&email=player01%40lotus88.example');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onEmailSent).toHaveBeenCalledOnce();
  });
});

describe('ForgotPasswordPopup by mobile', () => {
  const flags = { CHNGPASSVERIF3: true };

  it('is the default with CHNGPASSVERIF3 and holds the new password to the merchant rule', async () => {
    renderWithAuth(<Opened />, { flags });
    expect(screen.getByRole('tab', { name: 'Mobile number', selected: true })).toBeInTheDocument();
    await userEvent.type(field(/^Mobile number/), '912345678');
    await userEvent.type(field(/^Verification code/), '123456');
    await userEvent.type(field(/^New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password and log in' }));
    expect(await screen.findByText('Use 8-20 letters, numbers or symbols')).toBeInTheDocument();
  });

  it('sends the code without login, resets, logs in with the new password and closes', async () => {
    const sms: unknown[] = [];
    let reset: Record<string, unknown> = {};
    let login: Record<string, unknown> = {};
    server.use(
      rsaKey,
      http.post(`${platform}/wps/verification/sms/noLogin`, async ({ request }) => {
        sms.push(await request.json());
        return answer({ expiredMinutes: 1 });
      }),
      http.post(`${platform}/wps/member/password/verification`, async ({ request }) => {
        reset = await sentBody(request);
        return answer(null);
      }),
      http.post(`${platform}/wps/session/login`, async ({ request }) => {
        login = await sentBody(request);
        return answer({ token: 'tok-reset' });
      }),
    );
    const onLoggedIn = vi.fn();
    const { store } = renderWithAuth(<Opened onLoggedIn={onLoggedIn} />, { flags });
    await screen.findByRole('button', { name: 'Country code: Vietnam +84' });
    await userEvent.type(field(/^Mobile number/), '912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeInTheDocument();
    expect(sms).toEqual([{ mobileNum: '912345678', countryDialingCode: '84' }]);

    await userEvent.type(field(/^Verification code/), '123456');
    await userEvent.type(field(/^New password/), 'NewSecret#1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password and log in' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reset).toEqual({ mobileNum: '912345678', verificationCode: '123456', newPassword: 'NewSecret#1' });
    expect(login).toMatchObject({ username: '912345678', password: 'NewSecret#1', type: '' });
    expect(store.get(tokenAtom)).toBe('tok-reset');
  });

  it('shows a wrong code next to the code field', async () => {
    server.use(
      rsaKey,
      http.post(`${platform}/wps/member/password/verification`, () =>
        refuse(400, 'verification_code_invalid', 'Please enter the correct verification code', {
          field: 'verificationCode',
        }),
      ),
    );
    renderWithAuth(<Opened />, { flags });
    await userEvent.type(field(/^Mobile number/), '912345678');
    await userEvent.type(field(/^Verification code/), '000000');
    await userEvent.type(field(/^New password/), 'NewSecret#1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password and log in' }));
    expect(await screen.findByText('Please enter the correct verification code')).toBeInTheDocument();
    expect(field(/^Verification code/)).toHaveAttribute('aria-invalid', 'true');
  });
});
