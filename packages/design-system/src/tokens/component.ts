/**
 * Component tokens: the third tier. Each points at a semantic colour (`{color.x}`), a radius (`{radius.x}`) or a
 * font (`{font.x}`); a brand may re-point any of them. Components read these, never palette steps.
 */
export const defaultComponentTokens = {
  button: {
    radius: '{radius.md}',
    primaryBg: '{color.accent}',
    primaryBgHover: '{color.accentHover}',
    primaryText: '{color.textOnAccent}',
    secondaryBg: '{color.surfaceRaised}',
    secondaryText: '{color.text}',
    secondaryBorder: '{color.borderStrong}',
    ghostText: '{color.link}',
    dangerBg: '{color.danger}',
    dangerText: '{color.textOnDanger}',
  },
  field: {
    radius: '{radius.sm}',
    bg: '{color.surfaceSunken}',
    text: '{color.text}',
    border: '{color.borderStrong}',
    borderFocus: '{color.focusRing}',
    borderError: '{color.textDanger}',
  },
  dialog: {
    radius: '{radius.lg}',
    bg: '{color.surfaceRaised}',
    scrim: '{color.scrim}',
  },
  tile: {
    radius: '{radius.md}',
    bg: '{color.surface}',
  },
  tabs: {
    text: '{color.textMuted}',
    textActive: '{color.text}',
    indicator: '{color.accent}',
  },
  badge: {
    bg: '{color.badge}',
    text: '{color.textOnBadge}',
  },
} as const;

export type ComponentTokens = {
  [G in keyof typeof defaultComponentTokens]: Record<keyof (typeof defaultComponentTokens)[G], string>;
};
export type ComponentTokenOverrides = { [G in keyof ComponentTokens]?: Partial<ComponentTokens[G]> };
