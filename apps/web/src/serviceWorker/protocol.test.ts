import { endpoints } from '@lobby/contract';
import { isPlatformPath } from './protocol';

describe('isPlatformPath', () => {
  it("covers every call of the platform contract, so the worker leaves each one's answers alone", () => {
    const paths = Object.values(endpoints).map((endpoint) => endpoint.path);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => !isPlatformPath(path))).toEqual([]);
  });

  it('covers the dev endpoints and the local sign-in provider', () => {
    expect(isPlatformPath('/__dev/identity/sign-in')).toBe(true);
    expect(isPlatformPath('/__dev')).toBe(true);
  });

  it("leaves the site's own pages and files to the worker, whatever they start with", () => {
    for (const path of ['/', '/promotions', '/assets/app-x1.js', '/offline.html', '/wpsx', '/lottery', '/lgwide']) {
      expect(isPlatformPath(path)).toBe(false);
    }
  });
});
