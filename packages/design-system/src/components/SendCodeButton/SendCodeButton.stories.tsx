import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField';
import { SendCodeButton, type SendCodeButtonProps } from './SendCodeButton';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Design System/SendCodeButton',
  component: SendCodeButton,
  args: {
    labels: { send: 'Send code', resend: 'Resend code', countdown: (s: number) => `Resend in ${s} s` },
    // A short wait so the story shows the whole cycle; the server decides the real one.
    onSend: fn<SendCodeButtonProps['onSend']>(async () => {
      await wait(400);
      return { seconds: 3 };
    }),
    variant: 'secondary',
  },
  argTypes: { labels: { control: false } },
} satisfies Meta<typeof SendCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Clicks while sending are ignored.
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Resend in 3 s'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Resend in 3 s');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Resend code'), { timeout: 5000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Resend code');
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** The server's answer carries no wait: the button counts `defaultSeconds`. */
export const DefaultSeconds: Story = {
  args: { onSend: fn<SendCodeButtonProps['onSend']>(async () => {}), defaultSeconds: 2 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Resend in 2 s'));
    await waitFor(() => expect(button).toHaveAccessibleName('Resend code'), { timeout: 4000 });
  },
};

function WithFailingRequest(args: SendCodeButtonProps) {
  const [error, setError] = useState<string>();
  return (
    <div style={{ maxInlineSize: '24rem' }}>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={error}
        suffix={
          <SendCodeButton
            {...args}
            variant="ghost"
            size="sm"
            onSend={async () => {
              setError(undefined);
              try {
                return await args.onSend();
              } catch (cause) {
                setError('Could not send the code, please try again');
                throw cause;
              }
            }}
          />
        }
      />
    </div>
  );
}

/** Inside a field's suffix. A refused request leaves the button ready again; the caller shows why, on the field. */
export const Failure: Story = {
  args: {
    onSend: fn<SendCodeButtonProps['onSend']>(async () => {
      await wait(300);
      throw new Error('SMS gateway down');
    }),
  },
  render: (args) => <WithFailingRequest {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveAccessibleName('Send code');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Could not send the code, please try again',
    );
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
