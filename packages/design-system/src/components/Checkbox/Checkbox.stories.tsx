import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { Checkbox, type CheckedState } from './Checkbox';

const meta = {
  title: 'Design System/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

/** The label holds a link; following it does not tick the box. */
export const WithLinkInLabel: Story = {
  args: {
    required: true,
    label: (
      <>
        I am over 18 and accept the{' '}
        <Link href="#terms" underline="always" onClick={(event) => event.preventDefault()}>
          terms and conditions
        </Link>
      </>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I am over 18 and accept the terms and conditions' });
    await userEvent.click(canvas.getByRole('link', { name: 'terms and conditions' }));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { label: 'I accept the terms', required: true, error: 'Accept the terms to continue' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue');
  },
};

/** "Select all" over a partly chosen list reads as mixed. */
export const Indeterminate: Story = {
  args: { label: 'All providers' },
  render: function Render(args) {
    const [checked, setChecked] = useState<CheckedState>('indeterminate');
    return (
      <Checkbox
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'All providers' });
    await expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { label: 'Newsletter', disabled: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Newsletter' });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
