import { I18nProvider } from '@lobby/i18n/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { ContentStatus, type ContentStatusProps } from './ContentStatus';

const renderStatus = (props: ContentStatusProps) =>
  render(
    <I18nProvider language="EN" messages={en}>
      <ContentStatus {...props} />
    </I18nProvider>,
  );

describe('ContentStatus', () => {
  it('says what is loading', () => {
    renderStatus({ state: 'loading', kind: 'notices' });
    expect(screen.getByRole('status', { name: 'Loading the notices' })).toBeInTheDocument();
  });

  it('announces a failure and tries again on request', async () => {
    const onRetry = vi.fn();
    renderStatus({ state: 'error', kind: 'notices', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The notices could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says there is nothing, without an alert', () => {
    renderStatus({ state: 'empty', kind: 'help' });
    expect(screen.getByText('The help centre has no articles yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
