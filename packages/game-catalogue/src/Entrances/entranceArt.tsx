import type { ReactNode } from 'react';

/** The picture of each entrance: a glyph on 48 x 48, drawn in currentColor; the link around it names the hall. */
const Art = ({ children }: { children: ReactNode }) => (
  <svg
    viewBox="0 0 48 48"
    width="100%"
    height="100%"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export const entranceArt: Record<EntranceType, () => ReactNode> = {
  // A slot machine: three reels and a lever.
  RNG: () => (
    <Art>
      <rect x="6" y="10" width="30" height="30" rx="4" />
      <path d="M12 18h18v14H12zM18 18v14M24 18v14M36 16h4v10h-4M40 16V10" />
      <circle cx="40" cy="8" r="2.5" />
    </Art>
  ),
  // Two playing cards, a heart on the front one.
  LIVE: () => (
    <Art>
      <rect x="8" y="8" width="20" height="28" rx="3" transform="rotate(-12 18 22)" />
      <rect x="20" y="12" width="20" height="28" rx="3" />
      <path d="M30 31c-4-3-6-5-6-7.5a3 3 0 0 1 6-1 3 3 0 0 1 6 1c0 2.5-2 4.5-6 7.5z" />
    </Art>
  ),
  // A fish with bubbles.
  FISH: () => (
    <Art>
      <path d="M6 24c6-9 18-11 26-3l8-6v18l-8-6c-8 8-20 6-26-3z" />
      <circle cx="16" cy="22" r="1.5" />
      <circle cx="38" cy="8" r="2" />
      <circle cx="32" cy="5" r="1.5" />
    </Art>
  ),
  // A poker chip.
  PVP: () => (
    <Art>
      <circle cx="24" cy="24" r="17" />
      <circle cx="24" cy="24" r="9" />
      <path d="M24 7v6M24 35v6M7 24h6M35 24h6M12 12l4 4M32 32l4 4M36 12l-4 4M16 32l-4 4" />
    </Art>
  ),
  // A football.
  SPORTS: () => (
    <Art>
      <circle cx="24" cy="24" r="17" />
      <path d="m24 16 7 5-3 8h-8l-3-8zM24 7v9M31 21l9-3M28 29l5 8M20 29l-5 8M17 21l-9-3" />
    </Art>
  ),
};

/** The halls with an entrance on the home page (spec 2 §1). */
export const entranceTypes = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'] as const;
export type EntranceType = (typeof entranceTypes)[number];
