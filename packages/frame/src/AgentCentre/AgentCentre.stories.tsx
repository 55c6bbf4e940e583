import { useFlag } from '@lobby/whitelabel/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import type { AgentCentrePage } from '../centres/pages';
import { AgentCentre } from './AgentCentre';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Reads the dividend and salary flags from the toolbar's flag switch. */
function OpenAgentCentre({ initial }: { initial: AgentCentrePage }) {
  const [current, setCurrent] = useState<AgentCentrePage | null>(initial);
  const flags = {
    SIGNCONDIV3: useFlag('SIGNCONDIV3'),
    DAILYSALCONT3: useFlag('DAILYSALCONT3'),
    HOURSAL3: useFlag('HOURSAL3'),
    RTSALARY3: useFlag('RTSALARY3'),
  };
  return <AgentCentre page={current} onPageChange={setCurrent} flags={flags} />;
}

const meta = {
  title: 'Frame/AgentCentre',
  component: OpenAgentCentre,
  args: { initial: 'agentTeamOverview' },
} satisfies Meta<typeof OpenAgentCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TeamOverview: Story = {
  play: async ({ canvasElement, globals }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const entries = within(within(dialog).getByRole('navigation')).getAllByRole('button');
    // Twelve entries with every flag on; the four gated ones go with the flags off.
    await expect(entries).toHaveLength(globals.flags === 'off' ? 8 : 12);
    await expect(entries[1]).toHaveAttribute('aria-current', 'page');
  },
};
