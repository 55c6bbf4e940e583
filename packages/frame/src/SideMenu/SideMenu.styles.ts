import { vars } from '@lobby/design-system';
import { createLink } from '@tanstack/react-router';
import styled, { css } from 'styled-components';
import type { AnchorComponent } from '../ui/anchorComponent';

export const Sections = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${vars.space[1]};
  padding-inline: ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const ItemList = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  inline-size: 100%;
  min-block-size: ${vars.size.controlMd};
  padding-inline: ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }

  &[aria-current='page'] {
    background: ${vars.color.accentSubtle};
    color: ${vars.color.textOnAccentSubtle};
    font-weight: ${vars.fontWeight.medium};
  }
`;

export const ItemLink = createLink<AnchorComponent>(styled.a`
  ${itemStyles}
`);

export const ItemButton = styled.button`
  ${itemStyles}
`;
