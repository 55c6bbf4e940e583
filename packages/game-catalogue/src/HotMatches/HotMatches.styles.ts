import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** The cards and their arrows: the arrows stay beside the cards. */
export const Slider = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-inline-size: 0;
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${vars.space[3]};
  flex: 1 1 auto;
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  text-align: center;
`;

/**
 * A card's place while the matches load: its outline without the raised surface, which in a dark theme is the
 * skeleton's own colour (as the promotions' placeholder cards).
 */
export const CardPlace = styled(Card)`
  background: none;
`;

export const League = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space[2]};
`;

export const Team = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[1]};
  min-inline-size: 0;
  overflow-wrap: anywhere;

  img {
    inline-size: 3rem;
    block-size: 3rem;
  }
`;

/** Two lines tall even when the name takes one, so every card of a row, and its skeleton, has the same height. */
export const TeamName = styled.span`
  display: block;
  min-block-size: calc(2em * ${vars.lineHeight.normal});
`;

export const Kickoff = styled.p`
  display: flex;
  justify-content: center;
  gap: ${vars.space[2]};
  margin: 0;
  font-variant-numeric: tabular-nums;
`;
