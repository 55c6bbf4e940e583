import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../tokens/vars';
import { isRtl, RtlScope } from '../Portal/storyHelpers';
import { Tabs, type TabItem } from './Tabs';

const favBadge = (
  <span
    style={{
      display: 'inline-block',
      minInlineSize: '1.25rem',
      paddingInline: vars.space[1],
      borderRadius: vars.radius.pill,
      background: vars.badge.bg,
      color: vars.badge.text,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
      lineHeight: 1.6,
      textAlign: 'center',
    }}
  >
    3
  </span>
);

const filters: TabItem[] = [
  { value: 'all', label: 'ALL' },
  { value: 'hot', label: 'HOT' },
  { value: 'fav', label: 'FAV', badge: favBadge },
  { value: 'recent', label: 'RECENT' },
  { value: 'new', label: 'NEW' },
  { value: 'jackpot', label: 'JACKPOT', disabled: true },
  { value: 'table', label: 'TABLE GAMES' },
  { value: 'fishing', label: 'FISHING' },
];

const meta = {
  title: 'Design System/Tabs',
  component: Tabs,
  args: {
    tabs: filters,
    label: 'Game filters',
    onValueChange: fn(),
    children: (value: string) => <p style={{ margin: 0 }}>Showing {value} games</p>,
  },
  argTypes: { children: { control: false }, tabs: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GameFilters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Game filters' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'HOT' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('hot');
    await expect(canvas.getByRole('tabpanel', { name: 'HOT' })).toHaveTextContent('Showing hot games');

    // The arrow towards the inline end moves to the next tab.
    await userEvent.keyboard(isRtl(canvasElement) ? '{ArrowLeft}' : '{ArrowRight}');
    const fav = canvas.getByRole('tab', { name: 'FAV 3' });
    await expect(fav).toHaveFocus();
    await expect(fav).toHaveAttribute('aria-selected', 'true');
  },
};

export const LoginMethods: Story = {
  args: {
    tabs: [
      { value: 'username', label: 'Username' },
      { value: 'mobile', label: 'Mobile' },
    ],
    label: 'Log in with',
    defaultValue: 'mobile',
    children: (value: string) => <p style={{ margin: 0 }}>The {value} form goes here.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The mobile form goes here.');
  },
};

/** On a phone the list scrolls, and the selected tab is brought into view. */
export const Overflowing: Story = {
  render: (args) => (
    <div style={{ inlineSize: 280, maxInlineSize: '100%' }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'ALL' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'FISHING' });
    await expect(last).toHaveFocus();
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1),
    );
  },
};

/** Arrow keys follow the reading direction: the left arrow moves to the next tab. */
export const RightToLeft: Story = {
  render: (args) => (
    <RtlScope>
      <Tabs {...args} />
    </RtlScope>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'ALL' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'HOT' })).toHaveFocus();
  },
};
