import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Design System/Link',
  component: Link,
  args: {
    href: '#promotions',
    children: 'See all promotions',
    // Keeps Storybook on the page while the play function clicks.
    onClick: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  argTypes: { underline: { control: 'inline-radio', options: ['hover', 'always'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See all promotions' });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const External: Story = {
  args: {
    href: 'https://example.org/responsible-gaming',
    children: 'Responsible gaming',
    external: true,
    externalLabel: '(opens in a new tab)',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Responsible gaming (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Inside a sentence the underline is always on, so the link does not rely on colour alone. */
export const InText: Story = {
  args: { underline: 'always', children: 'terms and conditions', href: '#terms' },
  render: (args) => (
    <p style={{ maxInlineSize: '40ch' }}>
      By registering you accept our <Link {...args} /> and confirm that you are over 18.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'terms and conditions' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
