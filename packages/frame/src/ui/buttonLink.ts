import { vars } from '@lobby/design-system';
import { css } from 'styled-components';

export interface ButtonLinkStyleProps {
  $variant?: 'primary' | 'secondary';
}

/** The Button look for a router link ("Register", "Back to home"): navigation stays a link, not a button. */
export const buttonLinkStyles = css<ButtonLinkStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-block-size: ${vars.size.controlMd};
  padding-inline: ${vars.space[4]};
  border: 1px solid ${(p) => (p.$variant === 'secondary' ? vars.button.secondaryBorder : 'transparent')};
  border-radius: ${vars.button.radius};
  background: ${(p) => (p.$variant === 'secondary' ? vars.button.secondaryBg : vars.button.primaryBg)};
  color: ${(p) => (p.$variant === 'secondary' ? vars.button.secondaryText : vars.button.primaryText)};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color ${vars.duration.fast};

  &:hover {
    background: ${(p) => (p.$variant === 'secondary' ? vars.button.secondaryBg : vars.button.primaryBgHover)};
  }
`;
