import * as ToastPrimitive from '@radix-ui/react-toast';
import styled, { keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';

export type ToastTone = 'info' | 'success' | 'danger';

const toneColors: Record<ToastTone, string> = {
  info: vars.color.accent,
  success: vars.color.success,
  danger: vars.color.danger,
};

// Rises into place: the same in both directions, so it needs no mirroring.
const enter = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
`;

/*
 * Newest toasts are last in the DOM (Radix tabs through them newest first); column-reverse shows them on top.
 * The list lets pointer events through its gaps so it never blocks the page beneath.
 */
export const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  inset-block-end: 0;
  /* A bar floating in the same corner (the frame's right bar) sets this, so toasts stand beside it, not over it. */
  inset-inline-end: var(--toast-inset-inline-end, 0px);
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[2]};
  inline-size: 24rem;
  max-inline-size: 100vw;
  margin: 0;
  padding: ${vars.space[4]};
  list-style: none;
  pointer-events: none;
`;

export const Root = styled(ToastPrimitive.Root)<{ $tone: ToastTone }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  column-gap: ${vars.space[2]};
  padding-block: ${vars.space[3]};
  padding-inline: ${vars.space[4]} ${vars.space[2]};
  color: ${vars.color.text};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-inline-start: ${vars.space[1]} solid ${(p) => toneColors[p.$tone]};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.overlay};
  pointer-events: auto;

  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${enter} ${vars.duration.normal} ease-out;
    }
  }

  /* Swipe distances come from Radix along the physical x axis, which is also how the pointer moves. */
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }

  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${vars.duration.fast} ease-out;
  }

  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

export const Text = styled.div`
  grid-column: 1;
  min-inline-size: 0;
  padding-block-start: ${vars.space[1]};
  overflow-wrap: anywhere;
`;

export const Title = styled(ToastPrimitive.Title)`
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const Description = styled(ToastPrimitive.Description)`
  margin-block-start: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
`;
