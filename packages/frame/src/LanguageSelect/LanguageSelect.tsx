import { VisuallyHidden } from '@lobby/design-system';
import { languages, localeOf, type LanguageCode } from '@lobby/i18n';
import { useId } from 'react';
import { Field, NativeSelect } from './LanguageSelect.styles';

export interface LanguageSelectProps {
  /** The brand's supported languages, in its order. */
  languages: readonly LanguageCode[];
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
  /** Accessible name ("Language"); hidden from sight, the globe and the native names say what it is. */
  label: string;
  className?: string;
}

const GlobeIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);

const ChevronIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="m6 9 6 6 6-6" />
  </svg>
);

/**
 * Lists each of the brand's languages by its own name ("Tiếng Việt", "العربية"), each tagged with its language
 * so screen readers pronounce it right. A native select: it sits in the header of every page, where the design
 * system's list box would add ~15 KB of script to the first load.
 */
export function LanguageSelect({ languages: codes, value, onChange, label, className }: LanguageSelectProps) {
  const id = useId();
  return (
    <Field className={className}>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <GlobeIcon />
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          const code = codes.find((candidate) => candidate === event.target.value);
          if (code) onChange(code);
        }}
      >
        {codes.map((code) => (
          <option key={code} value={code} lang={localeOf(code)}>
            {languages[code].name}
          </option>
        ))}
      </NativeSelect>
      <ChevronIcon />
    </Field>
  );
}
