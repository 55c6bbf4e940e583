import { I18nProvider } from '@lobby/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import en from '../messages/en.json';
import { FeedbackPopup } from './FeedbackPopup';

describe('FeedbackPopup', () => {
  it('opens the feedback form in a dialog once its code has loaded', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider language="EN" messages={en}>
          <FeedbackPopup open onClose={() => undefined} onSubmit={async () => null} describeError={() => 'failed'} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Feedback' });
    expect(await within(dialog).findByRole('textbox', { name: 'Your feedback' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
  });
});
