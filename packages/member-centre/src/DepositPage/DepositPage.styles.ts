import { vars } from '@lobby/design-system';
import styled from 'styled-components';

/** A choice of one (the method, the channel): native radios, so arrow keys move between them as everywhere. */
export const Choices = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${vars.space[2]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-block-end: ${vars.space[2]};
  padding: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: ${vars.size.controlLg};
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  & input {
    flex: none;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0;
    accent-color: ${vars.color.accent};
  }

  &:has(input:checked) {
    border-color: ${vars.color.accent};
    background: ${vars.color.accentSubtle};
    color: ${vars.color.textOnAccentSubtle};
  }

  /* The muted detail keeps its contrast on the chosen one's background. */
  &:has(input:checked) span {
    color: inherit;
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

/** A choice's name above its detail (a channel's limits). */
export const ChoiceText = styled.span`
  display: grid;
  gap: ${vars.space[1]};

  & > :last-child:not(:first-child) {
    font-size: ${vars.fontSize.sm};
  }
`;

export const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** The receiving account: label, value, copy button per row. */
export const AccountFacts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  margin: 0;

  & dt {
    color: ${vars.color.textMuted};
  }

  & dd {
    margin: 0;
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
`;

/** One detail's cells laid out by the list's grid. */
export const FactRow = styled.div`
  display: contents;
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const FieldProblem = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
  font-size: ${vars.fontSize.sm};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
