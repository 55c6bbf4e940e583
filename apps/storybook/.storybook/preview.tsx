import { GlobalStyle, preloadOverlays, ThemeProvider, type ColorMode } from '@lobby/design-system';
import {
  directionOf,
  isLanguageCode,
  languages,
  localeOf,
  type CompiledMessages,
  type LanguageCode,
} from '@lobby/i18n';
import { I18nProvider } from '@lobby/i18n/react';
import { allFlags } from '@lobby/whitelabel';
import { WhitelabelProvider } from '@lobby/whitelabel/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import brands from 'virtual:lobby/brands';
import { loadMessages } from 'virtual:lobby/messages';
import { chromaticModes } from './modes';

// Play functions wait up to 5 s for what they look for: lazy chunks (a dialog's encoder, a popup's code) can take
// longer than the default second while the whole pass shares a busy CI machine.
configure({ asyncUtilTimeout: 5_000 });

const allBrands = 'all';
const [firstBrand] = brands;
if (!firstBrand) throw new Error('No brand found under brands/');

const toolbarLanguages: LanguageCode[] = ['EN', 'VI', 'TH', 'CN', 'AR', 'FA', 'UR'];

/** Renders the story inside one brand's theme, or once per brand side by side. */
const withBrand: Decorator = (Story, context) => {
  const { brand: brandId, mode, locale } = context.globals as { brand?: string; mode?: string; locale?: string };
  const language: LanguageCode = locale && isLanguageCode(locale) ? locale : 'EN';
  const dir = directionOf(language);
  const lang = localeOf(language);
  const colorMode = mode === 'light' || mode === 'dark' ? (mode as ColorMode) : undefined;

  if (brandId === allBrands) {
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <GlobalStyle />
        {brands.map((brand) => (
          <section key={brand.id} aria-label={brand.displayName}>
            <ThemeProvider brand={brand.id} mode={colorMode ?? brand.defaultMode} dir={dir} lang={lang} scope="element">
              <div style={{ padding: 16 }}>
                <Story />
              </div>
            </ThemeProvider>
          </section>
        ))}
      </div>
    );
  }

  const brand = brands.find((candidate) => candidate.id === brandId) ?? firstBrand;
  return (
    <ThemeProvider brand={brand.id} mode={colorMode ?? brand.defaultMode} dir={dir} lang={lang} scope="document">
      <GlobalStyle />
      <Story />
    </ThemeProvider>
  );
};

/** Stories speak the toolbar's language, from the same precompiled catalogues a brand build ships. */
const withI18n: Decorator = (Story, context) => {
  const { locale } = context.globals as { locale?: string };
  const { messages } = context.loaded as { messages?: CompiledMessages };
  return (
    <I18nProvider language={locale && isLanguageCode(locale) ? locale : 'EN'} messages={messages ?? {}}>
      <Story />
    </I18nProvider>
  );
};

/** Every white-label flag on or off, so gated features can be reviewed both ways. */
const withFlags: Decorator = (Story, context) => (
  <WhitelabelProvider flags={allFlags(context.globals.flags !== 'off')}>
    <Story />
  </WhitelabelProvider>
);

const preview: Preview = {
  decorators: [withI18n, withFlags, withBrand],
  loaders: [
    async ({ globals }) => ({ messages: await loadMessages(String(globals.locale ?? 'EN')) }),
    // Overlays load their code after a page has painted; a story shows them as the page does by then.
    async () => {
      await preloadOverlays();
      return {};
    },
  ],
  globalTypes: {
    brand: {
      description: 'Brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          ...brands.map((brand) => ({ value: brand.id, title: brand.displayName })),
          { value: allBrands, title: 'All brands side by side' },
        ],
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'contrast',
        items: [
          { value: 'brand', title: "Brand's default" },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language (direction follows it)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: toolbarLanguages.map((code) => ({
          value: code,
          title: `${languages[code].name} (${directionOf(code).toUpperCase()})`,
        })),
        dynamicTitle: true,
      },
    },
    flags: {
      description: 'White-label flags',
      toolbar: {
        title: 'Flags',
        icon: 'switchalt',
        items: [
          { value: 'on', title: 'All flags on' },
          { value: 'off', title: 'All flags off' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: firstBrand.id, mode: 'brand', locale: 'EN', flags: 'on' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    chromatic: { modes: chromaticModes(brands.map((brand) => brand.id)) },
  },
  tags: ['autodocs'],
};

export default preview;
