import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'Design System/TextField',
  component: TextField,
  args: { label: 'Username', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { autoComplete: 'username' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'player1');
    await expect(input).toHaveValue('player1');
    await expect(args.onChange).toHaveBeenCalledTimes(7);
  },
};

export const WithHint: Story = {
  args: { hint: '4 to 16 letters or digits' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('4 to 16 letters or digits');
  },
};

export const WithError: Story = {
  args: { hint: '4 to 16 letters or digits', error: 'This username is already taken', defaultValue: 'player1' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('4 to 16 letters or digits This username is already taken');
  },
};

export const Required: Story = {
  args: { label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const Password: Story = {
  args: {
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
    showPasswordLabel: 'Show password',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 's3cret');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3cret');
  },
};

/** A country-code picker at the inline start: on the left here, on the right in right-to-left. */
export const WithPrefix: Story = {
  args: {
    label: 'Mobile number',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    prefix: (
      // dir="ltr" keeps "+84" reading "+84" in right-to-left too, where the plus would otherwise move to the end.
      <Button variant="ghost" size="sm" aria-label="Country code +84" dir="ltr">
        +84
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Country code +84' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  },
};

export const WithSuffix: Story = {
  args: { label: 'Deposit amount', inputMode: 'decimal', suffix: <span>USD</span>, hint: 'Minimum 10 USD' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(input, '25');
    await expect(input).toHaveValue('25');
  },
};

export const Disabled: Story = {
  args: { label: 'Referral code', disabled: true, defaultValue: 'WELCOME' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Referral code' })).toBeDisabled();
  },
};
