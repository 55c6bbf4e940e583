import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** Holds the place of the content while it loads, so what follows does not jump when it arrives. */
export const Waiting = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 12rem;
`;

export const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};

  & > p {
    flex: 1 1 12rem;
    margin: 0;
  }
`;
