import type { FakePlatform } from '@lobby/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { downlineAnswers } from '../testing/downlineAnswers';
import { StoryQueries } from '../testing/StoryQueries';
import { TeamManagementPage } from './TeamManagementPage';

function StoryTeam({ platform, several }: { platform: FakePlatform; several: boolean }) {
  return (
    <StoryQueries platform={platform}>
      {(client) => (
        <TeamManagementPage
          client={client}
          memberId="9"
          currency="USD"
          isFlagOn={(flag) => several && flag === 'AGENTRANSMULTDOWN3'}
        />
      )}
    </StoryQueries>
  );
}

const meta = {
  title: 'Agent Centre/TeamManagementPage',
  component: StoryTeam,
  args: { platform: downlineAnswers(), several: false },
} satisfies Meta<typeof StoryTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

// The plays find controls by role and place, not by their words: every brand runs them in its own language.
const table = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('table')).toBeInTheDocument(), { timeout: 10_000 });
  return within(canvas.getByRole('table'));
};

/** Opens the transfer form from the row of the `index`th downline. */
const openTransfer = async (canvasElement: HTMLElement, index: number) => {
  const rows = (await table(canvasElement)).getAllByRole('row').slice(1);
  const row = rows[index];
  if (!row) throw new Error(`no row ${index}`);
  await userEvent.click(within(row).getByRole('button'));
  const form = within(canvasElement).getByRole('region', { name: /lan\.pham|minh88/ });
  return within(form);
};

export const Downlines: Story = {
  play: async ({ canvasElement }) => {
    const rows = (await table(canvasElement)).getAllByRole('row');
    // A heading row and the seven downlines.
    await expect(rows).toHaveLength(8);
  },
};

export const TransferForm: Story = {
  play: async ({ canvasElement }) => {
    const form = await openTransfer(canvasElement, 0);
    await expect(form.getByRole('heading')).toHaveFocus();
    await expect(await form.findAllByRole('textbox', {}, { timeout: 10_000 })).toHaveLength(1);
  },
};

export const Transferred: Story = {
  play: async ({ canvasElement }) => {
    const form = await openTransfer(canvasElement, 1);
    await userEvent.type(await form.findByRole('textbox', {}, { timeout: 10_000 }), '200');
    const password = canvasElement.querySelector<HTMLInputElement>('input[type="password"]');
    if (!password) throw new Error('no password field');
    await userEvent.type(password, 'pay-pass-1');
    const [submit] = form.getAllByRole('button').filter((button) => button.getAttribute('type') === 'submit');
    if (!submit) throw new Error('no submit button');
    await userEvent.click(submit);
    await expect(await form.findByRole('status', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

export const SeveralChosen: Story = {
  args: { several: true },
  play: async ({ canvasElement }) => {
    const [, second, , , , sixth] = (await table(canvasElement)).getAllByRole('checkbox');
    if (!second || !sixth) throw new Error('fewer downlines than the story holds');
    await userEvent.click(second);
    await userEvent.click(sixth);
    await expect(second).toBeChecked();
    await expect(sixth).toBeChecked();
  },
};

export const NoDownlines: Story = {
  args: { platform: downlineAnswers({ list: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('search')).toBeInTheDocument());
    // The search's request answered: the page says the team is empty, with no table.
    await waitFor(() => expect(canvasElement.querySelector('section > p')).not.toBeNull(), { timeout: 10_000 });
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { platform: { 'GET /wps/relay/MCSFE_getAgentDownlines': { fault: 'network' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
