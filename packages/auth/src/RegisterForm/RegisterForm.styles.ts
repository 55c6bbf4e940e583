import { linkStyles, vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};

  & > * {
    flex: 1 1 8rem;
  }
`;

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const LinkButton = styled.button`
  ${linkStyles}
  min-block-size: 1.5rem;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
`;

export const CaptchaButton = styled.button`
  display: block;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  cursor: pointer;
  inline-size: 6.25rem;
  block-size: 2.25rem;

  & img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;
