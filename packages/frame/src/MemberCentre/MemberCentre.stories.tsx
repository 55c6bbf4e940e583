import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { MemberCentreCounts, MemberCentrePage } from '../centres/pages';
import { MemberCentre } from './MemberCentre';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function OpenMemberCentre({ initial, counts }: { initial: MemberCentrePage; counts?: MemberCentreCounts }) {
  const [current, setCurrent] = useState<MemberCentrePage | null>(initial);
  // Every entry the menu can hold, the manual rebate's switch on.
  return <MemberCentre page={current} onPageChange={setCurrent} counts={counts ?? {}} flags={{ MANPLAYREB3: true }} />;
}

const meta = {
  title: 'Frame/MemberCentre',
  component: OpenMemberCentre,
  args: { initial: 'securityCenter', counts: { missionLeaderboard: 2, messageV2: 5, rewardCenter: 1 } },
} satisfies Meta<typeof OpenMemberCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyAccount: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const entries = within(within(dialog).getByRole('navigation')).getAllByRole('button');
    await expect(entries).toHaveLength(15);
    await expect(entries[0]).toHaveAttribute('aria-current', 'page');
    // Mission, message and reward carry their counts, read with the entry.
    await expect(entries[12]).toHaveAccessibleDescription();
    await expect(entries[13]).toHaveAccessibleDescription();
    await expect(entries[10]).toHaveAccessibleDescription();

    await userEvent.click(entries[2] as HTMLElement);
    await expect(entries[2]).toHaveAttribute('aria-current', 'page');
    await expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent(entries[2]?.textContent ?? '');
  },
};

export const Deposit: Story = {
  args: { initial: 'depositv2', counts: {} },
};

/** Opened at a page far along the menu: where the menu is one row (a phone), its entry is scrolled into it. */
export const AtALaterPage: Story = {
  args: { initial: 'messageV2', counts: {} },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const entry = within(within(dialog).getByRole('navigation')).getAllByRole('button')[13];
    await expect(entry).toHaveAttribute('aria-current', 'page');
  },
};
