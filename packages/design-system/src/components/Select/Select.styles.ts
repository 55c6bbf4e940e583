import * as RadixSelect from '@radix-ui/react-select';
import styled, { css } from 'styled-components';
import { vars } from '../../tokens/vars';
import { ChevronDownIcon, ChevronUpIcon } from '../Icons';
import { fieldBox } from '../TextField/TextField.styles';

export const Trigger = styled(RadixSelect.Trigger)<{ $invalid: boolean }>`
  ${fieldBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  inline-size: 100%;
  padding-block: 0;
  padding-inline: ${vars.space[3]} ${vars.space[2]};
  font-size: ${vars.fontSize.md};
  text-align: start;
  cursor: pointer;

  &[data-placeholder] > span:first-child {
    color: ${vars.color.textMuted};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const ValueSlot = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const chevron = css`
  display: block;
  flex: none;
  inline-size: ${vars.size.icon};
  block-size: ${vars.size.icon};
`;

/** The trigger's chevron: turned half round while the list is open. */
export const Chevron = styled(ChevronDownIcon)`
  ${chevron}
  transition: transform ${vars.duration.fast};

  [data-state='open'] & {
    transform: rotate(180deg);
  }
`;

/** The list's scroll buttons. */
export const ChevronUp = styled(ChevronUpIcon)`
  ${chevron}
`;

export const ChevronDown = styled(ChevronDownIcon)`
  ${chevron}
`;

export const Content = styled(RadixSelect.Content)`
  /* Above a dialog: a select inside one portals out of it and must still show on top. */
  z-index: ${vars.zIndex.dialog};
  min-inline-size: var(--radix-select-trigger-width);
  max-block-size: var(--radix-select-content-available-height);
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.field.radius};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.overlay};
`;

export const Viewport = styled(RadixSelect.Viewport)`
  padding: ${vars.space[1]};
`;

export const Item = styled(RadixSelect.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  min-block-size: ${vars.size.controlMd};
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.md};
  cursor: pointer;
  user-select: none;

  &[data-state='checked'] {
    font-weight: ${vars.fontWeight.medium};
  }

  /* Drawn inside the item: the list clips what overflows it. */
  &:focus-visible {
    outline-offset: -2px;
  }

  &[data-highlighted] {
    background: ${vars.color.accentSubtle};
    color: ${vars.color.textOnAccentSubtle};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const Indicator = styled(RadixSelect.ItemIndicator)`
  display: inline-flex;

  & > svg {
    inline-size: ${vars.size.icon};
    block-size: ${vars.size.icon};
  }
`;

export const ScrollButton = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  block-size: ${vars.space[5]};
  color: ${vars.color.text};
  cursor: default;
`;

export const IconSlot = styled(RadixSelect.Icon)`
  display: flex;
  flex: none;
`;
