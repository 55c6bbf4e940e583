import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useBrandLogo } from '../storybook/storyKit';
import { StartupErrorScreen, type StartupErrorScreenProps } from './StartupErrorScreen';

function BrandStartupError(props: Omit<StartupErrorScreenProps, 'logoSrc' | 'brandName'>) {
  const logo = useBrandLogo();
  return <StartupErrorScreen logoSrc={logo.src} brandName={logo.name} {...props} />;
}

const onRetry = fn();

// Plain strings: this screen also shows when the language catalogue itself did not load, so it stays in English.
const meta = {
  title: 'Frame/StartupErrorScreen',
  component: BrandStartupError,
  args: {
    title: 'We could not open the site',
    message: 'Network link is abnormal, please try again',
    retryLabel: 'Try again',
    onRetry,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BrandStartupError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
};
