import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Design System/Card',
  component: Card,
  args: {
    heading: 'Hot games',
    children: <p style={{ margin: 0 }}>Twelve games are popular this week.</p>,
  },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="ghost" size="sm">
        More
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'More' })).toBeVisible();
  },
};

export const WithoutHeading: Story = {
  args: { heading: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Card {...args} padding="sm" heading="Small padding" />
      <Card {...args} padding="md" heading="Medium padding" />
      <Card {...args} padding="lg" heading="Large padding" />
    </div>
  ),
};
