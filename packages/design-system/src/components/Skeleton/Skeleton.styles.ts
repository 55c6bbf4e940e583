import styled, { css, keyframes } from 'styled-components';
import { vars } from '../../tokens/vars';

export type SkeletonShape = 'rect' | 'text' | 'circle';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

const shapes: Record<SkeletonShape, ReturnType<typeof css>> = {
  rect: css`
    inline-size: 100%;
    block-size: ${vars.size.controlLg};
    border-radius: ${vars.radius.sm};
  `,
  text: css`
    inline-size: 100%;
    /* One line of body text, its gaps above and below left as the line height's leading. */
    block-size: 1em;
    margin-block: calc((${vars.lineHeight.normal} * 1em - 1em) / 2);
    border-radius: ${vars.radius.sm};
  `,
  circle: css`
    inline-size: ${vars.size.controlLg};
    aspect-ratio: 1;
    border-radius: 50%;
  `,
};

export const Block = styled.span<{ $shape: SkeletonShape }>`
  display: block;
  flex: none;
  max-inline-size: 100%;
  ${(p) => shapes[p.$shape]}
  background-color: ${vars.color.skeleton};
  background-image: linear-gradient(
    90deg,
    ${vars.color.skeleton} 0%,
    ${vars.color.skeletonShine} 50%,
    ${vars.color.skeleton} 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} calc(${vars.duration.slow} * 1.5) ease-in-out infinite;

  /* The shine travels the reading way. */
  &:dir(rtl) {
    animation-direction: reverse;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;
