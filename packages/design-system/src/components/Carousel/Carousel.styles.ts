import styled, { css } from 'styled-components';
import { vars } from '../../tokens/vars';

export const Root = styled.section`
  position: relative;
  inline-size: 100%;
`;

export const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${vars.tile.radius};
  background: ${vars.color.surfaceSunken};
`;

export const Track = styled.div`
  display: flex;
  /* Vertical page scroll stays with the browser; embla takes horizontal drags only. */
  touch-action: pan-y pinch-zoom;
`;

export const Slide = styled.div<{ $aspectRatio: string }>`
  flex: 0 0 100%;
  min-inline-size: 0;
  /* Embla reads the last slide's end margin as a gap; declared, so the measurement is always a number. */
  margin: 0;
  /* A fixed box before any image arrives: no layout shift. */
  aspect-ratio: ${(p) => p.$aspectRatio};
  overflow: hidden;
  display: grid;

  & > * {
    inline-size: 100%;
    block-size: 100%;
  }

  & img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const roundControl = css`
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
  box-shadow: ${vars.shadow.raised};
  font-size: ${vars.size.icon};
  cursor: pointer;
  transition: background-color ${vars.duration.fast};

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
`;

/*
 * Controls come before the slides in the DOM (the WAI order) but must paint above them: embla moves the slides with
 * a transform, which paints them in the positioned layer, after earlier positioned siblings without a z-index.
 */
export const StepButton = styled.button<{ $edge: 'start' | 'end' }>`
  ${roundControl}
  position: absolute;
  z-index: 1;
  inset-block-start: 50%;
  ${(p) => (p.$edge === 'start' ? 'inset-inline-start' : 'inset-inline-end')}: ${vars.space[2]};
  transform: translateY(-50%);
`;

/** The bottom strip: the rotation control and the slide picker share one pill in the middle. */
export const BottomBar = styled.div`
  position: absolute;
  z-index: 1;
  inset-inline: ${vars.space[2]};
  inset-block-end: ${vars.space[2]};
  display: flex;
  justify-content: center;
  /* Only the pill takes the pointer; the rest of the strip lets clicks reach the slide. */
  pointer-events: none;
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-inline-size: 100%;
  padding-inline: ${vars.space[1]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.raised};
  pointer-events: auto;
`;

export const RotationButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${vars.size.controlSm};
  block-size: ${vars.size.controlSm};
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.size.icon};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
`;

export const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

/** A 24 px target (WCAG 2.5.8) around a small visible dot. */
export const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: calc(${vars.size.controlSm} * 0.75);
  block-size: calc(${vars.size.controlSm} * 0.75);
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    inline-size: ${vars.space[2]};
    block-size: ${vars.space[2]};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.borderStrong};
    transition: inline-size ${vars.duration.normal};
  }

  &[aria-current='true']::before {
    inline-size: ${vars.space[4]};
    background: ${vars.color.accent};
  }
`;
