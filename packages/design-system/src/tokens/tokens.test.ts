import { compileBrandTokens, contrastIssues, contrastRatio, TokenError, type BrandTokens } from './index';

const palette = (base: string) =>
  Object.fromEntries(
    ['0', '50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'].map((s) => [s, base]),
  );

const tokens = (): BrandTokens => ({
  primitives: {
    color: {
      neutral: { ...palette('#777777'), 0: '#ffffff', 50: '#f5f5f5', 900: '#111111', 950: '#050505' },
      brand: palette('#0055aa'),
      danger: palette('#aa0000'),
      success: palette('#006600'),
      warning: palette('#ffcc00'),
    },
    font: { body: 'system-ui, sans-serif' },
    radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  },
  defaultMode: 'dark',
});

describe('compileBrandTokens', () => {
  it('scopes custom properties to the brand and to each colour mode', () => {
    const { css } = compileBrandTokens('acme', tokens());
    expect(css).toContain('[data-brand="acme"]{');
    expect(css).toContain('[data-brand="acme"][data-mode="light"]{');
    expect(css).toContain('--lb-p-brand-500:#0055aa');
    expect(css).toContain('--lb-color-canvas:var(--lb-p-neutral-950)');
    expect(css).toContain('--lb-button-primary-bg:var(--lb-color-accent)');
  });

  it('resolves semantic colours to literals per mode', () => {
    const { resolved } = compileBrandTokens('acme', tokens());
    expect(resolved.light.canvas).toBe('#f5f5f5');
    expect(resolved.dark.canvas).toBe('#050505');
  });

  it('names the brand, mode and token of a reference that does not resolve', () => {
    const broken = tokens();
    broken.modes = { light: { accent: '{brand.450}' } };
    expect(() => compileBrandTokens('acme', broken)).toThrow(TokenError);
    expect(() => compileBrandTokens('acme', broken)).toThrow(/acme[\s\S]*modes\.light\.accent: \{brand\.450\}/);
  });

  it('refuses a palette value that is not a colour and an unknown component token', () => {
    const broken = tokens();
    (broken.primitives.color.brand as Record<string, string>)['500'] = 'blue-ish';
    broken.components = { button: { glow: '{color.accent}' } as never };
    expect(() => compileBrandTokens('acme', broken)).toThrow(
      /primitives\.color\.brand\.500[\s\S]*components\.button\.glow/,
    );
  });
});

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('reports pairs under their minimum', () => {
    const { resolved } = compileBrandTokens('acme', tokens());
    const issues = contrastIssues(resolved);
    expect(issues.some((line) => line.startsWith('light: textMuted'))).toBe(true);
  });
});
