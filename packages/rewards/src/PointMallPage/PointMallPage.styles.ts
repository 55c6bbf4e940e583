import { vars } from '@lobby/design-system';
import styled from 'styled-components';

// The parts every rewards page shares.
export { Actions, Notice, Section } from '../common/page.styles';

export const Page = styled.div`
  display: grid;
  gap: ${vars.space[6]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

/** The member's points, large, beside what they can do with them. */
export const BalanceBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
`;

export const BalanceFigure = styled.p`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;

  & strong {
    font-size: ${vars.fontSize.xl};
    font-variant-numeric: tabular-nums;
  }
`;

export const RewardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RewardCard = styled.li`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  & img {
    inline-size: 100%;
    aspect-ratio: 1;
    border-radius: ${vars.radius.sm};
    object-fit: cover;
  }

  & h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
  }

  & p {
    margin: 0;
    font-size: ${vars.fontSize.sm};
  }
`;

export const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[1]};
  font-variant-numeric: tabular-nums;

  & strong {
    color: ${vars.color.text};
  }
`;

export const SoldOut = styled.span`
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.textDanger};
`;

export const Form = styled.form`
  display: grid;
  gap: ${vars.space[3]};
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};

  & > * {
    min-inline-size: 10rem;
  }
`;

export const Records = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.sm};

  & > :nth-child(even) {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const Status = styled.strong<{ $tone: 'processing' | 'approved' | 'rejected' | 'other' }>`
  color: ${({ $tone }) =>
    $tone === 'approved' ? vars.color.textSuccess : $tone === 'rejected' ? vars.color.textDanger : vars.color.text};
`;

/** A native select under its label, in the text fields' colours and size. */
export const FilterField = styled.div`
  display: grid;
  gap: ${vars.space[1]};

  & label {
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
  }

  & select {
    min-block-size: ${vars.size.controlMd};
    padding-inline: ${vars.space[3]};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font: inherit;
  }

  & select:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;
