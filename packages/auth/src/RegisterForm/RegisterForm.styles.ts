import { linkStyles, vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  padding-block-start: ${vars.space[3]};
`;

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

export const FormAlert = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-inline-start: 3px solid ${vars.color.danger};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textDanger};
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
