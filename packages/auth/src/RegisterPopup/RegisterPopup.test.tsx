import { readStorage, storageKeys } from '@lobby/storage';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { answer, platform, renderWithAuth, rsaKey, withMswServer } from '../testing/authTestKit';
import { RegisterPopup } from './RegisterPopup';

const server = setupServer();
withMswServer(server);

const rules = {
  username: { enabled: true, required: true, minLength: 6, maxLength: 12, acceptedPattern: '*' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 20, acceptedPattern: '*' },
};

function Opened({ onRegistered, onLogin }: { onRegistered: () => void; onLogin: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <RegisterPopup
      open={open}
      onOpenChange={setOpen}
      rules={rules}
      onRegistered={onRegistered}
      onLogin={onLogin}
      page={{ href: 'https://lotus.example/', hostname: 'lotus.example', search: '' }}
    />
  );
}

describe('RegisterPopup', () => {
  it('closes once the registration has logged the player in', async () => {
    server.use(
      rsaKey,
      http.put(`${platform}/wps/member/register`, () => answer({ token: 'tok-new' })),
    );
    const onRegistered = vi.fn();
    renderWithAuth(<Opened onRegistered={onRegistered} onLogin={() => {}} />, { flags: { USERNAMEREG3: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.type(screen.getByLabelText(/^Username/), 'player01');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret123');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onRegistered).toHaveBeenCalledOnce();
    expect(readStorage(storageKeys.token)).toBe('tok-new');
  });

  it('closes and hands over to the login popup from its link', async () => {
    const onLogin = vi.fn();
    renderWithAuth(<Opened onRegistered={() => {}} onLogin={onLogin} />, { flags: { USERNAMEREG3: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onLogin).toHaveBeenCalledOnce();
  });
});
