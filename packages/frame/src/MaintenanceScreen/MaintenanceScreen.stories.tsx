import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useBrandLogo } from '../storybook/storyKit';
import { MaintenanceScreen, type MaintenanceScreenProps } from './MaintenanceScreen';

function BrandMaintenance(props: Omit<MaintenanceScreenProps, 'logoSrc' | 'brandName'>) {
  const logo = useBrandLogo();
  return <MaintenanceScreen logoSrc={logo.src} brandName={logo.name} {...props} />;
}

const onContact = fn();

const meta = {
  title: 'Frame/MaintenanceScreen',
  component: BrandMaintenance,
  args: { onContact },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BrandMaintenance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCustomerService: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(onContact).toHaveBeenCalled();
  },
};

export const PlatformMessageAndWindow: Story = {
  args: {
    message: 'Scheduled upgrade of the game servers.',
    endsAt: Date.UTC(2025, 5, 1, 10, 0),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Scheduled upgrade of the game servers.')).toBeVisible();
  },
};

export const WithoutCustomerService: Story = {
  args: { onContact: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
