import type { ApiClient } from '@lobby/api-client';
import type { Announcement, PromotionCategory } from '@lobby/contract';
import { hostileMarkup } from '@lobby/contract-fixtures/hostile';
import { I18nProvider } from '@lobby/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import en from '../messages/en.json';
import { Promotions } from './Promotions';

const day = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 2, 1);

const categoriesIn: Record<string, PromotionCategory[]> = {
  EN: [
    { id: 2, code: 'rng_promo', name: 'Slots', sort: 1 },
    { id: 3, code: 'live_promo', name: 'Live casino', sort: 2 },
    { id: 4, code: 'deposit_promo', name: 'Deposit bonuses', sort: 8 },
    { id: 5, code: 'new_player', name: 'New players', sort: 12 },
  ],
  VI: [
    { id: 2, code: 'rng_promo', name: 'Slot', sort: 1 },
    { id: 3, code: 'live_promo', name: 'Casino trực tiếp', sort: 2 },
    { id: 4, code: 'deposit_promo', name: 'Thưởng nạp tiền', sort: 8 },
    { id: 5, code: 'new_player', name: 'Người chơi mới', sort: 12 },
  ],
};

const promotion = (id: number, title: string, categoryIds: number[], content = `<p>${title} terms</p>`) => ({
  id,
  title,
  content,
  promoAnnouncementCategoryIds: categoryIds,
  announcementImages: [{ url: `/wps/media/banner/promo-${id}.svg`, sequence: 1 }],
  startDate: start,
  endDate: start + 30 * day,
});

const promotionsIn: Record<string, Announcement[]> = {
  EN: [
    promotion(10, 'Welcome bonus', [5, 4]),
    promotion(11, 'Free spins', [2], `<p>Spin on Fridays</p><div>${hostileMarkup.slice(6, 9).join('')}</div>`),
    promotion(12, 'Weekend reload', [4]),
  ],
  VI: [promotion(20, 'Thưởng chào mừng', [5, 4]), promotion(21, 'Vòng quay miễn phí', [2])],
};

interface Faults {
  announcements?: number;
  categories?: number;
}

/** A client answering both lists in the language `languageNow()` gives, failing the first `faults` calls of each. */
function fakeClient(languageNow: () => string, faults: Faults = {}) {
  const calls: string[] = [];
  const left = { ...faults };
  const client: ApiClient = {
    call: (async (id: string) => {
      const language = languageNow();
      calls.push(`${id} ${language}`);
      if (id === 'announcements') {
        if ((left.announcements ?? 0) > 0) {
          left.announcements = (left.announcements ?? 0) - 1;
          throw new Error('Network link is abnormal, please try again');
        }
        return { banners: [], player: [], popup: [], promotion: promotionsIn[language] ?? [], hot: [] };
      }
      if (id === 'promotionCategories') {
        if ((left.categories ?? 0) > 0) {
          left.categories = (left.categories ?? 0) - 1;
          throw new Error('Network link is abnormal, please try again');
        }
        return { categories: categoriesIn[language] ?? [] };
      }
      throw new Error(`unexpected call ${id}`);
    }) as ApiClient['call'],
    pathOf: async (id) => id,
  };
  return { client, calls };
}

/** The page's part: the address's `#id` as state, opened and cleared as the shell's route does. */
function Page({ client, language, initialId }: { client: ApiClient; language: string; initialId?: string }) {
  const [openId, setOpenId] = useState(initialId);
  return (
    <>
      <button type="button" onClick={() => setOpenId('12')}>
        Follow a banner to the reload
      </button>
      <Promotions
        client={client}
        language={language}
        signedIn={false}
        openId={openId}
        hrefOf={(item) => `/promotions#${String(item.id)}`}
        onOpen={(item) => setOpenId(String(item.id))}
        onClose={() => setOpenId(undefined)}
      />
    </>
  );
}

