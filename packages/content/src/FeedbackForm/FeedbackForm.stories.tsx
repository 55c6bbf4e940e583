import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient } from '../storybook/queryClient';
import { FeedbackForm } from './FeedbackForm';

const meta = {
  title: 'Content/FeedbackForm',
  component: FeedbackForm,
  args: {
    sender: 'player01',
    onSubmit: fn(async () => null),
    describeError: () => 'Network link is abnormal, please try again',
    onClose: fn(),
  },
  decorators: [
    withQueryClient,
    (Story) => (
      <div style={{ maxInlineSize: '34rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 1 x 1 PNG: its bytes, so the thumbnail shows something real. */
const onePixel = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** The send button: the form's last (names follow the story's language). */
const sendButton = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button').at(-1) as HTMLElement;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

export const Empty: Story = {};

/** Every refusal at once: too short, a GIF, a picture over 5 MB and a fourth picture, each named. */
export const Refusals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.type(canvas.getByRole('textbox'), 'Too short');
    await user.upload(fileInput(canvasElement), [
      new File([onePixel], 'lobby.png', { type: 'image/png' }),
      new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }),
      new File([onePixel, new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' }),
      new File([onePixel], 'cashier.png', { type: 'image/png' }),
      new File([onePixel], 'games.png', { type: 'image/png' }),
      new File([onePixel], 'fourth.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(canvasElement.querySelectorAll('li img')).toHaveLength(3));
    await user.click(sendButton(canvasElement));
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement).toHaveTextContent('moving.gif');
    await expect(canvasElement).toHaveTextContent('fourth.png');
  },
};

/** Sent: the thank-you. */
export const Sent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'The cashier page is slow at night.');
    await userEvent.click(sendButton(canvasElement));
    await expect(await canvas.findByRole('heading')).toHaveFocus();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The platform refused (or the network failed): said above the button, the text kept. */
export const Refused: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'The cashier page is slow at night.');
    await userEvent.click(sendButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network link is abnormal');
    await expect(canvas.getByRole('textbox')).toHaveValue('The cashier page is slow at night.');
  },
};
