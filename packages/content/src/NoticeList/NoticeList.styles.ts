import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const ListRoot = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

export const Items = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A heading around a title button (where the list sits on a page), styled as nothing but its button. */
export const TitleHeading = styled.h2`
  margin: 0;
  font: inherit;
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

/** The chevron of a title: points down when the notice is open. */
export const Marker = styled.svg`
  flex: none;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  transition: transform ${vars.duration.fast};

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const NoticeBody = styled.div`
  padding: ${vars.space[3]};
`;
