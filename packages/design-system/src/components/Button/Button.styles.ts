import styled, { css } from 'styled-components';
import { vars } from '../../tokens/vars';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${vars.button.primaryBg};
    color: ${vars.button.primaryText};
    &:hover:not([aria-disabled='true']) {
      background: ${vars.button.primaryBgHover};
    }
  `,
  secondary: css`
    background: ${vars.button.secondaryBg};
    color: ${vars.button.secondaryText};
    border-color: ${vars.button.secondaryBorder};
  `,
  ghost: css`
    background: transparent;
    color: ${vars.button.ghostText};
    &:hover:not([aria-disabled='true']) {
      text-decoration: underline;
    }
  `,
  danger: css`
    background: ${vars.button.dangerBg};
    color: ${vars.button.dangerText};
  `,
};

const heights: Record<ButtonSize, string> = {
  sm: vars.size.controlSm,
  md: vars.size.controlMd,
  lg: vars.size.controlLg,
};
const paddings: Record<ButtonSize, string> = { sm: vars.space[3], md: vars.space[4], lg: vars.space[5] };

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-block-size: ${(p) => heights[p.$size]};
  min-inline-size: ${(p) => heights[p.$size]};
  inline-size: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  padding-block: 0;
  padding-inline: ${(p) => paddings[p.$size]};
  border: 1px solid transparent;
  border-radius: ${vars.button.radius};
  font-size: ${(p) => (p.$size === 'sm' ? vars.fontSize.sm : vars.fontSize.md)};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  cursor: pointer;
  transition: background-color ${vars.duration.fast};
  ${(p) => variants[p.$variant]}

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

/** Keeps the label's width (and the accessible name: opacity, not visibility) while the spinner shows. */
export const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  opacity: ${(p) => (p.$hidden ? 0 : 1)};
`;

export const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
