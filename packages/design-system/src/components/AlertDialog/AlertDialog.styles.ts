import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const Heading = styled.div`
  padding-block: ${vars.space[5]} ${vars.space[2]};
  padding-inline: ${vars.space[5]};
`;

/** A div, not a paragraph: the message may hold block content (lists, several paragraphs). */
export const Message = styled.div`
  flex: 1 1 auto;
  min-block-size: 0;
  /* Block-axis scrolling; no logical overflow property is widely supported yet. */
  overflow-y: auto;
  padding-inline: ${vars.space[5]};
  padding-block-end: ${vars.space[5]};
  overflow-wrap: anywhere;
  /* Focusable when it scrolls; the ring goes inside, as the panel clips whatever overflows it. */
  outline-offset: -2px;

  p {
    margin-block: 0 ${vars.space[2]};
  }

  p:last-child {
    margin-block-end: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
  padding-block: 0 ${vars.space[5]};
  padding-inline: ${vars.space[5]};
`;
