import type { Announcement } from '@lobby/contract';
import { I18nProvider } from '@lobby/i18n/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { AnnouncementPopup } from './AnnouncementPopup';

const popups: Announcement[] = [
  {
    id: 1,
    title: 'First',
    content: '<p>One <img src=x onerror="window.hacked = true"></p>',
    announcementImages: [
      { url: 'https://img.example/b.png', sequence: 2 },
      { imageUrl: 'https://img.example/a.png', sequence: 1 },
    ],
  },
  { id: 2, title: 'Second', content: '<p>Two</p>' },
];

function renderPopup(items: Announcement[] = popups) {
  const onClose = vi.fn();
  render(
    <I18nProvider language="EN" messages={en}>
      <AnnouncementPopup popups={items} open onClose={onClose} />
    </I18nProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('AnnouncementPopup', () => {
  it('shows one popup at a time, paged, with its pictures in order and its HTML sanitised', async () => {
    const { user } = renderPopup();
    const dialog = screen.getByRole('dialog', { name: 'First' });
    expect(dialog).toHaveTextContent('One');
    expect(dialog.innerHTML).not.toMatch(/onerror/i);
    // eslint-disable-next-line testing-library/no-node-access -- decorative pictures (alt "") have no name to query by.
    expect([...dialog.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://img.example/a.png',
      'https://img.example/b.png',
      'x',
    ]);
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toHaveTextContent('Two');
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('closes with OK, the close button or Esc', async () => {
    const { onClose, user } = renderPopup(popups.slice(1));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('renders nothing without popups', () => {
    renderPopup([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
