import {
  createIntl,
  createIntlCache,
  IntlErrorCode,
  type IntlConfig,
  type IntlShape as FormatjsIntlShape,
  type MessageTag,
  type MessageValue,
  type TypedMessageArguments,
  type TypedMessageDescriptor,
  type UntypedMessageDescriptor,
} from '@formatjs/intl';
import { useSetAtom } from 'jotai';
import {
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  type ReactNode,
} from 'react';
import { directionOf, localeOf, type LanguageCode } from '../languages';
import type { CompiledMessages, Messages } from '../messages';
import { languageAtom } from './languageAtom';

export { languageAtom } from './languageAtom';

/** What the placeholders of one message take, e.g. `{ brand: string }` or `{ count: number }`. */
export type MessageValues = Record<string, MessageValue | MessageTag>;

/** The values of a message without placeholders. */
export type NoMessageValues = Record<never, never>;

/** One message as written in a `defineMessages` call. */
export interface MessageDeclaration {
  id: string;
  /** The English text; the package's `en.json` holds the same. */
  defaultMessage: string;
  /** Context for translators. */
  description?: string;
}

/**
 * A declared message: what `formatMessage` and `<FormattedMessage>` take, with `V` typing the values they ask for.
 * Named here so the declarations of packages that export messages refer to `@lobby/i18n/react`, a dependency they
 * have, instead of the formatter's internals.
 */
export type MessageDescriptor<V extends MessageValues = NoMessageValues> = Readonly<MessageDeclaration> &
  TypedMessageDescriptor<V>;

/** The result of `defineMessages`: one `MessageDescriptor` per key of `V`. */
export type DefinedMessages<V extends Record<string, MessageValues>> = {
  readonly [K in keyof V]: MessageDescriptor<V[K]>;
};

/**
 * Declares a package's messages, returning them unchanged. Without a type argument every message is plain text;
 * `defineMessages<{ home: { brand: string }; close: NoMessageValues }>({...})` types the values of each one.
 */
export function defineMessages<K extends string>(
  messages: Record<K, MessageDeclaration>,
): DefinedMessages<Record<K, NoMessageValues>>;
export function defineMessages<V extends Record<string, MessageValues>>(messages: {
  [K in keyof V]: MessageDeclaration;
}): DefinedMessages<V>;
export function defineMessages(messages: Record<string, MessageDeclaration>): Record<string, MessageDeclaration> {
  return messages;
}

const LanguageContext = createContext<LanguageCode | null>(null);

/** The formatters of the language in force: `formatMessage`, `formatNumber`, `formatDate` ... and `locale`, `messages`. */
export type IntlShape = FormatjsIntlShape<ReactNode>;

const IntlContext = createContext<IntlShape | null>(null);

/** Formatters and their memoised `Intl` objects are shared by every provider (a language switch reuses them). */
const cache = createIntlCache();

/** The formatters of the nearest `<I18nProvider>`. */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (intl === null) throw new Error('useIntl() needs an <I18nProvider> above it');
  return intl;
}

/** What `<FormattedMessage>` takes for a typed message: its values are required when it has placeholders. */
type TypedMessageProps<V extends MessageValues> = TypedMessageDescriptor<V> &
  ([] extends TypedMessageArguments<V, ReactNode>
    ? { values?: TypedMessageArguments<NoInfer<V>, ReactNode>[0] }
    : { values: TypedMessageArguments<NoInfer<V>, ReactNode>[0] });

/** A message as text, for JSX: `<FormattedMessage {...messages.welcome} values={{ name }} />`. */
export function FormattedMessage<V extends MessageValues>(props: TypedMessageProps<V>): ReactNode;
export function FormattedMessage(props: UntypedMessageDescriptor & { values?: MessageValues }): ReactNode;
export function FormattedMessage({ values, ...descriptor }: UntypedMessageDescriptor & { values?: MessageValues }) {
  // Values were checked against the message by the overloads above; the formatter takes them as React nodes.
  const text: ReactNode = useIntl().formatMessage(descriptor, values as Record<string, ReactNode>);
  return Array.isArray(text) ? createElement(Fragment, null, ...(text as ReactNode[])) : text;
}

const onError: NonNullable<IntlConfig<ReactNode>['onError']> = (error) => {
  if (error.code === IntlErrorCode.MISSING_TRANSLATION) {
    // Optional chaining: outside Vite (a published build in another bundler) import.meta.env is undefined.
    if (import.meta.env?.DEV) console.warn(error.message);
    return;
  }
  console.error(error);
};

/**
 * Formats every message below it in `language`, from `messages` (the compiled catalogue `loadMessages` gives, or
 * source strings in tests). Load the new catalogue before passing a new language, so text never mixes languages.
 */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: LanguageCode;
  messages: CompiledMessages | Messages;
  children: ReactNode;
}) {
  const intl = useMemo(
    () => createIntl<ReactNode>({ locale: localeOf(language), defaultLocale: 'en', messages, onError }, cache),
    [language, messages],
  );
  return (
    <LanguageContext.Provider value={language}>
      <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>
    </LanguageContext.Provider>
  );
}

/**
 * The language in force and a setter that stores the player's choice in `hisLang`; the app resolves the stored
 * choice against the brand (`pickLanguage`) and loads its catalogue.
 */
export function useLanguage(): [LanguageCode, (language: LanguageCode) => void] {
  const language = useContext(LanguageContext);
  const store = useSetAtom(languageAtom);
  const setLanguage = useCallback((next: LanguageCode) => store(next), [store]);
  if (language === null) throw new Error('useLanguage() needs an <I18nProvider> above it');
  return [language, setLanguage];
}

/**
 * Sets `<html lang dir>` to `language`, for screen readers, fonts, hyphenation and right-to-left layout. Apps whose
 * ThemeProvider already sets them at document scope do not need it.
 */
export function useApplyLanguage(language: LanguageCode) {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = localeOf(language);
    root.dir = directionOf(language);
  }, [language]);
}
