import { GlobalStyle, ThemeProvider } from '@lobby/design-system';
import { directionOf, localeOf } from '@lobby/i18n';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import brand from 'virtual:lobby/brand';
import { routeTree } from './routeTree.gen';

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const language = brand.languages.default;
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider brand={brand.id} mode={brand.defaultMode} dir={directionOf(language)} lang={localeOf(language)}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
