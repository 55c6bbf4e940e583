import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddings: Record<CardPadding, string> = {
  none: vars.space[0],
  sm: vars.space[3],
  md: vars.space[4],
  lg: vars.space[5],
};

export const Surface = styled.div<{ $padding: CardPadding }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-inline-size: 0;
  padding: ${(p) => paddings[p.$padding]};
  border-radius: ${vars.tile.radius};
  background: ${vars.tile.bg};
  color: ${vars.color.text};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  min-inline-size: 0;
`;

export const Heading = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  text-align: start;
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[2]};
  margin-inline-start: auto;
`;
