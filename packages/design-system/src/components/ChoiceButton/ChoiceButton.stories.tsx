import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { ChoiceButton } from './ChoiceButton';

const List = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  max-inline-size: 14rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(ChoiceButton)`
  min-block-size: ${vars.size.controlMd};
  padding-inline: ${vars.space[3]};
`;

const places = ['Personal info', 'Betting records', 'Account records', 'Messages'];

/** A list of places: the chosen one is the current page. */
function Places() {
  const [current, setCurrent] = useState(places[0]);
  return (
    <nav aria-label="Member centre">
      <List>
        {places.map((place) => (
          <li key={place}>
            <Row aria-current={place === current ? 'page' : undefined} onClick={() => setCurrent(place)}>
              {place}
            </Row>
          </li>
        ))}
      </List>
    </nav>
  );
}

const meta = {
  title: 'Design System/ChoiceButton',
  component: Places,
} satisfies Meta<typeof Places>;

export default meta;

export const CurrentPlace: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Messages' }));
    await expect(canvas.getByRole('button', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Personal info' })).not.toHaveAttribute('aria-current');
  },
};
