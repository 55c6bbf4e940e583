import type { ApiClient } from '@lobby/api-client';
import { Menu, VisuallyHidden, type MenuItem } from '@lobby/design-system';
import { useIntl } from '@lobby/i18n/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAuthClient } from '../react/AuthProvider';
import { countryCodePickerMessages as m } from './CountryCodePicker.messages';
import { Chevron, Code, FlagBadge, FlagImage, Trigger } from './CountryCodePicker.styles';

/** A country and its dialing code, digits only ("84"). */
export interface CountryChoice {
  countryCode: string;
  countryDialingCode: string;
}

/** `/wps/system/country`: the countries with their dialing codes, and the visitor's country. */
export const countryListQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['countryList'],
    queryFn: async ({ signal }) => {
      const value = await client.call('countryList', undefined, { signal });
      const countries: CountryChoice[] = value.countries.map((country) => ({
        countryCode: country.countryCode,
        countryDialingCode: digits(country.countryDialingCode),
      }));
      return { countries, visitorCountry: value.countryCode ?? null };
    },
    staleTime: Infinity,
  });

const digits = (code: string | number | null | undefined): string => String(code ?? '').replace(/\D/g, '');

/**
 * Where a country's flag lives. The reference platform does not serve `/wps/media/flag/` yet: a flag that fails to
 * load shows the country code on a chip instead, and after the first failure no other flag is asked for.
 */
export const defaultFlagSrc = (countryCode: string): string => `/wps/media/flag/${countryCode}.svg`;
let flagsMissing = false;

function Flag({ countryCode, src }: { countryCode: string; src: string | null }) {
  const [broken, setBroken] = useState(false);
  if (src === null || broken || flagsMissing) return <FlagBadge aria-hidden="true">{countryCode}</FlagBadge>;
  return (
    <FlagImage
      src={src}
      alt=""
      width={24}
      height={18}
      loading="lazy"
      onError={() => {
        flagsMissing = true;
        setBroken(true);
      }}
    />
  );
}

/** The initial choice (spec 1 §4): the given dialing code when a country has it, else the visitor's country. */
export function initialCountry(
  countries: readonly CountryChoice[],
  dialingCode: string | number | null | undefined,
  visitorCountry: string | null,
): CountryChoice | undefined {
  const wanted = digits(dialingCode);
  return (
    (wanted ? countries.find((country) => country.countryDialingCode === wanted) : undefined) ??
    countries.find((country) => country.countryCode === visitorCountry) ??
    countries[0]
  );
}

export interface CountryCodePickerProps {
  /** The dialing code to start from ("84" or "+84"); the visitor's country when no country has it. */
  initialDialingCode?: string | number | null;
  /** Called with the initial choice once the list has loaded, and with each choice the player makes. */
  onChange: (choice: CountryChoice) => void;
  /** A flag's address per ISO country code; `null` shows the code chip. */
  flagSrc?: (countryCode: string) => string | null;
  disabled?: boolean;
}

/**
 * The dialing-code picker beside a mobile-number field: a button with the flag and "+84" that opens the list of
 * countries. The list is the design system's menu, so it opens and closes on click, closes on an outside click and
 * Esc, and moves by arrow keys and by typing a country's name, in either direction.
 */
export function CountryCodePicker({
  initialDialingCode,
  onChange,
  flagSrc = defaultFlagSrc,
  disabled = false,
}: CountryCodePickerProps) {
  const intl = useIntl();
  const client = useAuthClient();
  const list = useQuery(countryListQuery(client));
  // The player's choice; until there is one, the initial country stands.
  const [picked, setPicked] = useState<CountryChoice | null>(null);
  const data = list.data;
  const initial = useMemo(
    () => (data ? initialCountry(data.countries, initialDialingCode, data.visitorCountry) : undefined),
    [data, initialDialingCode],
  );
  const chosen = picked ?? initial ?? null;

  const reportedInitial = useRef(false);
  useEffect(() => {
    if (!initial || reportedInitial.current) return;
    reportedInitial.current = true;
    onChange(initial);
  }, [initial, onChange]);

  const nameOf = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      // A browser without region names shows the ISO codes.
    }
    return (code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [intl.locale]);

  const items: MenuItem[] = (data?.countries ?? []).map((country) => ({
    key: country.countryCode,
    // Isolated so "+84" keeps its sign in front in right-to-left text; the name leads, so typing it finds the item.
    label: `${nameOf(country.countryCode)} \u2066+${country.countryDialingCode}\u2069`,
    icon: <Flag countryCode={country.countryCode} src={flagSrc(country.countryCode)} />,
    onSelect: () => {
      reportedInitial.current = true;
      setPicked(country);
      onChange(country);
    },
  }));

  // The name is read from the content, so it holds what is seen ("+84") after what only a screen reader needs.
  const trigger = (
    <Trigger type="button" disabled={disabled || !chosen}>
      <VisuallyHidden>
        {chosen
          ? intl.formatMessage(m.current, { country: nameOf(chosen.countryCode) })
          : intl.formatMessage(m.label)}{' '}
      </VisuallyHidden>
      {chosen && <Flag countryCode={chosen.countryCode} src={flagSrc(chosen.countryCode)} />}
      <Code>+{chosen?.countryDialingCode ?? ''}</Code>
      <Chevron />
    </Trigger>
  );

  return <Menu trigger={trigger} items={items} label={intl.formatMessage(m.list)} />;
}
