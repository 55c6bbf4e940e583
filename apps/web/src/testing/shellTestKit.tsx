import type { SystemStatusValue } from '@lobby/contract';
import { sampleValues } from '@lobby/contract-fixtures/samples';
import { render } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { createShell, type Shell } from '../context/createShell';
import type { ShellBrand } from '../context/ShellContext';
import { ShellProviders } from '../context/ShellProviders';
import en from '../messages/en.json';

/*
 * Test helpers: a brand, a shell pointed at an MSW platform, and status answers. Not exported from the package.
 */

export const platformOrigin = 'http://platform.test';

export const testBrand: ShellBrand = {
  id: 'lotus',
  merchantCode: 'lotus88',
  displayName: 'Lotus Palace',
  defaultMode: 'dark',
  languages: { supported: ['EN', 'VI', 'AR'], default: 'EN' },
  agentTypes: [1, 2, 41, 42],
  trialType: 4,
  cdn: { images: ['https://img.brand.example/'], launchGame: ['https://play.brand.example/'] },
  resources: {
    customerService: [{ name: 'Live chat', url: 'https://support.brand.example/chat' }],
    social: { facebook: 'https://facebook.com/brand.example' },
    download: {},
  },
};

export const baseStatus = sampleValues.systemStatus as SystemStatusValue;

export const statusWith = (patch: Partial<SystemStatusValue>, info: Partial<SystemStatusValue['info']> = {}) =>
  ({ ...baseStatus, ...patch, info: { ...baseStatus.info, ...info } }) as SystemStatusValue;

export const answer = (value: unknown) => HttpResponse.json({ success: true, value });

export const statusHandler = (value: unknown) => http.get(`${platformOrigin}/wps/system/status`, () => answer(value));

/** The vendor lanes call answers 404 until the catalogue issue: the default in tests too. */
export const noVendors: HttpHandler = http.get(`${platformOrigin}/wps/relay/GCSGAME_newGameVendor`, () =>
  HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
);

/** The announcements call with nothing to announce: the default in tests, which are about something else. */
export const noAnnouncements: HttpHandler = http.get(`${platformOrigin}/wps/relay/MCSFE_getListAnnouncements`, () =>
  answer({ banners: [], player: [], popup: [], promotion: [], hot: [] }),
);

/** Starts `server` for the file's tests and resets its handlers after each. */
export function withMswServer(server: SetupServer) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export const testShell = (brand: ShellBrand = testBrand): Shell =>
  createShell({ brand, baseUrl: platformOrigin, apiOptions: { retryDelayMs: () => 1 } });

/** Renders `ui` inside the shell's providers with the English source catalogue. */
export function renderInShell(ui: ReactNode, shell: Shell = testShell()) {
  const result = render(
    <ShellProviders shell={shell} loadMessages={async () => en} logoSrc="/logo.svg">
      {ui}
    </ShellProviders>,
  );
  return { ...result, shell };
}
