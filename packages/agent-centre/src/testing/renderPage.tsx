import { I18nProvider } from '@lobby/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import en from '../messages/en.json';

/** Renders a page as the centre shows it: English messages and a fresh query client (no retries). */
export function renderPage(page: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    ...render(
      <I18nProvider language="EN" messages={en}>
        <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
      </I18nProvider>,
    ),
  };
}
