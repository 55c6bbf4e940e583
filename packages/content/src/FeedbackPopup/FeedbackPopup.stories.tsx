import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { withQueryClient } from '../storybook/queryClient';
import { FeedbackPopup } from './FeedbackPopup';

function OpenFeedback() {
  const [open, setOpen] = useState(true);
  return (
    <FeedbackPopup
      open={open}
      onClose={() => setOpen(false)}
      onSubmit={async () => null}
      describeError={() => 'Network link is abnormal, please try again'}
    />
  );
}

const meta = {
  title: 'Content/FeedbackPopup',
  component: OpenFeedback,
  decorators: [withQueryClient],
} satisfies Meta<typeof OpenFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A visitor's feedback form in its dialog, once its code has loaded. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByRole('textbox')).toBeInTheDocument();
  },
};
