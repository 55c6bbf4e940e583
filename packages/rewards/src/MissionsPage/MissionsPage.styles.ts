import { vars } from '@lobby/design-system';
import styled from 'styled-components';

// The parts every rewards page shares.
export { Actions, Notice, Page, Section, SectionTitle } from '../common/page.styles';

/** A sentence of the page: the card and section gaps space it, not its own margins. */
export const Text = styled.p`
  margin: 0;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** A bar's track and fill (the fill's inline size the share done), filling from the reading direction's start. */
export const Bar = styled.div`
  block-size: 0.5rem;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;

  & > div {
    block-size: 100%;
    background: ${vars.color.accent};
  }
`;

/** A bar with what it measures under it: the figures at the start, the goal at the end. */
export const Progress = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
`;

export const Ends = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  font-variant-numeric: tabular-nums;
`;

/** Cards side by side where the page is wide enough. */
export const CardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The milestones of a mission, one row each: what it asks and pays, and its claim or status. */
export const Steps = styled.ol`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Step = styled.li<{ $reached: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${({ $reached }) => ($reached ? vars.color.accent : vars.color.border)};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.sm};

  & > div {
    display: grid;
    gap: 2px;
  }
`;

export const StepTitle = styled.span`
  font-weight: ${vars.fontWeight.bold};
`;

/** The ladder's ranks in a row that wraps: the member's own one stands out. */
export const Ladder = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};

  & > li {
    display: grid;
    padding: ${vars.space[1]} ${vars.space[2]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    font-variant-numeric: tabular-nums;
  }

  & > li[aria-current='true'] {
    border-color: ${vars.color.accent};
    font-weight: ${vars.fontWeight.bold};
  }
`;

export const Board = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  & caption {
    text-align: start;
    padding-block-end: ${vars.space[2]};
    color: ${vars.color.textMuted};
  }

  & th,
  & td {
    padding: ${vars.space[1]} ${vars.space[2]};
    border-block-end: 1px solid ${vars.color.border};
    text-align: start;
  }

  & td:last-child,
  & th:last-child {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  & tr[aria-current='true'] td {
    font-weight: ${vars.fontWeight.bold};
  }
`;
