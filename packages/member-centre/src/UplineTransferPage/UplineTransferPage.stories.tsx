import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { securityWith } from '../testing/securityAnswers';
import { memberInfoWith, uplineAnswers } from '../testing/uplineAnswers';
import { UplineTransferPage } from './UplineTransferPage';

function StoryUpline({ platform }: { platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...uplineAnswers, ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <UplineTransferPage
        client={state.client}
        memberId="9"
        currency="USD"
        onMoneyMoved={() => undefined}
        onOpenPage={() => undefined}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/UplineTransferPage',
  component: StoryUpline,
  args: {
    platform: {
      'POST /wps/relay/MCSFE_transferToUpline': { value: { successAmount: 250, uplineName: 'Agent One' } },
    },
  },
} satisfies Meta<typeof StoryUpline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once the member, the upline, the balance and the security config have loaded: no spinner left. */
const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
};

/**
 * Fills the form by its field names (the stories run in each brand's own language) and sends it; answers the
 * section the page's result appears in.
 */
async function send(canvasElement: HTMLElement, password: string) {
  const form = await waitFor(
    () => {
      const found = canvasElement.querySelector<HTMLFormElement>('form:has(input[name="amount"])');
      if (!found) throw new Error('No transfer form yet');
      return found;
    },
    { timeout: 10_000 },
  );
  const field = (name: string) => form.querySelector(`input[name="${name}"]`) as HTMLElement;
  await userEvent.type(field('amount'), '250');
  await userEvent.type(field('password'), password);
  await userEvent.click(form.querySelector('button[type="submit"]') as HTMLElement);
  return within(form.closest('section') as HTMLElement);
}

export const Transfer: Story = { play: loaded };

export const Transferred: Story = {
  play: async ({ canvasElement }) => {
    const section = await send(canvasElement, '246810');
    await expect(await section.findByRole('status')).toHaveTextContent('250.00');
    await expect(await section.findByRole('status')).toHaveTextContent('Agent One');
  },
};

export const WrongPaymentPassword: Story = {
  args: {
    platform: {
      'POST /wps/relay/MCSFE_transferToUpline': { status: 400, errorCode: 'invalid.payment.pw', message: 'Refused.' },
    },
  },
  play: async ({ canvasElement }) => {
    const section = await send(canvasElement, '111111');
    const alert = await section.findByRole('alert');
    // The page's own words, not the platform's.
    await expect(alert).not.toHaveTextContent('Refused.');
    await expect(section.getByRole('textbox', { name: /./ })).toHaveValue('250');
  },
};

export const NoUpline: Story = {
  args: { platform: { 'GET /wps/member/info': memberInfoWith(false) } },
  play: async (context) => {
    await loaded(context);
    await expect(context.canvasElement.querySelector('form')).toBeNull();
  },
};

export const NoPaymentPassword: Story = {
  args: { platform: { 'GET /wps/v2/member/securityConfig': securityWith() } },
  play: async (context) => {
    await loaded(context);
    await expect(context.canvasElement.querySelector('input[name="amount"]')).toBeNull();
  },
};
