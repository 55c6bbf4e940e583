import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storeToken } from '../storage';
import { withAuth } from '../storybook/storyKit';
import { lotusRules } from '../testing/registerRulesFixtures';
import { ForgotPasswordPopup } from './ForgotPassword';

const rules = lotusRules;

/** The popup, open, with a line that says how it ended. */
function ForgotPasswordStory() {
  const [open, setOpen] = useState(true);
  const [ended, setEnded] = useState('');
  return (
    <>
      <p role="status">{ended}</p>
      <ForgotPasswordPopup
        open={open}
        onOpenChange={setOpen}
        rules={rules}
        onEmailSent={() => setEnded('E-mail sent')}
        onLoggedIn={() => {
          // The story's login stores a token like the real one; leave the next story a visitor.
          storeToken(null);
          setEnded('Logged in');
        }}
      />
    </>
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const input = (canvasElement: HTMLElement, name: string) => {
  const element = canvasElement.ownerDocument.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`No ${name} field`);
  return element;
};
const submit = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]') as HTMLElement;

const meta = {
  title: 'Auth/ForgotPassword',
  component: ForgotPasswordStory,
} satisfies Meta<typeof ForgotPasswordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form by mobile as a player first sees it (the journeys below end off screen, so they are not screenshots). */
export const MobileForm: Story = {
  decorators: [withAuth({}, { CHNGPASSVERIF3: true })],
};

/** Without CHNGPASSVERIF3: e-mail only. The confirmation's OK closes the popup. */
export const ByEmail: Story = {
  tags: ['no-visual'],
  decorators: [withAuth({ 'POST /wps/member/password/email': { value: null } }, {})],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.type(input(canvasElement, 'username'), 'player01');
    await userEvent.type(input(canvasElement, 'email'), 'player01@lotus88.example');
    await userEvent.click(submit(canvasElement));
    const confirmation = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirmation).getByRole('button'));
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('E-mail sent'));
  },
};

/** With CHNGPASSVERIF3: by mobile first; the code, then the new password, then logged in. */
export const ByMobile: Story = {
  tags: ['no-visual'],
  decorators: [
    withAuth(
      {
        'POST /wps/verification/sms/noLogin': { value: { expiredMinutes: 1 } },
        'POST /wps/member/password/verification': { value: null },
        'POST /wps/session/login': { value: { token: 'story-token' } },
      },
      { CHNGPASSVERIF3: true },
    ),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(2);
    await userEvent.type(input(canvasElement, 'mobileNum'), '912345678');
    await userEvent.type(input(canvasElement, 'verificationCode'), '123456');
    await userEvent.type(input(canvasElement, 'newPassword'), 'NewSecret#1');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Logged in'));
  },
};
