import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** A page's parts, apart. */
export const Page = styled.div`
  display: grid;
  gap: ${vars.space[5]};
`;

/** A part of a page with its own heading (the member centre's page title is level 3). */
export const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};
`;

export const SectionTitle = styled.h4`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
`;

/** Rows of label and value. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;

  & dt {
    color: ${vars.color.textMuted};
  }

  & dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const List = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** A sentence that says what just happened, announced as it appears. */
export const Notice = styled.p.attrs({ role: 'status' })`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-inline-start: 3px solid ${vars.color.success};
  background: ${vars.color.surfaceSunken};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** A promotion's status as a label (spec 2 §4): words, never a colour alone. */
export const StatusTag = styled.span<{ $tone: 'ready' | 'waiting' | 'done' | 'off' }>`
  display: inline-block;
  padding: 0 ${vars.space[2]};
  border: 1px solid currentColor;
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.sm};
  color: ${({ $tone }) =>
    $tone === 'ready' ? vars.color.textSuccess : $tone === 'waiting' ? vars.color.text : vars.color.textMuted};
`;
