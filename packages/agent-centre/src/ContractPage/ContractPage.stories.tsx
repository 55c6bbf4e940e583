import type { FakePlatform } from '@lobby/api-client/testing';
import type { ContractType } from '@lobby/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractAnswers, dailyOffer } from '../testing/contractAnswers';
import { StoryQueries } from '../testing/StoryQueries';
import { ContractPage } from './ContractPage';

function StoryContracts({ platform, type }: { platform: FakePlatform; type: ContractType }) {
  return (
    <StoryQueries platform={platform}>
      {(client) => <ContractPage client={client} memberId="13" currency="USD" type={type} />}
    </StoryQueries>
  );
}

const meta = {
  title: 'Agent Centre/ContractPage',
  component: StoryContracts,
  args: { platform: contractAnswers(), type: 'daily' },
} satisfies Meta<typeof StoryContracts>;

export default meta;
type Story = StoryObj<typeof meta>;

// The plays find controls by role and place, not by their words: every brand runs them in its own language.
const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('table').length).toBeGreaterThan(2), { timeout: 10_000 });
  return canvas;
};

/** The first contract with the upline: the offer. */
const offerCard = async (canvasElement: HTMLElement) => {
  const canvas = await loaded(canvasElement);
  const [card] = canvas
    .getAllByRole('region')
    .filter((region) => region.tagName === 'SECTION' && region.querySelector('h5'));
  if (!card) throw new Error('no contract card');
  return within(card);
};

export const Daily: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

export const Accepted: Story = {
  args: { platform: contractAnswers() },
  play: async ({ canvasElement }) => {
    const card = await offerCard(canvasElement);
    const [accept] = card.getAllByRole('button');
    if (!accept) throw new Error('no accept button');
    await userEvent.click(accept);
    await waitFor(() => expect(within(canvasElement).getAllByRole('status')[0]).not.toBeEmptyDOMElement(), {
      timeout: 10_000,
    });
  },
};

export const WithdrawnMeanwhile: Story = {
  args: {
    platform: contractAnswers({
      refuse: { errorCode: 'contract_withdrawn', message: 'Your upline withdrew this offer.' },
    }),
  },
  play: async ({ canvasElement }) => {
    const card = await offerCard(canvasElement);
    const [accept] = card.getAllByRole('button');
    if (!accept) throw new Error('no accept button');
    await userEvent.click(accept);
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeInTheDocument(), { timeout: 10_000 });
  },
};

export const OfferFormChecked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    // agent05, the downline agent without a contract, is the last card: its one button offers.
    const cards = canvas
      .getAllByRole('region')
      .filter((region) => region.tagName === 'SECTION' && region.querySelector('h5'));
    const last = cards.at(-1);
    if (!last) throw new Error('no downline card');
    await userEvent.click(within(last).getByRole('button'));
    const form = await waitFor(() => within(last).getByRole('form'), { timeout: 10_000 });
    const buttons = within(form).getAllByRole('button');
    // Add a tier, then send the empty form: every field says what it needs.
    const add = buttons.at(-3);
    const send = buttons.at(-2);
    if (!add || !send) throw new Error('the form has other buttons');
    await userEvent.click(add);
    await userEvent.click(send);
    await waitFor(() => expect(form.querySelectorAll('[aria-invalid="true"]').length).toBe(6));
  },
};

export const Empty: Story = {
  args: { platform: contractAnswers({ mine: [], downlines: [], settlements: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('paragraph').length).toBeGreaterThan(2), { timeout: 10_000 });
  },
};

export const LoadFailed: Story = {
  args: {
    platform: {
      'GET /wps/relay/MCSFE_getAgentContracts': { fault: 'network' },
      'GET /wps/relay/MCSFE_getSalarySettlements': { fault: 'network' },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(3), { timeout: 10_000 });
  },
};

export const Hourly: Story = {
  args: {
    type: 'hourly',
    platform: contractAnswers({
      mine: [
        {
          ...dailyOffer,
          type: 'hourly',
          details: null,
          productType: 'LIVE',
          hourSalaryRates: [
            { minimumBet: 50, activeMember: 1, rate: 0.2, rateType: 'P' },
            { minimumBet: 500, activeMember: 3, rate: 8, rateType: 'F' },
          ],
        },
      ],
      downlines: [],
    }),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('table').length).toBe(2), { timeout: 10_000 });
  },
};

export const RealTime: Story = {
  args: {
    type: 'realtime',
    platform: contractAnswers({
      mine: [
        {
          ...dailyOffer,
          type: 'realtime',
          status: 'E',
          downlineHigherRate: 'N',
          details: null,
          realTimeSalaryRates: [
            { betAmount: 0, lossRate: 0.5, winRate: 0.2 },
            { betAmount: 1000, lossRate: 0.8, winRate: 0.3 },
          ],
        },
      ],
      downlines: [],
    }),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('table').length).toBe(2), { timeout: 10_000 });
  },
};

export const Dividend: Story = {
  args: {
    type: 'dividend',
    platform: contractAnswers({
      mine: [
        {
          ...dailyOffer,
          type: 'dividend',
          status: 'E',
          downlineHigherRate: 'N',
          computationPeriod: 'M',
          details: null,
          dividendRates: [
            { contractRate: 10, minimumBet: 0, activeMember: 1 },
            { contractRate: 20, minimumBet: 10000, activeMember: 5 },
          ],
        },
      ],
      downlines: [],
    }),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('table').length).toBe(2), { timeout: 10_000 });
  },
};
