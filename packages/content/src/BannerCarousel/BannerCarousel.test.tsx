import type { Announcement } from '@lobby/contract';
import { I18nProvider } from '@lobby/i18n/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { BannerCarousel } from './BannerCarousel';

const picture = (name: string) => [{ url: `/wps/media/banner/${name}.svg`, sequence: 1 }];
const banners: Announcement[] = [
  { id: 1, title: 'Spin week', linkageType: 'G', nodeId: 7, announcementImages: picture('a') },
  { id: 2, title: 'Open day', announcementImages: picture('b') },
  { id: 3, title: 'Promotions', linkageType: 'URL', url: '/promotions', announcementImages: picture('c') },
];

function renderBanners(items: Announcement[]) {
  const onChoose = vi.fn();
  render(
    <I18nProvider language="EN" messages={en}>
      <BannerCarousel
        banners={items}
        label="Slots"
        leadsSomewhere={(banner) => Boolean(banner.linkageType)}
        hrefOf={(banner) => (banner.linkageType === 'URL' ? (banner.url ?? undefined) : undefined)}
        onChoose={onChoose}
      />
    </I18nProvider>,
  );
  return { onChoose, user: userEvent.setup() };
}

describe('BannerCarousel', () => {
  it('makes a banner that leads somewhere a control named by its title, and a plain one a described picture', async () => {
    const { onChoose, user } = renderBanners(banners);
    const region = screen.getByRole('region', { name: 'Slots' });
    // The banner itself is in its slide (its picker dot carries the same title).
    const first = within(region).getByRole('group', { name: '1 of 3', hidden: true });
    await user.click(within(first).getByRole('button', { name: 'Spin week', hidden: true }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(within(region).getByRole('img', { name: 'Open day', hidden: true })).toHaveAttribute(
      'src',
      '/wps/media/banner/b.svg',
    );
    expect(within(region).getByRole('link', { name: 'Promotions', hidden: true })).toHaveAttribute(
      'href',
      '/promotions',
    );
    expect(within(region).getByRole('button', { name: 'Open day' })).toBeInTheDocument();
  });

  it('shows a single banner without rotation controls', () => {
    renderBanners(banners.slice(1, 2));
    const region = screen.getByRole('region', { name: 'Slots' });
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
  });
});
