import type { ApiClient } from '@lobby/api-client';
import type { BrandConfig } from '@lobby/brand';
import type { CompiledMessages, LanguageCode, Messages } from '@lobby/i18n';
import { createContext, useContext, type ReactNode } from 'react';
import type { QueryClientHolder } from '../serverState/queryClientHolder';
import type { ShellCalls } from '../serverState/shellCalls';

/** Loads one language's catalogue (precompiled in builds, source messages in tests). */
export type LoadMessages = (language: LanguageCode) => Promise<CompiledMessages | Messages>;

/** What the shell reads of the brand's build-time config. */
export type ShellBrand = Pick<
  BrandConfig,
  'id' | 'merchantCode' | 'displayName' | 'languages' | 'agentTypes' | 'trialType' | 'cdn' | 'resources'
> & {
  defaultMode: 'light' | 'dark';
  api?: BrandConfig['api'];
  ageOfConsent?: BrandConfig['ageOfConsent'];
  identity?: BrandConfig['identity'];
  loginInHeader?: BrandConfig['loginInHeader'];
  /** The vendors of the RNG switcher and of FB sports; none when left out. */
  providers?: BrandConfig['providers'];
};

export interface ShellContextValue {
  brand: ShellBrand;
  client: ApiClient;
  /** The calls the first paint reads, as jotai atoms. */
  calls: ShellCalls;
  /** TanStack Query's client, made after the first paint. */
  queries: QueryClientHolder;
  /** The brand logo; the build serves it at `/logo.svg`. */
  logoSrc: string;
  /**
   * The deferred part of a language's catalogue (the account flows' messages), for `<DeferredMessages>`; absent when
   * the first catalogue holds everything (tests, Storybook).
   */
  loadDeferredMessages?: LoadMessages | undefined;
  /**
   * The brand's help organisations (`virtual:lobby/brand/responsible-gambling`), loaded with the page that links them
   * rather than with the first paint; absent where the brand's build is not at hand (tests).
   */
  loadHelpOrganisations?: LoadHelpOrganisations | undefined;
}

export type LoadHelpOrganisations = () => Promise<BrandConfig['responsibleGambling']['helpOrganisations']>;

const ShellContext = createContext<ShellContextValue | null>(null);

export function ShellContextProvider({ value, children }: { value: ShellContextValue; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('Shell components need <ShellProviders> above them');
  return value;
}
