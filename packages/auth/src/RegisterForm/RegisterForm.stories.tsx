import { sampleValues } from '@lobby/contract-fixtures/samples';
import type { RegisterRules } from '@lobby/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storeToken } from '../storage';
import { withAuth } from '../storybook/storyKit';
import { lotusRules, siamRules } from '../testing/registerRulesFixtures';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

const lotusWithInvitations: RegisterRules = {
  ...lotusRules,
  affiliateCode: { enabled: true, required: false, acceptedPattern: '*' },
};

/** The form with a line that says when registration succeeded, as the popup would close. */
function RegisterFormStory(props: Omit<RegisterFormProps, 'onRegistered'>) {
  const [done, setDone] = useState(false);
  return (
    <div style={{ maxInlineSize: 420 }}>
      {done ? (
        <p role="status">Registered</p>
      ) : (
        <RegisterForm
          {...props}
          onRegistered={() => {
            // The story's registration stores a token like the real one; leave the next story a visitor.
            storeToken(null);
            setDone(true);
          }}
        />
      )}
    </div>
  );
}

const page = { href: 'https://lotus.example/register', hostname: 'lotus.example', search: '' };
const input = (canvasElement: HTMLElement, name: string) => {
  const element = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`No ${name} field`);
  return element;
};
const submitButton = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterFormStory,
  args: { rules: lotusWithInvitations, page, onLogin: () => {}, onHome: () => {}, onCustomerService: () => {} },
} satisfies Meta<typeof RegisterFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lotus: both ways, by mobile first, SMS code and password on both. Empty fields are named on submit. */
export const ByMobileAndUsername: Story = {
  decorators: [
    withAuth(
      { 'POST /wps/verification/sms/register': { value: { expiredMinutes: 1 } } },
      { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true },
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
    await userEvent.click(submitButton(canvasElement) as HTMLElement);
    await waitFor(() => expect(input(canvasElement, 'mobileNum')).toHaveAttribute('aria-invalid', 'true'));
    await expect(input(canvasElement, 'verificationCode')).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement, 'confirmPassword')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Siam: by user name only, with payee name, payment password, ID number and the image captcha; registers. */
export const ByUsernameWithCaptcha: Story = {
  args: { rules: siamRules, ageOfConsent: 21 },
  decorators: [
    withAuth(
      {
        'GET /wps/captcha': { value: sampleValues.captcha },
        'PUT /wps/member/register': { value: { token: 'story-token', firstTimeLogin: true } },
      },
      { USERNAMEREG3: true },
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.type(input(canvasElement, 'username'), 'player01');
    await userEvent.type(input(canvasElement, 'password'), 'secret123');
    await userEvent.type(input(canvasElement, 'confirmPassword'), 'secret123');
    await userEvent.type(input(canvasElement, 'paymentPassword'), '123456');
    await userEvent.type(input(canvasElement, 'payeeName'), 'สมชาย ใจดี');
    await userEvent.type(input(canvasElement, 'captcha'), '1234');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(submitButton(canvasElement) as HTMLElement);
    // The key, the cipher chunk and the call: more than the default second in a cold browser.
    await expect(await canvas.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Registered');
  },
};

/** An invitation code the platform does not know stops registration with an alert. */
export const InvalidInvitationCode: Story = {
  decorators: [
    withAuth(
      {
        'GET /wps/agent/affiliate': {
          status: 400,
          errorCode: 'invitation_code_error',
          message: 'invitation_code_error',
        },
      },
      { USERNAMEREG3: true },
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement, 'username'), 'player01');
    await userEvent.type(input(canvasElement, 'password'), 'secret123');
    await userEvent.type(input(canvasElement, 'confirmPassword'), 'secret123');
    await userEvent.type(input(canvasElement, 'affiliateCode'), 'NOPE1');
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await userEvent.click(submitButton(canvasElement) as HTMLElement);
    const body = within(canvasElement.ownerDocument.body);
    const alert = await body.findByRole('alertdialog');
    await waitFor(() => expect(alert).toBeVisible());
    await userEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Registration stopped: the form is still there and nothing says it succeeded.
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};
