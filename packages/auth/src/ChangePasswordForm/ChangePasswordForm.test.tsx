import type { RegisterRules } from '@lobby/contract';
import { storageKeys, writeStorage } from '@lobby/storage';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { knownPasswordAtom } from '../session';
import { answer, platform, refuse, renderWithAuth, rsaKey, sentBody, withMswServer } from '../testing/authTestKit';
import { ChangePasswordForm } from './ChangePasswordForm';

// Whole forms typed into key by key: slow in jsdom on a busy machine, so these tests get more than the default 10 s.
vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
withMswServer(server);
beforeEach(() => writeStorage(storageKeys.token, 'tok-1'));

const rules: RegisterRules = {
  password: {
    enabled: true,
    required: true,
    patternId: 5,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9]).+$',
    minLength: 8,
    maxLength: 16,
  },
};

function changeHandler(reply: () => Response = () => answer(null)) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    rsaKey,
    http.post(`${platform}/wps/member/password`, async ({ request }) => {
      sent.push(await sentBody(request));
      return reply();
    }),
  );
  return sent;
}

describe('the password change', () => {
  it("holds the new password to the merchant's rule and the confirmation to the new password", async () => {
    const sent = changeHandler();
    renderWithAuth(<ChangePasswordForm rules={rules} onChanged={vi.fn()} />);
    const user = userEvent.setup();
    // The rule is told before anything is typed, with what the platform refuses besides.
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Use 8-16 characters mixing letters and numbers. Not a common password, nor one holding your user name or number.',
    );
    await user.type(screen.getByLabelText(/^Current password/), 'Player#2026');
    await user.type(screen.getByLabelText(/^New password/), 'short1');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'short2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use 8-16 characters mixing letters and numbers')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Fresh2026x');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks for the current password unless the login just gave it, and reports the change', async () => {
    const sent = changeHandler();
    const onChanged = vi.fn();
    const view = renderWithAuth(<ChangePasswordForm rules={rules} onChanged={onChanged} forced />);
    view.store.set(knownPasswordAtom, '123456');
    await waitFor(() => expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'Fresh2026x');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Fresh2026x');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent).toEqual([{ oldPassword: '123456', newPassword: 'Fresh2026x', confirmNewPassword: 'Fresh2026x' }]);
    // Done with: the password typed at login is forgotten.
    expect(view.store.get(knownPasswordAtom)).toBeNull();
  });

  it("shows the platform's refusal and keeps what was typed", async () => {
    changeHandler(() => refuse(400, 'password_invalid', 'The current password is not right.'));
    const onChanged = vi.fn();
    renderWithAuth(<ChangePasswordForm rules={rules} onChanged={onChanged} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'nope');
    await user.type(screen.getByLabelText(/^New password/), 'Fresh2026x');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Fresh2026x');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not right.');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Fresh2026x');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
