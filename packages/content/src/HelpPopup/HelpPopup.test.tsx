import { I18nProvider } from '@lobby/i18n/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { HelpPopup } from './HelpPopup';

describe('HelpPopup', () => {
  it('shows the help centre in a dialog, sections under its title, without taking the page anchors', async () => {
    const onClose = vi.fn();
    render(
      <I18nProvider language="EN" messages={en}>
        <HelpPopup
          open
          onClose={onClose}
          status="success"
          onRetry={() => undefined}
          entries={[
            { title: 'About us', content: '<p>Who we are</p>', tag: 'aboutus' },
            { title: 'Terms and conditions', content: '<p>Be 18</p>', tag: 'term' },
          ]}
        />
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Help centre' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['About us', 'Terms and conditions']);
    // eslint-disable-next-line testing-library/no-node-access -- an anchor is an element id, which no role query names.
    expect(document.getElementById('term')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the help centre' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
