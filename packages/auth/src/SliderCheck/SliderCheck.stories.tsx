import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { sliderPictures } from '../storybook/storyPictures';
import { withAuth } from '../storybook/storyKit';
import SliderCheck from './SliderCheck';

const gapX = 180;
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Auth/SliderCheck',
  component: SliderCheck,
  args: { scene: 'login', onSettle: fn() },
  decorators: [
    withAuth({
      'GET /wps/captcha/slider': () => ({ value: { challenge: 'story-challenge', ...sliderPictures(gapX) } }),
      'POST /wps/captcha/slider': (sent) =>
        Math.abs(Number(sent.x) - gapX) <= 4
          ? { value: { challenge: 'story-challenge', seccode: 'story-seccode' } }
          : { status: 400, errorCode: 'slider_mismatch', message: 'The piece is not in place.' },
    }),
  ],
} satisfies Meta<typeof SliderCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The puzzle as it first shows: the picture loaded, the piece at the start. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const track = await within(await page(canvasElement).findByRole('dialog')).findByRole('slider');
    await waitFor(() => expect(track).toBeEnabled());
  },
};

/** The piece slid onto the gap and checked: the check passes with the fields for the guarded call. */
export const Solved: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const track = await within(dialog).findByRole('slider');
    await waitFor(() => expect(track).toBeEnabled());
    fireEvent.change(track, { target: { value: String(gapX + 2) } });
    await userEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() =>
      expect(args.onSettle).toHaveBeenCalledWith({
        status: 'passed',
        fields: { geetestChallenge: 'story-challenge', geetestSeccode: 'story-seccode' },
      }),
    );
  },
};
