import styled from 'styled-components';

/** Same-width digits and one line, so the button neither twitches nor wraps as the countdown ticks. */
export const Text = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
