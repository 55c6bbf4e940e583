import { linkStyles, vars } from '@lobby/design-system';
import styled from 'styled-components';

/** Server HTML laid out with the theme: readable spacing, links that look like links, media that fit. */
export const RichText = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.6;

  & > :first-child {
    margin-block-start: 0;
  }
  & > :last-child {
    margin-block-end: 0;
  }
  p,
  ul,
  ol,
  table,
  figure,
  blockquote {
    margin-block: 0 ${vars.space[3]};
    margin-inline: 0;
  }
  ul,
  ol {
    padding-inline-start: ${vars.space[5]};
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin-block: ${vars.space[4]} ${vars.space[2]};
    font-size: ${vars.fontSize.md};
  }
  a {
    ${linkStyles}
    text-decoration-line: underline;
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  table {
    display: block;
    max-inline-size: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${vars.space[1]} ${vars.space[2]};
    border: 1px solid ${vars.color.border};
    text-align: start;
  }
`;
