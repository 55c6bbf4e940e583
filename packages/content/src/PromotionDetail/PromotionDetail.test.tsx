import type { Announcement } from '@lobby/contract';
import { hostileMarkup } from '@lobby/contract-fixtures/hostile';
import { I18nProvider } from '@lobby/i18n/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { PromotionDetail } from './PromotionDetail';

const promotion: Announcement = {
  id: 7,
  title: 'Weekend reload: 50% on your deposits',
  content:
    '<p>Every Saturday and Sunday.</p><table><thead><tr><th>Day</th><th>Bonus</th></tr></thead>' +
    '<tbody><tr><td>Saturday</td><td>50%</td></tr></tbody></table><ol><li>One a day.</li></ol>' +
    `<div>${hostileMarkup.join('')}</div>`,
  announcementImages: [{ url: '/wps/media/banner/promo-reload-en.svg', sequence: 1 }],
  startDate: Date.UTC(2026, 2, 1, 12),
  endDate: '',
};

function renderDetail(item: Announcement | undefined) {
  const onClose = vi.fn();
  render(
    <I18nProvider language="EN" messages={en}>
      <PromotionDetail promotion={item} open onClose={onClose} />
    </I18nProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('PromotionDetail', () => {
  it('shows the picture, title, dates and the terms, with every hostile payload made inert', () => {
    renderDetail(promotion);
    const dialog = screen.getByRole('dialog', { name: 'Weekend reload: 50% on your deposits' });
    expect(within(dialog).getAllByRole('table')[0]).toHaveTextContent('Saturday50%');
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('One a day.');
    const [starts, ends] = within(dialog).getAllByRole('definition');
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Starts', 'Ends']);
    expect(starts).toHaveTextContent(/March 1, 2026/);
    // No end date: it runs until further notice.
    expect(ends).toHaveTextContent('Until further notice');
    expect(dialog.innerHTML).not.toMatch(/<script|<iframe|javascript:|\son[a-z]+=/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('closes with its button and its close control', async () => {
    const { onClose, user } = renderDetail(promotion);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Close the promotion' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("shows the member's side the app draws, under the period", () => {
    render(
      <I18nProvider language="EN" messages={en}>
        <PromotionDetail
          promotion={promotion}
          open
          onClose={() => undefined}
          memberSide={(item, place) => <p>{`${place} side of ${String(item.id)}`}</p>}
        />
      </I18nProvider>,
    );
    expect(within(screen.getByRole('dialog')).getByText('detail side of 7')).toBeInTheDocument();
  });

  it('shows nothing without a promotion', () => {
    renderDetail(undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
