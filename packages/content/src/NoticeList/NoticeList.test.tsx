import type { Announcement } from '@lobby/contract';
import { I18nProvider } from '@lobby/i18n/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { NoticeList, type NoticeListProps } from './NoticeList';

const notices: Announcement[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  title: `Notice ${index + 1}`,
  content:
    index === 12
      ? '<p>Thirteenth <img src=x onerror="window.hacked = true"><a href="javascript:alert(1)">link</a></p>'
      : `<p>Body ${index + 1}</p>`,
}));

function renderList(props: Partial<NoticeListProps> = {}) {
  const user = userEvent.setup();
  render(
    <I18nProvider language="EN" messages={en}>
      <NoticeList notices={notices} {...props} />
    </I18nProvider>,
  );
  return { user };
}

/** The notice titles shown (the pager's buttons are not notices). */
const titles = () => screen.getAllByRole('button', { name: /^Notice \d/ }).map((button) => button.textContent);

describe('NoticeList', () => {
  it('lists six notices a page and pages through the rest with the pager', async () => {
    const { user } = renderList();
    expect(titles()).toEqual(['Notice 1', 'Notice 2', 'Notice 3', 'Notice 4', 'Notice 5', 'Notice 6']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(titles()).toEqual(['Notice 7', 'Notice 8', 'Notice 9', 'Notice 10', 'Notice 11', 'Notice 12']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(titles()).toEqual(['Notice 13', 'Notice 14']);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(titles()[0]).toBe('Notice 7');
  });

  it('has no pager for six notices or fewer', () => {
    renderList({ notices: notices.slice(0, 6) });
    expect(titles()).toHaveLength(6);
    expect(screen.queryByRole('navigation', { name: 'Notice pages' })).not.toBeInTheDocument();
  });

  it('expands a notice on selection, collapses it on the next, and keeps one open at a time', async () => {
    const { user } = renderList();
    const second = screen.getByRole('button', { name: 'Notice 2' });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Body 2')).toBeVisible();
    // eslint-disable-next-line testing-library/no-node-access -- aria-controls names an element id, no role query does.
    const controlled = document.getElementById(second.getAttribute('aria-controls') ?? '');
    expect(controlled).toContainElement(screen.getByText('Body 2'));
    await user.click(screen.getByRole('button', { name: 'Notice 3' }));
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Body 2')).not.toBeInTheDocument();
    const third = screen.getByRole('button', { name: 'Notice 3' });
    await user.click(third);
    expect(third).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Body 3')).not.toBeInTheDocument();
  });

  it('closes the open notice when the page changes', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Notice 1' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(screen.getByRole('button', { name: 'Notice 1' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens at a chosen notice on its page, its hostile markup sanitised', () => {
    renderList({ initialId: '13' });
    expect(titles()).toEqual(['Notice 13', 'Notice 14']);
    expect(screen.getByRole('button', { name: 'Notice 13' })).toHaveAttribute('aria-expanded', 'true');
    const body = screen.getByText(/Thirteenth/);
    expect(body.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('puts each title in a heading of the level asked for', () => {
    renderList({ headingLevel: 2 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: 'Notice 4' })).toContainElement(
      screen.getByRole('button', { name: 'Notice 4' }),
    );
  });
});
