import styled from 'styled-components';

/** The form's place while its code loads: about its height, so the dialog does not jump when it arrives. */
export const Loading = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 20rem;
`;
