import type { Announcement } from '@lobby/contract';
import { I18nProvider } from '@lobby/i18n/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { NoticePopup } from './NoticePopup';

const notices: Announcement[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  title: `Notice ${index + 1}`,
  content:
    index === 6
      ? '<p>Seventh <img src=x onerror="window.hacked = true"><a href="javascript:alert(1)">link</a></p>'
      : `<p>Body ${index + 1}</p>`,
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

/** The notice titles on the page (the pager's buttons are not notices). */
const titles = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('button', { name: /^Notice \d/ })
    .map((button) => button.textContent);

describe('NoticePopup', () => {
  it('lists six notices a page and pages to the rest', async () => {
    const { user } = renderPopup();
    expect(titles()).toEqual(['Notice 1', 'Notice 2', 'Notice 3', 'Notice 4', 'Notice 5', 'Notice 6']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(titles()).toEqual(['Notice 7', 'Notice 8']);
  });

  it('expands a notice on selection and collapses it on the next', async () => {
    const { user } = renderPopup();
    const second = screen.getByRole('button', { name: 'Notice 2' });
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Body 2')).toBeInTheDocument();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Body 2')).not.toBeInTheDocument();
  });

  it('opens at the notice a ticker click named, its hostile markup sanitised', () => {
    renderPopup('7');
    const seventh = screen.getByRole('button', { name: 'Notice 7' });
    expect(seventh).toHaveAttribute('aria-expanded', 'true');
    const body = screen.getByText(/Seventh/);
    expect(body.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
