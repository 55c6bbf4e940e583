import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider, useTheme } from '../../theme';
import { vars } from '../../tokens/vars';
import { Carousel, type CarouselLabels, type CarouselSlide } from './Carousel';

const labels: CarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slide show',
  play: 'Play slide show',
  slide: (position, total) => `${position} of ${total}`,
  goTo: (position) => `Show slide ${position}`,
};

const banner = (title: string, tone: 'accent' | 'subtle'): ReactNode => (
  <a
    href={`/promotions/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
    style={{
      display: 'grid',
      placeItems: 'center',
      background: tone === 'accent' ? vars.color.accent : vars.color.accentSubtle,
      color: tone === 'accent' ? vars.color.textOnAccent : vars.color.textOnAccentSubtle,
      fontSize: vars.fontSize.xxl,
      fontWeight: vars.fontWeight.bold,
      textDecoration: 'none',
    }}
  >
    {title}
  </a>
);

const slides: CarouselSlide[] = [
  { key: 'welcome', content: banner('Welcome bonus 100%', 'accent') },
  { key: 'cashback', content: banner('Weekly cashback', 'subtle') },
  { key: 'tournament', content: banner('Slots tournament', 'accent') },
];

/** Re-renders the story right-to-left inside whatever brand the toolbar picked. */
function RightToLeft({ children }: { children: ReactNode }) {
  const { brand } = useTheme();
  return (
    <ThemeProvider brand={brand} dir="rtl" lang="ar" scope="element">
      {children}
    </ThemeProvider>
  );
}

const meta = {
  title: 'Design System/Carousel',
  component: Carousel,
  args: { slides, label: 'Promotions', labels, autoplayDelay: 5000 },
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['motion', 'no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('group')).toHaveAccessibleName('1 of 3');

    await userEvent.click(canvas.getByRole('button', { name: 'Pause slide show' }));
    await expect(canvas.getByRole('button', { name: 'Play slide show' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 3' }));
    await waitFor(() => expect(canvas.getByRole('group')).toHaveAccessibleName('3 of 3'));
    await expect(canvas.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(canvas.getByRole('group')).toHaveAccessibleName('1 of 3'));
  },
};

export const Rotating: Story = {
  tags: ['motion', 'no-visual'],
  args: { autoplayDelay: 1200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('group')).toHaveAccessibleName('2 of 3'), { timeout: 4000 });
    await expect(canvas.getByRole('button', { name: 'Pause slide show' })).toBeVisible();
  },
};

export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('group')).toHaveAccessibleName('1 of 1');
  },
};

export const LabelledSlides: Story = {
  args: {
    slides: slides.map((slide, index) => ({ ...slide, label: ['Welcome bonus', 'Cashback', 'Tournament'][index] })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cashback' }));
    await waitFor(() => expect(canvas.getByRole('group')).toHaveAccessibleName('2 of 3'));
  },
};

export const WideAspectRatio: Story = {
  args: { aspectRatio: '3 / 1' },
};

export const RightToLeftLayout: Story = {
  decorators: [(Story) => <RightToLeft>{Story()}</RightToLeft>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(canvas.getByRole('group')).toHaveAccessibleName('2 of 3'));
  },
};
