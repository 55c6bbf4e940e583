import styled, { css } from 'styled-components';
import { vars } from '../../tokens/vars';
import { StyledButton, type ButtonSize } from '../Button/Button.styles';

export type IconButtonVariant = 'primary' | 'secondary' | 'ghost';
export type IconButtonSize = ButtonSize;

const sides: Record<IconButtonSize, string> = {
  sm: vars.size.controlSm,
  md: vars.size.controlMd,
  lg: vars.size.controlLg,
};

export const IconSlot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-size: ${vars.size.icon};
  line-height: 1;

  & > svg {
    inline-size: ${vars.size.icon};
    block-size: ${vars.size.icon};
  }
`;

/** Button's colours, border, radius and disabled look, made square: the icon sets no width of its own. */
export const StyledIconButton = styled(StyledButton)<{ $mirrorInRtl: boolean }>`
  flex: none;
  inline-size: ${(p) => sides[p.$size]};
  block-size: ${(p) => sides[p.$size]};
  padding: 0;

  ${(p) =>
    p.$variant === 'ghost' &&
    css`
      /* Button's ghost hover underlines text; an icon has none, so the hover outlines the shape instead. */
      &:hover:not([aria-disabled='true']) {
        border-color: ${vars.button.secondaryBorder};
      }
    `}

  ${(p) =>
    p.$mirrorInRtl &&
    css`
      /* Arrows and chevrons point the reading way, so they flip in right-to-left. */
      &:dir(rtl) ${IconSlot} {
        transform: scaleX(-1);
      }
    `}
`;
