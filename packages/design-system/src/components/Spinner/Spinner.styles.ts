import styled, { keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  inline-size: ${(p) => p.$size};
  block-size: ${(p) => p.$size};
  border: 2px solid currentColor;
  border-block-start-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

export const sizes = { sm: '1rem', md: vars.size.icon, lg: '2rem' } as const;
