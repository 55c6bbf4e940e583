import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from '@lobby/i18n/react';
import en from '../messages/en.json';
import { drawQrCode, logoBox } from './drawQrCode';
import type * as DrawModule from './drawQrCode';
import { QrCode } from './QrCode';

// jsdom has no canvas: the drawing is checked in Chromium (apps/web/e2e/download.spec.ts); here, what is asked of it.
vi.mock('./drawQrCode', async (importOriginal) => ({
  ...(await importOriginal<typeof DrawModule>()),
  drawQrCode: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
}));

function renderCode(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider language="EN" messages={en}>
        {ui}
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.mocked(drawQrCode).mockClear());

describe('QrCode', () => {
  it('shows a spinner while drawing, then the code named by its address, at the size asked', async () => {
    renderCode(<QrCode value="https://www.brand.example/down" size={298} logoSrc="/icon-192.png" />);
    expect(screen.getByRole('status', { name: 'Drawing the QR code' })).toBeInTheDocument();
    const code = await screen.findByRole('img', { name: 'QR code for https://www.brand.example/down' });
    expect(code).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(code).toHaveAttribute('width', '298');
    expect(code).toHaveAttribute('height', '298');
    // The spec's download code: margin 0, error correction M, the logo at 0.2 of the code.
    expect(drawQrCode).toHaveBeenCalledWith('https://www.brand.example/down', {
      size: 298,
      pixelRatio: 1,
      margin: 0,
      errorCorrectionLevel: 'M',
      logoSrc: '/icon-192.png',
      logoScale: 0.2,
    });
  });

  it('says so, without breaking the page, when the code cannot be drawn', async () => {
    vi.mocked(drawQrCode).mockRejectedValueOnce(new Error('too long'));
    renderCode(<QrCode value={'x'.repeat(5000)} size={192} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The QR code could not be drawn. Open the link instead.',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('logoBox', () => {
  it('centres the logo at its share of the code on a slightly larger plate', () => {
    const box = logoBox(298, 0.2);
    expect(box.logo).toBe(60);
    expect(box.logoAt).toBe((298 - 60) / 2);
    expect(box.plate).toBeGreaterThan(box.logo);
    expect(box.plateAt + box.plate / 2).toBeCloseTo(149, 0);
    // The plate covers well under level M's 15 % of the code.
    expect((box.plate * box.plate) / (298 * 298)).toBeLessThan(0.08);
  });
});
