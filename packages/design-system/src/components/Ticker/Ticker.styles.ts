import styled, { css, keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';

// Two identical copies sit side by side and move together; one copy's width on, the second is exactly where the
// first began.
const towardsStart = keyframes`
  to { transform: translateX(-100%); }
`;
const towardsEnd = keyframes`
  to { transform: translateX(100%); }
`;

export const Root = styled.section`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-inline-size: 0;
  padding-inline: ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

export const Toggle = styled.button`
  /*
   * Above the moving line: the notices that left the line pass under the button, clipped away, but a check of target
   * sizes that ignores the clip (axe) would count them as covering it.
   */
  position: relative;
  z-index: 1;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${vars.size.controlSm};
  block-size: ${vars.size.controlSm};
  padding: 0;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }

  /* Nothing moves under reduced motion, so there is nothing to pause. */
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

export const Viewport = styled.div`
  flex: 1;
  /* A click anywhere in the line opens the nearest notice. */
  cursor: pointer;
  min-inline-size: 0;
  /* Room for a focused notice's outline, which the overflow would otherwise cut. */
  padding: ${vars.space[1]};
  /* Hidden, not clip: a focused notice is still scrolled into view. */
  overflow: hidden;
  /* Lets each copy be at least as wide as the line, so short notices loop without a gap. */
  container-type: inline-size;

  @media (prefers-reduced-motion: reduce) {
    overflow-x: auto;
  }
`;

export const Track = styled.div`
  display: flex;
  inline-size: max-content;

  @media (prefers-reduced-motion: reduce) {
    inline-size: auto;
  }
`;

export const List = styled.ul<{ $dir: 'ltr' | 'rtl'; $seconds: number | null; $paused: boolean }>`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[5]};
  min-inline-size: 100cqi;
  margin: 0;
  padding-block: 0;
  /* The gap between the last notice and the next copy's first, so the seam looks like any other gap. */
  padding-inline: 0 ${vars.space[5]};
  list-style: none;

  ${(p) =>
    p.$seconds !== null &&
    css`
      animation: ${p.$dir === 'rtl' ? towardsEnd : towardsStart} ${p.$seconds}s linear infinite;
    `}
  animation-play-state: ${(p) => (p.$paused ? 'paused' : 'running')};

  ${Viewport}:hover &,
  ${Viewport}:focus-within & {
    animation-play-state: paused;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;

    &[aria-hidden='true'] {
      display: none;
    }
  }
`;

export const Item = styled.button`
  display: inline-flex;
  align-items: center;
  min-block-size: ${vars.size.controlSm};
  padding-block: 0;
  padding-inline: ${vars.space[1]};
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;
