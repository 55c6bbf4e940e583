import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeProvider, useTheme } from '../../theme';
import { Pagination, type PaginationProps } from './Pagination';

/** Re-renders the story right-to-left inside whatever brand the toolbar picked. */
function RightToLeft({ children }: { children: ReactNode }) {
  const { brand } = useTheme();
  return (
    <ThemeProvider brand={brand} dir="rtl" lang="ar" scope="element">
      {children}
    </ThemeProvider>
  );
}

/** Holds the page, as the list screen would, so the story pages for real. */
function Paged(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Design System/Pagination',
  component: Pagination,
  render: (args) => <Paged {...args} />,
  args: {
    page: 1,
    totalPages: 10,
    onPageChange: fn(),
    labels: { previous: 'Previous page', next: 'Next page', page: (n: number) => `Page ${n}`, nav: 'Pages' },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddleOfALongRange: Story = {
  args: { page: 10, totalPages: 20 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(20);
    await expect(canvas.getByRole('button', { name: 'Page 20' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LastPage: Story = {
  args: { page: 20, totalPages: 20 },
};

export const FewPages: Story = {
  args: { page: 2, totalPages: 3 },
};

export const SinglePageIsHidden: Story = {
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

const arabicDigits = new Intl.NumberFormat('ar-EG').format;

export const RightToLeftLayout: Story = {
  args: {
    page: 5,
    totalPages: 12,
    formatNumber: arabicDigits,
    labels: { previous: 'Previous page', next: 'Next page', page: (n) => `Page ${arabicDigits(n)}`, nav: 'Pages' },
  },
  decorators: [(Story) => <RightToLeft>{Story()}</RightToLeft>],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};
