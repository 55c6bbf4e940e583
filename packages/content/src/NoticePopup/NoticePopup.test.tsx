import type { Announcement } from '@lobby/contract';
import { I18nProvider } from '@lobby/i18n/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { NoticePopup } from './NoticePopup';

const notices: Announcement[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  title: `Notice ${index + 1}`,
  content: `<p>Body ${index + 1}</p>`,
}));

function renderPopup(initialId?: string) {
  const onClose = vi.fn();
  render(
    <I18nProvider language="EN" messages={en}>
      <NoticePopup notices={notices} open initialId={initialId} onClose={onClose} />
    </I18nProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('NoticePopup', () => {
  it('shows the notice list in a dialog, six a page, titles as headings under its own', () => {
    renderPopup();
    const dialog = screen.getByRole('dialog', { name: 'Notices' });
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(dialog).getByRole('navigation', { name: 'Notice pages' })).toBeInTheDocument();
  });

  it('opens at the notice a ticker click named', () => {
    renderPopup('7');
    expect(screen.getByRole('button', { name: 'Notice 7' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Body 7')).toBeVisible();
  });

  it('closes with OK', async () => {
    const { onClose, user } = renderPopup();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
