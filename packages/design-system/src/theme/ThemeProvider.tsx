import { DirectionProvider } from '@radix-ui/react-direction';
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import type { ColorMode } from '../tokens';

export type TextDirection = 'ltr' | 'rtl';

export interface ThemeProviderProps {
  /** Brand id: selects the `[data-brand]` block of the tokens CSS. */
  brand: string;
  /** Colour mode; the brand's default mode when absent. */
  mode?: ColorMode;
  dir: TextDirection;
  /** BCP 47 locale, for `lang`. */
  lang: string;
  /**
   * 'document' puts the attributes on `<html>` (an app); 'element' wraps children in a box carrying them, so several
   * brands can sit side by side (Storybook, tests).
   */
  scope?: 'document' | 'element';
  children: ReactNode;
}

interface ThemeContextValue {
  brand: string;
  dir: TextDirection;
  lang: string;
}

const ThemeContext = createContext<ThemeContextValue>({ brand: '', dir: 'ltr', lang: 'en' });

/** The brand, direction and language in force, for components that lay out by direction (carousels, drawers). */
export const useTheme = (): ThemeContextValue => useContext(ThemeContext);

/**
 * Applies a brand's tokens by attribute: `data-brand`, `data-mode`, `dir` and `lang`. Switching brand or mode
 * changes attributes only, so nothing re-renders and no style is recomputed in JavaScript.
 */
export function ThemeProvider({ brand, mode, dir, lang, scope = 'document', children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    if (scope !== 'document') return;
    const root = document.documentElement;
    root.dataset.brand = brand;
    if (mode) root.dataset.mode = mode;
    root.dir = dir;
    root.lang = lang;
  }, [brand, mode, dir, lang, scope]);

  const content = (
    <ThemeContext.Provider value={{ brand, dir, lang }}>
      <DirectionProvider dir={dir}>{children}</DirectionProvider>
    </ThemeContext.Provider>
  );
  if (scope === 'document') return content;
  return (
    <div data-brand={brand} data-mode={mode} dir={dir} lang={lang} data-theme-scope="">
      {content}
    </div>
  );
}
