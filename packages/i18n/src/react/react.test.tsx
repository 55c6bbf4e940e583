import { parse } from '@formatjs/icu-messageformat-parser';
import { clearStorage, readStorage, storageKeys, writeStorage } from '@lobby/storage';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { pickLanguage, type CompiledMessages, type LanguageCode, type Messages } from '../index';
import {
  defineMessages,
  FormattedMessage,
  I18nProvider,
  languageAtom,
  useApplyLanguage,
  useIntl,
  useLanguage,
  type NoMessageValues,
} from './index';

const compile = (messages: Messages): CompiledMessages =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));

const catalogues: Partial<Record<LanguageCode, CompiledMessages>> = {
  EN: compile({
    'i18n.Test.games': '{count, plural, one {# game} other {# games}}',
    'i18n.Test.hello': 'Hello {name}',
  }),
  VI: compile({ 'i18n.Test.games': '{count, plural, other {# trò chơi}}', 'i18n.Test.hello': 'Xin chào {name}' }),
  AR: compile({ 'i18n.Test.games': '{count, plural, other {# لعبة}}', 'i18n.Test.hello': 'مرحبًا {name}' }),
};

function Greeting() {
  const intl = useIntl();
  const [language, setLanguage] = useLanguage();
  return (
    <main>
      <h1>
        <FormattedMessage id="i18n.Test.hello" values={{ name: 'Lan' }} />
      </h1>
      <p>{intl.formatMessage({ id: 'i18n.Test.games' }, { count: 1 })}</p>
      <p data-testid="balance">{intl.formatNumber(1234.5)}</p>
      <p>Showing {language}</p>
      {(['VI', 'EN', 'AR'] as const).map((code) => (
        <button key={code} type="button" onClick={() => setLanguage(code)}>
          {code}
        </button>
      ))}
    </main>
  );
}

/** What an app does: the stored choice resolved against the brand, its catalogue, `<html lang dir>`. */
function App({ children }: { children: ReactNode }) {
  const stored = useAtomValue(languageAtom);
  const language = pickLanguage({ stored, supported: ['VI', 'EN', 'AR'], fallback: 'VI' });
  useApplyLanguage(language);
  return (
    <I18nProvider language={language} messages={catalogues[language] ?? {}}>
      {children}
    </I18nProvider>
  );
}

const renderApp = () =>
  render(
    <Provider store={createStore()}>
      <App>
        <Greeting />
      </App>
    </Provider>,
  );

beforeEach(() => {
  clearStorage('local');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('I18nProvider and useLanguage', () => {
  it("shows the brand's default language on a first visit, with its number format", () => {
    renderApp();
    expect(screen.getByRole('heading')).toHaveTextContent('Xin chào Lan');
    expect(screen.getByText('1 trò chơi')).toBeInTheDocument();
    // Vietnamese groups thousands with a dot and writes decimals after a comma.
    expect(screen.getByTestId('balance')).toHaveTextContent('1.234,5');
    expect(document.documentElement).toHaveAttribute('lang', 'vi');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('switches language, stores the raw code in hisLang and mirrors the page for Arabic', () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'AR' }));
    expect(screen.getByRole('heading')).toHaveTextContent('مرحبًا Lan');
    expect(screen.getByText('Showing AR')).toBeInTheDocument();
    expect(readStorage(storageKeys.hisLang)).toBe('AR');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Hello Lan');
    expect(screen.getByText('1 game')).toBeInTheDocument();
    expect(readStorage(storageKeys.hisLang)).toBe('EN');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('starts in the language another client of the platform stored', () => {
    writeStorage(storageKeys.hisLang, 'EN');
    renderApp();
    expect(screen.getByRole('heading')).toHaveTextContent('Hello Lan');
  });

  it('ignores a stored value that is not a language code, or one stored as JSON', () => {
    for (const stored of ['XX', '"EN"', 'en']) {
      writeStorage(storageKeys.hisLang, stored);
      const { unmount } = renderApp();
      expect(screen.getByRole('heading')).toHaveTextContent('Xin chào Lan');
      unmount();
    }
  });

  it('follows a language chosen in another tab', () => {
    renderApp();
    act(() => {
      writeStorage(storageKeys.hisLang, 'EN');
      window.dispatchEvent(
        new StorageEvent('storage', { key: storageKeys.hisLang.name, newValue: 'EN', storageArea: localStorage }),
      );
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Hello Lan');
  });

  it('falls back to the English default of a missing message with a warning, not an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider language="TH" messages={{}}>
        <FormattedMessage id="i18n.Test.deposit" defaultMessage="Deposit" />
      </I18nProvider>,
    );
    expect(screen.getByText('Deposit')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('i18n.Test.deposit'));
    expect(error).not.toHaveBeenCalled();
  });

  it('tells a developer who uses useLanguage without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function LanguageName() {
      return <p>{useLanguage()[0]}</p>;
    }
    expect(() => render(<LanguageName />)).toThrow(/I18nProvider/);
  });
});

describe('defineMessages', () => {
  // Declared apart from the calls: the catalogue check reads literal `defineMessages({...})` calls, and these test
  // messages belong to no catalogue.
  const declared = {
    title: { id: 'i18n.Test.title', defaultMessage: 'Games', description: 'Heading of the game list' },
    games: { id: 'i18n.Test.games', defaultMessage: '{count, plural, one {# game} other {# games}}' },
  };
  const messages = defineMessages<{ title: NoMessageValues; games: { count: number } }>(declared);

  it('returns the declarations unchanged', () => {
    expect(messages).toBe(declared);
    expect(defineMessages(declared)).toBe(declared);
  });

  it('gives messages that formatMessage and FormattedMessage format with their values', () => {
    function Games() {
      const intl = useIntl();
      return (
        <>
          <h1>
            <FormattedMessage {...messages.title} />
          </h1>
          <p>{intl.formatMessage(messages.games, { count: 2 })}</p>
          <p>
            <FormattedMessage {...messages.games} values={{ count: 1 }} />
          </p>
        </>
      );
    }
    render(
      <I18nProvider language="EN" messages={catalogues.EN ?? {}}>
        <Games />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Games');
    expect(screen.getByText('2 games')).toBeInTheDocument();
    expect(screen.getByText('1 game')).toBeInTheDocument();
  });

  // Never called: `tsc` (the typecheck script) fails if any of these stops being a type error.
  const typeErrors = (intl: ReturnType<typeof useIntl>) => {
    // @ts-expect-error a message with placeholders needs its values
    intl.formatMessage(messages.games);
    // @ts-expect-error values have the declared types
    intl.formatMessage(messages.games, { count: 'two' });
    // @ts-expect-error a plain-text message takes no values
    intl.formatMessage(messages.title, { count: 1 });
    // @ts-expect-error FormattedMessage needs the values too
    void (<FormattedMessage {...messages.games} />);
    // @ts-expect-error every declared key needs its message
    defineMessages<{ title: NoMessageValues; games: { count: number }; more: NoMessageValues }>(declared);
  };
  void typeErrors;
});
