import { vars } from '@lobby/design-system';
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space[2]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The count turns to the danger colour past the limit; the field's error says what to do. */
export const Count = styled.span<{ $over: boolean }>`
  color: ${(p) => (p.$over ? vars.color.textDanger : 'inherit')};
  font-variant-numeric: tabular-nums;
`;

export const Thumbnails = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Thumbnail = styled.li`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr);
  gap: ${vars.space[2]};
  align-items: center;
  inline-size: min(100%, 15rem);
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};

  img {
    display: block;
    inline-size: 4rem;
    block-size: 4rem;
    object-fit: cover;
    border-radius: ${vars.radius.sm};
  }
`;

export const ThumbnailName = styled.span`
  overflow: hidden;
  font-size: ${vars.fontSize.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ThumbnailText = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  justify-items: start;
  min-inline-size: 0;
`;

/** The chosen files' refusals, each naming its file, next to the pictures. */
export const Refusals = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.color.textDanger};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  overflow-wrap: anywhere;

  &:empty {
    display: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  justify-content: flex-end;
`;

export const Thanks = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  justify-items: start;

  h3 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;
