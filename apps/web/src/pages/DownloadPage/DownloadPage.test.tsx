import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderApp } from '../../testing/appHarness';
import {
  baseStatus,
  noAnnouncements,
  noVendors,
  statusHandler,
  statusWith,
  withMswServer,
} from '../../testing/shellTestKit';

// jsdom has no canvas: a 2D context that only takes pixels stands in, so the frame's QR code runs as written. The
// code itself is drawn and decoded in Chromium (apps/web/e2e/download.spec.ts).
beforeEach(() => {
  const context = {
    createImageData: (width: number, height: number) => ({
      width,
      height,
      data: new Uint8ClampedArray(width * height * 4),
    }),
    putImageData: () => undefined,
    clearRect: () => undefined,
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
});
afterEach(() => vi.restoreAllMocks());

const server = setupServer();
withMswServer(server);

beforeEach(() => {
  sessionStorage.clear();
  server.use(statusHandler(baseStatus), noVendors, noAnnouncements);
});

const ios = { resourceType: 'iOS', url: 'https://apps.brand.example/brand.mobileconfig', title: 'Brand for iPhone' };
const android = { resourceType: 'Android', url: 'https://apps.brand.example/brand.apk' };
const qr = { resourceType: 'QR', url: 'https://www.brand.example/down', qrCodeUrl: 'https://www.brand.example/down' };

async function openDownloadPage(resources: unknown[]) {
  server.use(statusHandler(statusWith({}, { resources: resources as never })));
  renderApp('/down');
  const main = within(await screen.findByRole('main'));
  expect(await main.findByRole('heading', { level: 1, name: 'App download' })).toBeInTheDocument();
  return main;
}

describe('DownloadPage', () => {
  it("shows the app's name, the code of the merchant's QR resource and both apps when both are listed", async () => {
    const main = await openDownloadPage([ios, android, qr]);
    expect(await main.findByRole('heading', { level: 2, name: 'Lotus Palace app' })).toBeInTheDocument();
    expect(await main.findByRole('img', { name: 'QR code for https://www.brand.example/down' })).toBeInTheDocument();
    expect(main.getByText(/open the link it shows to get the app/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute('href', ios.url);
    expect(main.getByText('Brand for iPhone')).toBeInTheDocument();
    expect(main.getByText(/configuration profile/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', android.url);
    expect(main.queryByText(/has no app to download yet/)).not.toBeInTheDocument();
    expect(document.title).toBe('App download | Lotus Palace');
  });

  it("shows a download's title as text: markup in it stays inert", async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const main = await openDownloadPage([{ ...android, title: hostile }]);
    expect(await main.findByText(hostile)).toBeInTheDocument();
    // The page's only pictures are the app's icon and the code.
    expect(main.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('src'))).not.toContain('x');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('offers only the app the merchant lists', async () => {
    const main = await openDownloadPage([android]);
    expect(await main.findByRole('link', { name: 'Download for Android' })).toBeInTheDocument();
    expect(main.queryByRole('link', { name: 'Download for iOS' })).not.toBeInTheDocument();
  });

  it("without apps or QR resource: says there is no app, and the code opens this site's download page", async () => {
    const main = await openDownloadPage([{ resourceType: 'TELEGRAM', url: 'https://t.me/brand' }]);
    const address = `${location.origin}/down`;
    expect(await main.findByRole('img', { name: `QR code for ${address}` })).toBeInTheDocument();
    expect(main.getByRole('link', { name: address })).toHaveAttribute('href', address);
    expect(main.getByText(/Lotus Palace has no app to download yet/)).toBeInTheDocument();
    expect(main.getByText(/to open Lotus Palace on your phone/)).toBeInTheDocument();
    expect(main.queryByRole('link', { name: /^Download for/ })).not.toBeInTheDocument();
  });
});
