import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Picture = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  margin-block-end: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.skeleton};
`;

/** Start and end side by side (one under the other on a phone). */
export const Period = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[6]};
  margin: 0 0 ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};

  div {
    display: grid;
    gap: ${vars.space[1]};
  }
  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.medium};
  }
`;
