import { vars } from '@lobby/design-system';
import { createLink } from '@tanstack/react-router';
import styled from 'styled-components';
import type { AnchorComponent } from '../ui/anchorComponent';
import { buttonLinkStyles, type ButtonLinkStyleProps } from '../ui/buttonLink';

/** The width from which the navigation sits in the header; below it, it moves into the menu drawer. */
export const wideScreen = '(min-width: 64rem)';

export const HeaderRoot = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${vars.zIndex.header};
  background: ${vars.color.surface};
  border-block-end: 1px solid ${vars.color.border};
`;

export const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 3.5rem;
  padding-inline: ${vars.space[3]};

  @media ${wideScreen} {
    padding-inline: ${vars.space[5]};
  }
`;

/** Shown only on narrow screens. */
export const NarrowOnly = styled.div`
  display: contents;

  @media ${wideScreen} {
    display: none;
  }
`;

/** Where the header's login form fits beside the navigation's top bar. */
export const loginFormScreen = '(min-width: 75rem)';

/** The header variant of the login form, on the widest screens. */
export const HeaderForm = styled.form`
  display: none;

  @media ${loginFormScreen} {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
`;

export const HeaderField = styled.input`
  inline-size: 9.5rem;
  min-block-size: ${vars.size.controlMd};
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font: inherit;

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 1px;
  }
`;

/** The visitor's log-in button where the header's login form takes its place on the widest screens. */
export const BelowLoginFormScreen = styled.div`
  display: contents;

  @media ${loginFormScreen} {
    display: none;
  }
`;

/** Shown only on wide screens. */
export const WideOnly = styled.div`
  display: none;

  @media ${wideScreen} {
    display: contents;
  }
`;

export const LogoLink = createLink<AnchorComponent>(styled.a`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-block-size: ${vars.size.controlMd};
  border-radius: ${vars.radius.sm};
`);

export const Logo = styled.img`
  block-size: 1.75rem;
  inline-size: auto;
  max-inline-size: 7rem;
  object-fit: contain;

  @media ${wideScreen} {
    block-size: 2rem;
    max-inline-size: 10rem;
  }
`;

export const Spacer = styled.div`
  flex: 1 1 auto;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-inline-size: 0;

  /* Phones: the visitor buttons shrink to the small control size so both fit beside the logo. */
  & > button,
  & > a,
  & > ${BelowLoginFormScreen} > button {
    flex: none;
    white-space: nowrap;
  }

  @media not all and ${wideScreen} {
    & > button,
    & > a,
    & > ${BelowLoginFormScreen} > button {
      min-block-size: ${vars.size.controlSm};
      padding-inline: ${vars.space[3]};
      font-size: ${vars.fontSize.sm};
    }
  }
`;

export const ButtonLink = createLink<AnchorComponent<ButtonLinkStyleProps>>(styled.a<ButtonLinkStyleProps>`
  ${buttonLinkStyles}
`);

export const AccountTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: ${vars.size.controlMd};
  max-inline-size: 14rem;
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  cursor: pointer;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & > svg {
    flex: none;
  }
`;

/** Holds the main navigation on wide screens; on phones it moves into the menu drawer. */
export const NavBar = styled.div`
  display: none;
  border-block-start: 1px solid ${vars.color.border};

  @media ${wideScreen} {
    display: block;
  }
`;

/**
 * One row that scrolls sideways when the items do not fit: the header's height never depends on how many category
 * items the vendor data brings, so the page below does not move when they arrive.
 */
export const NavList = styled.ul<{ $pending: boolean }>`
  display: flex;
  gap: ${vars.space[1]};
  overflow-x: auto;
  scrollbar-width: thin;
  visibility: ${({ $pending }) => ($pending ? 'hidden' : 'visible')};
  margin: 0;
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[5]};
  list-style: none;
`;

export const NavLink = createLink<AnchorComponent>(styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: ${vars.size.controlMd};
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }

  &[aria-current='page'] {
    background: ${vars.color.accentSubtle};
    color: ${vars.color.textOnAccentSubtle};
  }
`);
