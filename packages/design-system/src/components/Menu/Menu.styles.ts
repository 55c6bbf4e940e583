import styled, { css, keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';

const fadeIn = keyframes`
  from { opacity: 0; transform: scale(0.97); }
`;

/*
 * On `surface`, not `surfaceRaised`: the brand contrast check guarantees both text and textDanger there. Stacks at
 * the dialog layer; portalled after any open dialog, it paints above it when opened from one.
 */
export const Content = styled.div`
  z-index: ${vars.zIndex.dialog};
  min-inline-size: max(12rem, var(--radix-dropdown-menu-trigger-width));
  max-inline-size: min(20rem, var(--radix-dropdown-menu-content-available-width));
  max-block-size: var(--radix-dropdown-menu-content-available-height);
  /* Block-axis scrolling; no logical overflow property is widely supported yet. */
  overflow-y: auto;
  padding: ${vars.space[1]};
  color: ${vars.color.text};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.overlay};
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${fadeIn} ${vars.duration.fast} ease-out;
    }
  }
`;

const itemStyles = css<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: ${vars.size.controlMd};
  padding-inline: ${vars.space[3]};
  color: ${(p) => (p.$danger ? vars.color.textDanger : vars.color.text)};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.tight};
  text-decoration: none;
  border-radius: ${vars.radius.sm};
  cursor: pointer;
  user-select: none;
  /* Inside the item, so the focus ring is not clipped by the scrolling menu. */
  outline-offset: -2px;

  &[data-highlighted] {
    color: ${(p) => (p.$danger ? vars.color.textOnDanger : vars.color.textOnAccentSubtle)};
    background: ${(p) => (p.$danger ? vars.color.danger : vars.color.accentSubtle)};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const Item = styled.div<{ $danger: boolean }>`
  ${itemStyles}
`;

export const ItemLink = styled.a<{ $danger: boolean }>`
  ${itemStyles}
`;

export const ItemIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${vars.size.icon};
  block-size: ${vars.size.icon};

  svg {
    inline-size: 100%;
    block-size: 100%;
  }
`;

export const ItemLabel = styled.span`
  flex: 1 1 auto;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const ItemBadge = styled.span`
  flex: none;
  margin-inline-start: auto;
`;

export const Separator = styled.div`
  block-size: 1px;
  margin-block: ${vars.space[1]};
  background: ${vars.color.border};
`;
