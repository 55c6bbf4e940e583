import { ChevronDownIcon, GlobeIcon, VisuallyHidden } from '@lobby/design-system';
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
      <ChevronDownIcon />
    </Field>
  );
}
