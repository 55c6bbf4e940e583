import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBrand } from '@lobby/brand/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scaffoldBrand, shortNameOf } from './brand-new.mjs';

// Inside this package, so the new brand resolves @lobby/brand through the package's own links, as a real
// brand resolves it through its own.
const packageDir = fileURLToPath(new URL('.', import.meta.url));
let root;
beforeEach(() => {
  root = mkdtempSync(join(packageDir, '.fixtures-brand-new-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('brand:new', () => {
  it('scaffolds a brand that validates, compiles and passes the contrast check at once', async () => {
    scaffoldBrand({ id: 'demo2', name: 'Demo Two', merchant: 'demo02' }, { root });
    const brand = await loadBrand(join(root, 'brands'), 'demo2');
    expect(brand.config.merchantCode).toBe('demo02');
    expect(brand.config.displayName).toBe('Demo Two');
    expect(brand.contrastIssues).toEqual([]);
    expect(readFileSync(join(root, 'brands', 'demo2', 'package.json'), 'utf8')).toContain('@lobby/brand-demo2');
  });

  it('names the installed site under its icon in at most 12 characters, in whole words where it can', async () => {
    scaffoldBrand({ id: 'sunrise-casino-royale' }, { root });
    const brand = await loadBrand(join(root, 'brands'), 'sunrise-casino-royale');
    expect(brand.config.displayName).toBe('Sunrise Casino Royale');
    expect(brand.config.shortName).toBe('Sunrise');
    expect(shortNameOf('Demo Two')).toBe('Demo Two');
    expect(shortNameOf('Supercalifragilistic')).toBe('Supercalifra');
  });

  it('refuses a bad id and an existing brand', () => {
    expect(() => scaffoldBrand({ id: 'Bad_Id' }, { root })).toThrow(/must match/);
    scaffoldBrand({ id: 'demo3' }, { root });
    expect(() => scaffoldBrand({ id: 'demo3' }, { root })).toThrow(/already exists/);
  });
});
