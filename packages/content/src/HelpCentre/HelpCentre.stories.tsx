import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { helpEntries } from '../storybook/helpEntries';
import { HelpCentre } from './HelpCentre';

const meta = {
  title: 'Content/HelpCentre',
  component: HelpCentre,
  args: { entries: helpEntries, status: 'success', onRetry: fn() },
} satisfies Meta<typeof HelpCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the help page: contents linking to the tags, sections as h2, the questions nested; hostile markup inert. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole('navigation')).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#aboutus', '#deposit', '#faqs', '#term']);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvasElement.querySelector('script, iframe, [onerror], [onload], [onmouseover]')).toBeNull();
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:/i);
  },
};

export const Loading: Story = {
  args: { entries: undefined, status: 'pending' },
};

export const Failed: Story = {
  args: { entries: undefined, status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};
