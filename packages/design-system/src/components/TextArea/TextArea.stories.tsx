import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Design System/TextArea',
  component: TextArea,
  args: { label: 'Your message', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Between 10 and 140 characters' },
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Your message' });
    await userEvent.type(area, 'Hello');
    await expect(area).toHaveValue('Hello');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    await expect(area).toHaveAccessibleDescription('Between 10 and 140 characters');
  },
};

export const WithError: Story = {
  args: {
    required: true,
    hint: '3 / 140 characters',
    error: 'Write at least 10 characters.',
    defaultValue: 'Hi!',
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Your message' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAttribute('aria-required', 'true');
  },
};
