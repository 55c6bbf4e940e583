import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const VendorTabs = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-inline-size: 0;
  flex: 1 1 auto;
`;

/** The window of vendor tabs; on a phone it scrolls inside itself rather than widening the page. */
export const TabRow = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  overflow-x: auto;
  min-inline-size: 0;
`;

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
