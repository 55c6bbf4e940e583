import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const LinkList = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One affiliate link: its code and note, what it brought, the address to copy and its QR code. */
export const LinkCard = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const LinkCode = styled.span`
  font-weight: ${vars.fontWeight.bold};
`;

export const LinkActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const Qr = styled.div`
  justify-self: start;
`;

/** The forms of the page: one field per row, no wider than reads well. */
export const Form = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  max-inline-size: 28rem;
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
