// Types of the modules the brand Vite plugins provide. Reference from an app: `/// <reference types="@lobby/brand/virtual" />`.
declare module 'virtual:lobby/brand' {
  import type { BrandConfig } from '@lobby/brand';
  /** The config, but for what loads with its own page (`virtual:lobby/brand/responsible-gambling`). */
  const brand: Omit<BrandConfig, 'responsibleGambling'> & { defaultMode: 'light' | 'dark' };
  export default brand;
  export const copy: Record<string, Record<string, string>>;
}

declare module 'virtual:lobby/brand/responsible-gambling' {
  import type { BrandConfig } from '@lobby/brand';
  /** The organisations that help with gambling problems in the brand's market (none when the brand lists none). */
  export const helpOrganisations: BrandConfig['responsibleGambling']['helpOrganisations'];
}

declare module 'virtual:lobby/brands' {
  import type { BrandConfig } from '@lobby/brand';
  const brands: Array<
    BrandConfig & {
      defaultMode: 'light' | 'dark';
      direction: 'ltr' | 'rtl';
      copy: Record<string, Record<string, string>>;
      /** The brand's logo as a data URL. */
      logo: string;
      /** The brand's square icon (`icon-192.png`, as a build serves it) as a data URL. */
      icon: string;
    }
  >;
  export default brands;
}

declare module 'virtual:lobby/messages' {
  import type { CompiledMessages, LanguageCode } from '@lobby/i18n';
  /** The languages this build has a catalogue for: the brand's supported list (Storybook: every language). */
  export const messageLanguages: LanguageCode[];
  /**
   * The catalogue of `code`, precompiled, every message falling back to English where untranslated; loaded as a
   * chunk of its own on first use. A language the build lacks gets English.
   */
  export function loadMessages(code: string): Promise<CompiledMessages>;
  /**
   * The part of `code`'s catalogue a build defers (`brandPlugin({ deferredPackages })`: the account flows), loaded
   * when something needs it; an empty catalogue when the build defers nothing.
   */
  export function loadDeferredMessages(code: string): Promise<CompiledMessages>;
}