function renderPage({ initialId, faults }: { initialId?: string; faults?: Faults } = {}) {
  let language = 'EN';
  const { client, calls } = fakeClient(() => language, faults);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (
    <QueryClientProvider client={queryClient}>
      <I18nProvider language="EN" messages={en}>
        <Page client={client} language={language} {...(initialId ? { initialId } : {})} />
      </I18nProvider>
    </QueryClientProvider>
  );
  const { rerender } = render(view);
  return {
    calls,
    user: userEvent.setup(),
    switchLanguage(next: string) {
      language = next;
      rerender(
        <QueryClientProvider client={queryClient}>
          <I18nProvider language="EN" messages={en}>
            <Page client={client} language={next} />
          </I18nProvider>
        </QueryClientProvider>,
      );
    },
  };
}

const filters = () =>
  within(screen.getByRole('group', { name: 'Promotion categories' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const filter = (name: string) => screen.getByRole('button', { name });
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Promotions' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('Promotions', () => {
  it('shows "All", then the categories that have promotions in their order; a filter picks the cards', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('group', { name: 'Promotion categories' })).toBeInTheDocument();
    // Live casino has no promotion: no filter.
    expect(filters()).toEqual(['All', 'Slots', 'Deposit bonuses', 'New players']);
    expect(filter('All')).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Welcome bonus', 'Free spins', 'Weekend reload']);

    await user.click(filter('Deposit bonuses'));
    expect(filter('Deposit bonuses')).toHaveAttribute('aria-pressed', 'true');
    expect(filter('All')).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(['Welcome bonus', 'Weekend reload']);
    await user.click(filter('Slots'));
    expect(cardTitles()).toEqual(['Free spins']);
    // Each card is a link to its detail, with its picture and when it runs.
    const link = screen.getByRole('link', { name: 'Free spins' });
    expect(link).toHaveAttribute('href', '/promotions#11');
    expect(screen.getByText('Mar 1 – 31, 2026')).toBeInTheDocument();
  });

  it('opens the promotion a card names; closing returns focus to that card', async () => {
    const { user } = renderPage();
    const card = await screen.findByRole('link', { name: 'Weekend reload' });
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Weekend reload' });
    expect(dialog).toHaveTextContent('Weekend reload terms');
    expect(within(dialog).getByText('Starts')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card).toHaveFocus();
  });

  it('opens the promotion the address names on arrival, its hostile markup inert', async () => {
    renderPage({ initialId: '11' });
    const dialog = await screen.findByRole('dialog', { name: 'Free spins' });
    expect(dialog).toHaveTextContent('Spin on Fridays');
    expect(dialog.innerHTML).not.toMatch(/javascript:|onerror|onload/i);
    // Focus goes back to its card, which the detail was opened over.
    await userEvent.setup().click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Free spins' })).toHaveFocus();
  });

  it('opens a promotion named later under another filter, switching to "All" so its card is there', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Slots' }));
    await user.click(screen.getByRole('button', { name: 'Follow a banner to the reload' }));
    expect(await screen.findByRole('dialog', { name: 'Weekend reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All', hidden: true })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Weekend reload' })).toHaveFocus());
  });

  it('says so when the address names a promotion that is not running, and shows the others', async () => {
    renderPage({ initialId: '99' });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The promotion you followed is not running any more'),
    );
    expect(cardTitles()).toHaveLength(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, then an error with a retry that loads them', async () => {
    const { user } = renderPage({ faults: { announcements: 1 } });
    expect(screen.getByRole('list', { name: 'Promotions' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the promotions');
    expect(await screen.findByRole('alert')).toHaveTextContent('The promotions could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows every promotion under "All" when the categories fail, with a retry for them', async () => {
    const { user } = renderPage({ faults: { categories: 1 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The categories could not be loaded');
    expect(filters()).toEqual(['All']);
    expect(cardTitles()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(filters()).toEqual(['All', 'Slots', 'Deposit bonuses', 'New players']));
  });

  it('asks both lists again in a new language and shows them in it, keeping the chosen category', async () => {
    const { user, calls, switchLanguage } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New players' }));
    expect(calls.sort()).toEqual(['announcements EN', 'promotionCategories EN']);
    switchLanguage('VI');
    await waitFor(() => expect(filters()).toEqual(['All', 'Slot', 'Thưởng nạp tiền', 'Người chơi mới']));
    expect(filter('Người chơi mới')).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Thưởng chào mừng']);
    expect(calls.sort()).toEqual([
      'announcements EN',
      'announcements VI',
      'promotionCategories EN',
      'promotionCategories VI',
    ]);
  });
});
