import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Refresh = styled.button`
  display: grid;
  place-items: center;
  inline-size: 6.5rem;
  block-size: 2.5rem;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: #fff;
  color: #1f2937;
  font-size: 0.75rem;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;
