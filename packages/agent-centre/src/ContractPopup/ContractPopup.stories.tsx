import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractAnswers, dailyEnding, dailyOffer } from '../testing/contractAnswers';
import { StoryQueries } from '../testing/StoryQueries';
import { ContractPopup } from './ContractPopup';

const info = { dailysalreqtype: { RNG: dailyOffer, LIVE: dailyEnding }, divtypereq: [], dailysalinfotype: {} };

function StoryPopup() {
  return (
    <StoryQueries platform={contractAnswers()}>
      {(client) => <ContractPopup client={client} memberId="13" currency="USD" info={info} onClose={() => {}} />}
    </StoryQueries>
  );
}

const meta = {
  title: 'Agent Centre/ContractPopup',
  component: StoryPopup,
} satisfies Meta<typeof StoryPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled: the plays look for it in the whole document.
const dialog = async () => {
  const found = await waitFor(() => within(document.body).getByRole('dialog'), { timeout: 10_000 });
  return within(found);
};

export const Waiting: Story = {
  play: async () => {
    const popup = await dialog();
    await expect(popup.getAllByRole('table')).toHaveLength(2);
  },
};

export const Answered: Story = {
  play: async () => {
    const popup = await dialog();
    const [offer, ending] = popup.getAllByRole('region').filter((region) => region.tagName === 'SECTION');
    if (!offer || !ending) throw new Error('two contracts wait');
    const [accept] = within(offer).getAllByRole('button');
    if (!accept) throw new Error('no accept button');
    await userEvent.click(accept);
    await userEvent.click(within(ending).getByRole('button'));
    await waitFor(() => expect(popup.getAllByRole('status')).toHaveLength(2), { timeout: 10_000 });
  },
};
