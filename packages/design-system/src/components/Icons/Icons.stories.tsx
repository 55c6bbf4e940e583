import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import * as icons from './index';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: grid;
  justify-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.xs};
`;

const Glyph = styled.span`
  display: inline-flex;
  font-size: 1.75rem;
`;

const entries = Object.entries(icons).sort(([a], [b]) => a.localeCompare(b));

/** Every glyph of the set, by name: decorative, 1em, in the text's colour. */
function IconSet() {
  return (
    <Grid>
      {entries.map(([name, Icon]) => (
        <Cell key={name}>
          <Glyph>
            <Icon />
          </Glyph>
          <code>{name}</code>
        </Cell>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Design System/Icons',
  component: IconSet,
} satisfies Meta<typeof IconSet>;

export default meta;

export const All: StoryObj<typeof meta> = {};
