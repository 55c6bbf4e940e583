import type { Announcement, PromotionCategory } from '@lobby/contract';
import { storyCategories, storyPromotions } from '../promotions/storySamples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allPromotions, categoryFilterOf } from '../promotions/promotions';
import { PromotionList } from './PromotionList';

/** The list with its filter, as the page holds it. */
function ListWithFilter(
  props: Omit<Parameters<typeof PromotionList>[0], 'filter' | 'onFilterChange'> & { initialFilter?: string },
) {
  const { initialFilter = allPromotions, ...rest } = props;
  const [filter, setFilter] = useState(initialFilter);
  return <PromotionList {...rest} filter={filter} onFilterChange={setFilter} />;
}

const meta = {
  title: 'Content/PromotionList',
  component: ListWithFilter,
  args: {
    promotions: storyPromotions,
    categories: storyCategories,
    status: 'success',
    onRetry: fn(),
    hrefOf: (promotion: Announcement) => `/promotions#${String(promotion.id)}`,
    onOpen: fn(),
  },
} satisfies Meta<typeof ListWithFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category filters of a group, "All" (in the site's language) first. */
const filtersIn = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group')).getAllByRole('button');

/** "All", then the categories that have promotions in their order (no live casino); a filter picks the cards. */
export const Categories: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const filters = filtersIn(canvasElement);
    await expect(filters.slice(1).map((button) => button.textContent)).toEqual([
      'Slots',
      'Rebates',
      'Deposit bonuses',
      'New players',
    ]);
    await expect(filters[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit bonuses' }));
    await expect(canvas.getByRole('button', { name: 'Deposit bonuses' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('link', { name: 'Weekend reload: 50% on your deposits' }));
    await expect(args.onOpen).toHaveBeenCalledWith(storyPromotions[3]);
    await userEvent.click(filters[0] as HTMLElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    // The picture for review without a focus ring.
    (filters[0] as HTMLElement).blur();
  },
};

/** A category whose promotions ended while the player was looking: empty, with a way back to every promotion. */
export const EmptyCategory: Story = {
  args: { initialFilter: categoryFilterOf(storyCategories[1] as PromotionCategory) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Live casino' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
    // Outside the filters, its one way out: every promotion.
    await expect(canvas.getAllByRole('button')).toHaveLength(filtersIn(canvasElement).length + 1);
  },
};

/** While the promotions load: placeholder cards, the list busy. */
export const Loading: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The promotions could not be loaded: said, with a retry. */
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The categories failed: every promotion under "All", a retry for the categories; a followed promotion ended. */
export const CategoriesFailed: Story = {
  args: { categoriesFailed: true, onRetryCategories: fn(), missing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(filtersIn(canvasElement)).toHaveLength(1);
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
