import { vars } from '@lobby/design-system';
import styled from 'styled-components';

// The parts every rewards page shares.
export { Actions, Page, SectionTitle } from '../common/page.styles';

/** A part of the page with its own heading (the page title is the centre's level 3). */
export const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-inline-size: 0;
`;

export const Text = styled.p`
  margin: 0;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The code, the link and their buttons beside the QR code where the page is wide enough; under it where not. */
export const Invite = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[4]};
  align-items: start;

  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const InviteFields = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-inline-size: 0;
`;

/** The code as a reader copies it: large, letters apart. */
export const Code = styled.p`
  margin: 0;
  display: block;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: 0.12em;
  font-variant-numeric: tabular-nums;
`;

export const Label = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Qr = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  max-inline-size: 14rem;

  & figcaption {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
    text-align: center;
  }
`;

/**
 * A sentence that says what just happened (copied, shared), announced politely: always there, so a screen reader
 * knows the region before it speaks; empty, it takes no room.
 */
export const Announcement = styled.p`
  margin: 0;
`;

/** The two counts side by side. */
export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${vars.space[3]};
  margin: 0;

  & > div {
    padding: ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }

  & dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  & dd {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** Friends and ranked inviters: one row each. */
export const Rows = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${vars.space[1]} ${vars.space[3]};
    align-items: baseline;
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    font-size: ${vars.fontSize.sm};
  }
`;

export const RankRows = styled(Rows).attrs({ as: 'ol' })`
  & > li {
    grid-template-columns: 4rem minmax(0, 1fr) auto;
  }

  & > li[data-self='true'] {
    border-color: ${vars.color.accent};
    font-weight: ${vars.fontWeight.bold};
  }
`;

export const Name = styled.span`
  font-weight: ${vars.fontWeight.bold};
`;

export const Status = styled.span<{ $qualified: boolean }>`
  color: ${(p) => (p.$qualified ? vars.color.textSuccess : vars.color.textMuted)};
  text-align: end;
`;
