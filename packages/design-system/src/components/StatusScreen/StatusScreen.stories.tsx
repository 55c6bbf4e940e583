import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertIcon, OfflineIcon, ToolsIcon } from '../Icons';
import { StatusScreen } from './StatusScreen';

const meta = {
  title: 'Design System/StatusScreen',
  component: StatusScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    icon: <ToolsIcon />,
    title: 'Under maintenance',
    message: 'The site is being upgraded to serve you better. Please come back later.',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['page', 'region'] } },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn();

/** The whole site is closed: a fact set apart and one way forward. */
export const Page: Story = {
  args: {
    detail: 'Until 28 Nov 2026, 06:00',
    actions: <Button>Contact customer service</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
  },
};

/** An error the visitor did not ask to see is announced, and offers a retry. */
export const Alert: Story = {
  args: {
    icon: <OfflineIcon />,
    title: 'Unable to connect',
    message: 'Network link is abnormal, please try again',
    alert: true,
    actions: <Button onClick={onRetry}>Retry</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network link is abnormal');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** One page failed inside the layout: two ways forward. */
export const Region: Story = {
  args: {
    variant: 'region',
    icon: <AlertIcon />,
    title: 'Something went wrong',
    message: 'This page could not be shown. Try again, or go back to the home page.',
    actions: (
      <>
        <Button>Try again</Button>
        <Button variant="secondary">Back to home</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('main')).toBeNull();
  },
};
