import styled, { css } from 'styled-components';
import { vars } from '../../tokens/vars';
import { ExternalIcon } from '../Icons';

export type LinkUnderline = 'hover' | 'always';

/**
 * The link look on its own, for router links the design system cannot render itself: a styled anchor passed to the
 * router's `createLink`, `createLink(styled.a\`${linkStyles}\`)` (`styled(RouterLink)` exports a type that names the
 * router's internals, which a published package's declarations cannot).
 */
export const linkStyles = css`
  color: ${vars.color.link};
  text-decoration-line: none;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.15em;
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  &:hover,
  &:focus-visible {
    text-decoration-line: underline;
  }
`;

export const StyledLink = styled.a<{ $underline: LinkUnderline }>`
  ${linkStyles}

  ${(p) =>
    p.$underline === 'always' &&
    css`
      /* In running text the underline, not the colour alone, tells a link apart (WCAG 1.4.1). */
      text-decoration-line: underline;

      &:hover,
      &:focus-visible {
        text-decoration-thickness: 2px;
      }
    `}
`;

export const ExternalMark = styled(ExternalIcon)`
  display: inline-block;
  inline-size: 0.75em;
  block-size: 0.75em;
  margin-inline-start: 0.25em;
  vertical-align: baseline;

  /* The arrow points out towards the inline end, so it flips with the reading direction. */
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;
