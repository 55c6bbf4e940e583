import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const View = styled.div`
  display: grid;
  gap: ${vars.space[5]};
`;

export const Intro = styled.p`
  max-inline-size: 40rem;
  margin: 0;
  font-size: ${vars.fontSize.lg};
`;

/** The three parts side by side where they fit, one above the other on phones. */
export const Parts = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  align-items: start;

  @media (min-width: 64rem) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Part = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border-radius: ${vars.tile.radius};
  background: ${vars.tile.bg};
`;

export const PartHeading = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const Items = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Steps = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding-inline-start: ${vars.space[5]};

  li::marker {
    font-weight: ${vars.fontWeight.bold};
  }
`;

export const Item = styled.li`
  display: grid;
  gap: ${vars.space[1]};
`;

export const ItemHeading = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const ItemText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const Actions = styled.section`
  display: grid;
  gap: ${vars.space[3]};
`;

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;
