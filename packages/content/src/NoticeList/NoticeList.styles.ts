import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const NoticeList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NoticeTitle = styled.button`
  display: flex;
  inline-size: 100%;
  min-block-size: 2.75rem;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${vars.fontWeight.medium};
  text-align: start;
  cursor: pointer;

  &[aria-expanded='true'] {
    border-color: ${vars.color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const NoticeBody = styled.div`
  padding: ${vars.space[3]};
`;
