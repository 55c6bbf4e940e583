import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrandError, listBrands, loadBrand } from './node';

const brandsDir = fileURLToPath(new URL('../../../brands', import.meta.url));
// Fixtures live inside the package so their `@lobby/brand` imports resolve like a real brand's.
const packageDir = fileURLToPath(new URL('..', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(packageDir, '.fixtures-'));
  cpSync(join(brandsDir, 'lotus'), join(dir, 'acme'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const editConfig = (from: string | RegExp, to: string) => {
  const file = join(dir, 'acme', 'brand.config.ts');
  const before = readFileSync(file, 'utf8');
  const after = before.replace(from, to);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
};

const failure = async (id = 'acme') => {
  const error = await loadBrand(dir, id).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(BrandError);
  return (error as BrandError).message;
};

describe('loadBrand', () => {
  it('loads every brand of the repository', async () => {
    const ids = listBrands(brandsDir);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const id of ids) {
      const brand = await loadBrand(brandsDir, id);
      expect(brand.config.id).toBe(id);
      expect(brand.tokensCss).toContain(`[data-brand="${id}"]`);
    }
  });

  it('bakes direction and locale from the default language', async () => {
    const sahara = await loadBrand(brandsDir, 'sahara');
    expect(sahara.direction).toBe('rtl');
    expect(sahara.lang).toBe('ar');
    const lotus = await loadBrand(brandsDir, 'lotus');
    expect(lotus.direction).toBe('ltr');
    expect(lotus.lang).toBe('vi');
  });

  it('names the field of a default language the brand does not support', async () => {
    editConfig("default: 'VI'", "default: 'TH'");
    expect(await failure()).toMatch(
      /Brand "acme": brand\.config\.ts.*languages\.default must be one of languages\.supported/,
    );
  });

  it('names the field of an unknown language code', async () => {
    editConfig("supported: ['VI', 'EN']", "supported: ['VI', 'EN', 'XX']");
    expect(await failure()).toMatch(
      /Brand "acme": brand\.config\.ts field "languages\.supported\.2": must be a platform language code/,
    );
  });

  it('names a wrong age of consent', async () => {
    editConfig('ageOfConsent: 18', 'ageOfConsent: 16');
    expect(await failure()).toMatch(/field "ageOfConsent": must be 18 or 21/);
  });

  it('names a missing merchant code', async () => {
    editConfig(/merchantCode: 'lotus88',\n/, '');
    expect(await failure()).toMatch(/field "merchantCode"/);
  });

  it('names an unknown field', async () => {
    editConfig("displayName: 'Lotus Palace',", "displayName: 'Lotus Palace', dispalyName: 'typo',");
    expect(await failure()).toMatch(/field "dispalyName"/);
  });

  it('takes help organisations with https links, and names one that is broken or not https', async () => {
    const lotus = await loadBrand(brandsDir, 'lotus');
    expect(lotus.config.responsibleGambling.helpOrganisations.length).toBeGreaterThan(0);
    for (const organisation of lotus.config.responsibleGambling.helpOrganisations) {
      expect(organisation.url).toMatch(/^https:\/\//);
    }

    editConfig(/responsibleGambling: \{[\s\S]*?\n {2}\},\n/, '');
    expect((await loadBrand(dir, 'acme')).config.responsibleGambling).toEqual({ helpOrganisations: [] });

    editConfig(
      'ageOfConsent: 18,',
      "ageOfConsent: 18,\n  responsibleGambling: { helpOrganisations: [{ name: 'Helpline', url: 'http://help.example/' }] },",
    );
    expect(await failure()).toMatch(
      /field "responsibleGambling\.helpOrganisations\.0\.url": must be an https:\/\/ URL/,
    );
    editConfig("url: 'http://help.example/'", "url: 'https://help.example/', phone: '1800'");
    expect(await failure()).toMatch(/field "responsibleGambling\.helpOrganisations\.0\.phone"/);
    editConfig(
      "name: 'Helpline', url: 'https://help.example/', phone: '1800'",
      "name: ' ', url: 'https://help.example/'",
    );
    expect(await failure()).toMatch(/field "responsibleGambling\.helpOrganisations\.0\.name": must not be empty/);
  });

  it('names a token that does not resolve', async () => {
    const file = join(dir, 'acme', 'tokens.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace("accent: '{brand.700}'", "accent: '{brand.750}'"));
    expect(await failure()).toMatch(/Brand "acme": tokens\.ts: modes\.light\.accent: \{brand\.750\}/);
  });

  it('names a missing asset and a missing folder', async () => {
    rmSync(join(dir, 'acme', 'assets', 'favicon.ico'));
    expect(await failure()).toMatch(/Brand "acme": assets\/favicon\.ico: file is missing/);
    expect(await failure('nobody')).toMatch(/Brand "nobody": folder: brands\/nobody does not exist/);
  });

  it('names an icon that is not the size the manifest declares, or no PNG', async () => {
    cpSync(join(dir, 'acme', 'assets', 'icon-192.png'), join(dir, 'acme', 'assets', 'icon-512.png'));
    expect(await failure()).toMatch(
      /Brand "acme": assets\/icon-512\.png: must be a 512x512 PNG \(is 192x192; pnpm brand:icons acme\)/,
    );
    writeFileSync(join(dir, 'acme', 'assets', 'icon-192.png'), '<svg/>');
    expect(await failure()).toMatch(/assets\/icon-192\.png: must be a 192x192 PNG \(is not a PNG/);
  });

  it('takes a short name of up to 12 characters, and asks for one when the display name is longer', async () => {
    editConfig("displayName: 'Lotus Palace',", "displayName: 'Lotus Palace', shortName: 'Lotus',");
    expect((await loadBrand(dir, 'acme')).config.shortName).toBe('Lotus');

    editConfig("shortName: 'Lotus',", "shortName: 'Lotus Palace Royal',");
    expect(await failure()).toMatch(/field "shortName": must be at most 12 characters/);

    editConfig("displayName: 'Lotus Palace', shortName: 'Lotus Palace Royal',", "displayName: 'Lotus Palace Royal',");
    expect(await failure()).toMatch(
      /Brand "acme": brand\.config\.ts field "shortName": must be set when displayName is longer than 12 characters/,
    );
    // Thai vowel and tone marks sit on their consonant: 15 code points, 10 characters on screen.
    editConfig("displayName: 'Lotus Palace Royal',", "displayName: 'ลาวัณย์สุขสันต์',");
    expect((await loadBrand(dir, 'acme')).config.displayName).toBe('ลาวัณย์สุขสันต์');
  });

  it('names broken copy overrides', async () => {
    writeFileSync(join(dir, 'acme', 'copy', 'en.json'), '{"a": 1}');
    expect(await failure()).toMatch(/copy\/en\.json "a": must be a string/);
  });
});
