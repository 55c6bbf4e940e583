import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messageText } from '@lobby/frame/storybook';
import { UpdatePrompt } from './UpdatePrompt';

const apply = fn();
const onLater = fn();

const meta = {
  title: 'Shell/UpdatePrompt',
  component: UpdatePrompt,
  args: { offer: { apply }, onLater },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new build is deployed: the notice at the inline-end corner, to reload or put off. */
export const NewVersion: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent(messageText(loaded, 'web.UpdatePrompt.available'));
    // Once it has risen into place.
    await waitFor(() =>
      expect(page.getByRole('button', { name: messageText(loaded, 'web.UpdatePrompt.reload') })).toBeVisible(),
    );
    await expect(page.getByRole('button', { name: messageText(loaded, 'web.UpdatePrompt.later') })).toBeVisible();
  },
};

/** Put off, then accepted: the reload stays busy while the new version starts. */
export const Accepted: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: messageText(loaded, 'web.UpdatePrompt.later') }));
    await expect(onLater).toHaveBeenCalled();
    const reload = page.getByRole('button', { name: messageText(loaded, 'web.UpdatePrompt.reload') });
    await userEvent.click(reload);
    await expect(apply).toHaveBeenCalledOnce();
    await expect(reload).toHaveAttribute('aria-busy', 'true');
  },
};
