import { vars } from '@lobby/design-system';

/*
 * The three certificate marks, drawn inline: no outside images. Each is an image named by its label; the third
 * links to the merchant's certificate resource.
 */

interface MarkProps {
  label: string;
}

export const LicenceMark = ({ label }: MarkProps) => (
  <svg viewBox="0 0 96 48" role="img" aria-label={label}>
    <rect x="1" y="1" width="94" height="46" rx="8" fill="none" stroke={vars.color.borderStrong} strokeWidth="2" />
    <path d="M24 10 34 14v8c0 7-4.5 12-10 14-5.5-2-10-7-10-14v-8z" fill={vars.color.accent} />
    <path d="m19 23 4 4 7-8" fill="none" stroke={vars.color.textOnAccent} strokeWidth="2.5" strokeLinecap="round" />
    <path d="M44 18h40M44 26h32M44 34h24" stroke={vars.color.textMuted} strokeWidth="3" strokeLinecap="round" />
  </svg>
);

export const AgeMark = ({ label, age }: MarkProps & { age: number }) => (
  <svg viewBox="0 0 48 48" role="img" aria-label={label}>
    <circle cx="24" cy="24" r="22" fill="none" stroke={vars.color.textDanger} strokeWidth="3" />
    <text
      x="24"
      y="29"
      textAnchor="middle"
      fontSize="15"
      fontWeight="700"
      fill={vars.color.text}
      fontFamily="system-ui, sans-serif"
      // "18+" reads the same way in every language.
      direction="ltr"
      unicodeBidi="embed"
    >
      {age}+
    </text>
  </svg>
);

export const FairPlayMark = ({ label }: MarkProps) => (
  <svg viewBox="0 0 96 48" role="img" aria-label={label}>
    <rect x="1" y="1" width="94" height="46" rx="8" fill="none" stroke={vars.color.borderStrong} strokeWidth="2" />
    <circle cx="24" cy="24" r="13" fill="none" stroke={vars.color.success} strokeWidth="3" />
    <path d="m18 24 4.5 4.5L31 20" fill="none" stroke={vars.color.success} strokeWidth="3" strokeLinecap="round" />
    <path d="M46 18h36M46 26h28M46 34h34" stroke={vars.color.textMuted} strokeWidth="3" strokeLinecap="round" />
  </svg>
);
