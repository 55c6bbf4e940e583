import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Design System/Select',
  component: Select,
  args: {
    label: 'Currency',
    placeholder: 'Choose a currency',
    options: [
      { value: 'USD', label: 'US dollar' },
      { value: 'EUR', label: 'Euro' },
      { value: 'VND', label: 'Vietnamese dong', disabled: true },
      { value: 'THB', label: 'Thai baht' },
    ],
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem', minBlockSize: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list portals into the theme scope, so queries look in the whole document, not only the story canvas. */
const page = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Currency' });
    await expect(trigger).toHaveTextContent('Choose a currency');
    await userEvent.click(trigger);
    await userEvent.click(await page().findByRole('option', { name: 'Thai baht' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('THB');
    await expect(trigger).toHaveTextContent('Thai baht');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'USD' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Currency' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(page().getByRole('option', { name: 'US dollar' })).toHaveFocus());
    // The disabled option is skipped.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('THB');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The list itself, for review and screenshots. */
export const Open: Story = {
  args: { defaultValue: 'EUR', open: true },
  parameters: {
    // While the list is open Radix hides the rest of the page (aria-hidden) and traps focus in the list, so the
    // trigger under aria-hidden cannot actually be reached: the rule's finding does not apply to a modal list.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async () => {
    await expect(await page().findByRole('listbox')).toBeVisible();
    await expect(page().getByRole('option', { name: 'Euro', selected: true })).toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: { hint: 'Cannot be changed after your first deposit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription(
      'Cannot be changed after your first deposit',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose a currency to continue' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Currency' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a currency to continue');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'USD' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Currency' })).toBeDisabled();
  },
};
