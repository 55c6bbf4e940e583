import type { Announcement, PromotionCategory } from '@lobby/contract';
import { I18nProvider } from '@lobby/i18n/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { allPromotions, categoryFilterOf } from '../promotions/promotions';
import { PromotionList, type PromotionListProps } from './PromotionList';

const categories: PromotionCategory[] = [
  { id: 2, code: 'rng_promo', name: 'Slots', sort: 1 },
  { id: 3, code: 'live_promo', name: 'Live casino', sort: 2 },
];
const promotions: Announcement[] = [
  { id: 10, title: 'Free spins', promoAnnouncementCategoryIds: [2], startDate: Date.UTC(2026, 0, 5) },
  { id: 11, title: 'Open offer', endDate: Date.UTC(2026, 5, 30) },
  { id: 12, title: 'No dates' },
];

function renderList(props: Partial<PromotionListProps> = {}) {
  const onFilterChange = vi.fn();
  const onOpen = vi.fn();
  render(
    <I18nProvider language="EN" messages={en}>
      <PromotionList
        promotions={promotions}
        categories={categories}
        filter={allPromotions}
        onFilterChange={onFilterChange}
        status="success"
        onRetry={() => undefined}
        hrefOf={(promotion) => `/promotions#${String(promotion.id)}`}
        onOpen={onOpen}
        {...props}
      />
    </I18nProvider>,
  );
  return { onFilterChange, onOpen, user: userEvent.setup() };
}

describe('PromotionList', () => {
  it('says when a promotion runs from, until, or not at all, in the locale', () => {
    renderList();
    const cards = within(screen.getByRole('list', { name: 'Promotions' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Free spinsFrom Jan 5, 2026',
      'Open offerUntil Jun 30, 2026',
      'No dates',
    ]);
  });

  it('shows a category that has no promotion any more as empty, with a way to every promotion', async () => {
    const live = categories[1] as PromotionCategory;
    const { onFilterChange, user } = renderList({ filter: categoryFilterOf(live) });
    // Kept as a filter, pressed, so the player sees why the list is empty.
    expect(screen.getByRole('button', { name: 'Live casino' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('No promotions here right now')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Promotions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See all promotions' }));
    expect(onFilterChange).toHaveBeenCalledWith(allPromotions);
  });

  it('says so when there is no promotion at all, with no way out to offer', () => {
    renderList({ promotions: [] });
    // Only "All", and no way out to offer.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['All']);
    expect(screen.getByText('New offers come often: have a look again soon.')).toBeInTheDocument();
  });

  it('follows a plain click on a card itself and leaves a modified one to the browser', async () => {
    const { onOpen, user } = renderList();
    const link = screen.getByRole('link', { name: 'Open offer' });
    expect(link).toHaveAttribute('href', '/promotions#11');
    await user.click(link);
    expect(onOpen).toHaveBeenCalledWith(promotions[1]);
    onOpen.mockClear();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(onOpen).not.toHaveBeenCalled();
  });
});
