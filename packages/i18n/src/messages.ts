import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isLanguageCode, type LanguageCode } from './languages';

/** A source catalogue as written in `src/messages/<lang>.json`: message id to ICU message. */
export type Messages = Record<string, string>;

/**
 * A catalogue precompiled to ICU syntax trees at build time, so the app formats messages without shipping the ICU
 * parser.
 */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** Message values of a message without placeholders, for `defineMessages<{...}>` groups that mix both kinds. */
export type NoValues = Record<never, never>;

/**
 * The language to show: the one the player stored (`hisLang`) when the brand supports it, else the brand's default.
 * A stored value from another brand or client that this brand does not offer is ignored rather than half-applied.
 */
export function pickLanguage({
  stored,
  supported,
  fallback,
}: {
  stored: string | null | undefined;
  supported: readonly LanguageCode[];
  fallback: LanguageCode;
}): LanguageCode {
  return stored && isLanguageCode(stored) && supported.includes(stored) ? stored : fallback;
}
