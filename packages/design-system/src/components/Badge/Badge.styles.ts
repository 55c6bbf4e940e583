import styled, { css } from 'styled-components';
import { vars } from '../../tokens/vars';

export const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

export const Indicator = styled.span<{ $dot: boolean; $anchored: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: ${vars.radius.pill};
  background: ${vars.badge.bg};
  color: ${vars.badge.text};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  white-space: nowrap;

  ${(p) =>
    p.$dot
      ? css`
          inline-size: ${vars.space[2]};
          block-size: ${vars.space[2]};
        `
      : css`
          min-inline-size: ${vars.size.icon};
          block-size: ${vars.size.icon};
          padding-inline: ${vars.space[1]};
        `}

  ${(p) =>
    p.$anchored &&
    css`
      position: absolute;
      /*
       * Over the corner at the inline end: top right, or top left in right-to-left. A count overhangs the corner;
       * a dot sits just inside it, near the icon, since a ghost button's corner is invisible.
       */
      inset-block-start: ${p.$dot ? vars.space[2] : `calc(${vars.space[1]} * -1)`};
      inset-inline-end: ${p.$dot ? vars.space[2] : `calc(${vars.space[1]} * -1)`};
      /* A ring of the surface colour keeps the badge apart from the icon it overlaps. */
      box-shadow: 0 0 0 2px ${vars.color.surface};
      /* The corner of the control under it stays clickable. */
      pointer-events: none;
    `}
`;
