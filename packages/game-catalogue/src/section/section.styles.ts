import { vars } from '@lobby/design-system';
import styled from 'styled-components';

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
