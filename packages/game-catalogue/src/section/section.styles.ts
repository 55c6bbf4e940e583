import { vars } from '@lobby/design-system';
import styled, { css } from 'styled-components';

/** A part of a game page with its own heading (hot matches, poker rooms). */
export const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-inline-size: 0;
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
`;

/** Items and controls side by side, never wider than the page. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  min-inline-size: 0;
`;

/** From this width the centres' vendor menu is a column beside the games and their filter rows may wrap. */
export const wideScreen = '(min-width: 60rem)';

/** The focus ring's reach outside a control (2px outline, 2px offset): kept inside a scrolling row's box. */
const ringRoom = '4px';

/**
 * Controls in one line that scrolls sideways on a phone or a tablet, where they would otherwise wrap: the row is one
 * control tall whatever the platform lists (vendors, classes), so nothing below moves when they arrive, and no label
 * wraps inside its button. The scrolling box clips what overflows it, so it keeps room for focus rings inside and
 * gives it back with a negative margin. From `wideScreen` on, the controls wrap.
 */
export const scrollingRow = css`
  display: flex;
  gap: ${vars.space[2]};
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scrollbar-width: thin;
  margin: calc(-1 * ${ringRoom});
  padding: ${ringRoom};

  & > * {
    flex: none;
  }

  @media ${wideScreen} {
    flex-wrap: wrap;
    overflow-x: visible;
    margin: 0;
    padding: 0;
  }
`;
