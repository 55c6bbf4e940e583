import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Halls = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Hall = styled.a`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${vars.space[2]};
  min-block-size: 8rem;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  /* Both ends of the gradient keep the brand's readable pair with textOnAccent. */
  background: linear-gradient(135deg, ${vars.color.accent}, ${vars.color.accentHover});
  color: ${vars.color.textOnAccent};
  font-weight: ${vars.fontWeight.bold};
  text-align: center;
  text-decoration: none;
  box-shadow: ${vars.shadow.raised};
  transition: transform ${vars.duration.fast} ease-out;

  &:hover {
    transform: translateY(-2px);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &:hover {
      transform: none;
    }
  }
`;

export const HallArt = styled.span`
  display: block;
  inline-size: 3.5rem;
  block-size: 3.5rem;
`;
