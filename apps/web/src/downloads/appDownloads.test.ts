import { appDownloadsOf, downloadQrValue } from './appDownloads';

const origin = 'https://www.brand.example';

describe('appDownloadsOf', () => {
  it('finds the apps the platform lists by resource type (contract §3.4), with their titles', () => {
    expect(
      appDownloadsOf([
        { resourceType: 'TELEGRAM', url: 'https://t.me/brand' },
        { resourceType: 'iOS', url: 'https://apps.brand.example/brand.mobileconfig', title: 'Brand for iPhone' },
        { resourceType: 'Android', url: 'https://apps.brand.example/brand.apk', labelNameEn: 'Android app' },
      ]),
    ).toEqual({
      ios: { url: 'https://apps.brand.example/brand.mobileconfig', title: 'Brand for iPhone' },
      android: { url: 'https://apps.brand.example/brand.apk', title: 'Android app' },
    });
  });

  it('finds them by the download fields of spec 2 §3 too: type MOBILECONFIG or Android, name IOS or Android', () => {
    const found = appDownloadsOf([
      { resourceType: 'DOWNLOAD', type: 'MOBILECONFIG', name: 'IOS', url: 'https://apps.brand.example/p' },
      { resourceType: 'DOWNLOAD', type: 'android', name: 'Android', url: 'https://apps.brand.example/a' },
    ]);
    expect(found.ios?.url).toBe('https://apps.brand.example/p');
    expect(found.android?.url).toBe('https://apps.brand.example/a');
  });

  it('offers nothing the merchant does not list, nothing without a web address, and never the QR resource', () => {
    expect(appDownloadsOf([])).toEqual({ ios: null, android: null });
    expect(
      appDownloadsOf([
        { resourceType: 'iOS', url: 'javascript:alert(1)' },
        { resourceType: 'Android', url: null },
        { resourceType: 'QR', name: 'Android', url: 'https://apps.brand.example/qr' },
      ]),
    ).toEqual({ ios: null, android: null });
  });
});

describe('downloadQrValue', () => {
  it("encodes the merchant's QR resource: its qrCodeUrl, else its url", () => {
    expect(
      downloadQrValue(
        [{ resourceType: 'QR', url: 'https://www.brand.example/app', qrCodeUrl: 'https://qr.brand.example/' }],
        origin,
      ),
    ).toBe('https://qr.brand.example/');
    expect(downloadQrValue([{ resourceType: 'qr', url: 'https://www.brand.example/app' }], origin)).toBe(
      'https://www.brand.example/app',
    );
  });

  it("falls back to this site's download page without a QR resource or with one that is no web address", () => {
    expect(downloadQrValue([{ resourceType: 'Android', url: 'https://apps.brand.example/a.apk' }], origin)).toBe(
      'https://www.brand.example/down',
    );
    expect(downloadQrValue([{ resourceType: 'QR', url: 'javascript:alert(1)' }], origin)).toBe(
      'https://www.brand.example/down',
    );
  });
});
