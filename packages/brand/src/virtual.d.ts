// Types of the modules the brand Vite plugins provide. Reference from an app: `/// <reference types="@lobby/brand/virtual" />`.
declare module 'virtual:lobby/brand' {
  import type { BrandConfig } from '@lobby/brand';
  const brand: BrandConfig & { defaultMode: 'light' | 'dark' };
  export default brand;
  export const copy: Record<string, Record<string, string>>;
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
    }
  >;
  export default brands;
}
