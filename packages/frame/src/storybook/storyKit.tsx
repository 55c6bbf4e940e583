import { useTheme } from '@lobby/design-system';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import brands from 'virtual:lobby/brands';

/*
 * Story helpers: data comes through props, so no story calls the network; these give the components the router,
 * query and jotai context they expect. Not exported from the package.
 */

/** The logo of the brand the toolbar selected, as a data URL. */
export function useBrandLogo(): { src: string; name: string } {
  const { brand } = useTheme();
  const found = brands.find((candidate) => candidate.id === brand) ?? brands[0];
  return { src: found?.logo ?? '', name: found?.displayName ?? '' };
}

/** The square icon of the brand the toolbar selected (what a build serves as `/icon-192.png`), as a data URL. */
export function useBrandIcon(): string {
  const { brand } = useTheme();
  return (brands.find((candidate) => candidate.id === brand) ?? brands[0])?.icon ?? '';
}

/** Renders the story as the root route of a memory router, for components with router links. */
export const withRouter: Decorator = (Story) => {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Story /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return <RouterProvider router={router} />;
};

function ClientState({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </JotaiProvider>
  );
}

/** A fresh query client and jotai store per story. */
export const withClientState: Decorator = (Story) => (
  <ClientState>
    <Story />
  </ClientState>
);

/**
 * The text of a message in the story's language, from the catalogue Storybook's loader gave the story: play
 * functions find controls by the names players hear, in every language the stories run in.
 */
export function messageText(loaded: Record<string, unknown>, id: string): string {
  const messages = (loaded.messages ?? {}) as Record<string, unknown>;
  const message = messages[id];
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) throw new Error(`No message ${id} in the story's catalogue`);
  // A compiled message: literal parts only (type 0); placeholders are not expected in control names.
  return message
    .map((part: { type?: number; value?: unknown }) => (part.type === 0 ? String(part.value) : ''))
    .join('');
}
