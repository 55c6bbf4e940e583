import { vars } from '@lobby/design-system';
import type { AnchorComponent } from '@lobby/frame';
import { createLink } from '@tanstack/react-router';
import styled from 'styled-components';

/** Off screen until focused: the first Tab stop jumps past the header to the page. */
export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${vars.space[2]};
  inset-block-start: ${vars.space[2]};
  z-index: ${vars.zIndex.toast};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.link};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

export const Body = styled.div`
  display: flex;
  align-items: flex-start;
  min-block-size: calc(100vh - 3.5rem);
`;

export const Column = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-inline-size: 0;
  min-block-size: calc(100vh - 3.5rem);
`;

export const Main = styled.main`
  flex: 1 0 auto;
  outline: none;
`;

export const StandaloneMain = styled.main`
  display: grid;
  align-content: start;
  justify-items: center;
  gap: ${vars.space[4]};
  min-block-size: 100vh;
  padding: ${vars.space[5]} ${vars.space[4]};
  outline: none;

  & > * {
    inline-size: min(100%, 40rem);
  }
`;

export const StandaloneLogoLink = createLink<AnchorComponent>(styled.a`
  display: inline-flex;
  justify-content: center;
  border-radius: ${vars.radius.sm};

  & > img {
    block-size: 2.5rem;
    inline-size: auto;
  }
`);
