import { ChevronDownIcon, vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-block-size: ${vars.size.controlMd};
  padding-inline: ${vars.space[2]};
  border: 0;
  border-inline-end: 1px solid ${vars.color.border};
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:disabled {
    cursor: default;
    opacity: 0.6;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** Dialing codes read left to right in every language: "+84", never "84+". */
export const Code = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  font-variant-numeric: tabular-nums;
`;

export const FlagImage = styled.img`
  display: block;
  inline-size: 1.5rem;
  block-size: 1.125rem;
  object-fit: cover;
  border-radius: 2px;
`;

/** Stands in for a flag the platform does not serve: the ISO code on a small chip of the same size. */
export const FlagBadge = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 1.5rem;
  block-size: 1.125rem;
  border-radius: 2px;
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.text};
  font-size: 0.625rem;
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: 0.02em;
`;

export const Chevron = styled(ChevronDownIcon)`
  inline-size: 1rem;
  block-size: 1rem;
`;
