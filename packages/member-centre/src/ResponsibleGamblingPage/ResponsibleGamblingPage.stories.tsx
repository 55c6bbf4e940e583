import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { breakUntil, limitsPlatform, limitsWith } from '../testing/responsibleAnswers';
import { ResponsibleGamblingPage } from './ResponsibleGamblingPage';

const organisations = [
  { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org/' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
];

function StoryResponsible({ platform }: { platform: FakePlatform }) {
  const [state] = useState(() => ({
    client: fakeClient(
      { ...limitsPlatform(), 'POST /wps/relay/MCSFE_selfExclude': { value: { until: breakUntil } }, ...platform },
      { delayMs: 150 },
    ).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <ResponsibleGamblingPage
        client={state.client}
        memberId="7"
        currency="USD"
        onMoneyMoved={() => undefined}
        onSignOut={() => undefined}
        helpOrganisations={organisations}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/ResponsibleGamblingPage',
  component: StoryResponsible,
  args: { platform: {} },
} satisfies Meta<typeof StoryResponsible>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled once the limits have loaded: no spinner left. */
const loaded: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
  await waitFor(() => expect(canvasElement.querySelector('input[name="amount"]')).not.toBeNull());
};

/** Found by field names, not labels: the stories run in each brand's own language. */
async function setLimit(canvasElement: HTMLElement, amount: string) {
  const form = canvasElement.querySelector<HTMLElement>('form:has(input[name="amount"])');
  if (!form) throw new Error('No limit form');
  await userEvent.type(form.querySelector('input[name="amount"]') as HTMLElement, amount);
  await userEvent.click(form.querySelector('button[type="submit"]') as HTMLElement);
  return form;
}

/** Daily 500 (120 deposited), weekly 2,000 rising to 3,000 from a set time, no monthly limit; help organisations. */
export const Limits: Story = { play: loaded };

export const NoLimits: Story = {
  args: { platform: limitsPlatform(limitsWith()) },
  play: loaded,
};

export const LoweredAtOnce: Story = {
  play: async (context) => {
    await loaded(context);
    const form = await setLimit(context.canvasElement, '100');
    await waitFor(() => expect(form.querySelector('[role="status"]')).toHaveTextContent('100.00'));
  },
};

export const RaisedLater: Story = {
  play: async (context) => {
    await loaded(context);
    const form = await setLimit(context.canvasElement, '800');
    await waitFor(() => expect(form.querySelector('[role="status"]')).toHaveTextContent('800.00'));
  },
};

export const AmountRefusedInTheForm: Story = {
  play: async (context) => {
    await loaded(context);
    await setLimit(context.canvasElement, '12a');
    const field = context.canvasElement.querySelector('input[name="amount"]') as HTMLElement;
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const LimitsFailed: Story = {
  args: { platform: { 'GET /wps/relay/MCSFE_getDepositLimits': { status: 500, message: 'Unavailable' } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
  },
};

/** The confirmation names when the break would end: seven days from a fixed "now", so the picture never changes. */
export const ConfirmBreak: Story = {
  play: async (context) => {
    await loaded(context);
    const button = context.canvasElement.querySelector<HTMLElement>('button[data-period="7D"]');
    if (!button) throw new Error('No 7-day time-out');
    // Only while the click is handled (the end is reckoned then, at once): everything else keeps the real clock.
    const realNow = Date.now;
    Date.now = () => Date.UTC(2026, 4, 3, 9, 30);
    try {
      button.click();
    } finally {
      Date.now = realNow;
    }
    await within(document.body).findByRole('alertdialog');
  },
};

export const BreakStarted: Story = {
  tags: ['no-visual'],
  play: async (context) => {
    await loaded(context);
    const button = context.canvasElement.querySelector<HTMLElement>('button[data-period="24H"]');
    if (!button) throw new Error('No 24-hour time-out');
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('alertdialog');
    // OK is the last button of the dialog, Cancel the first.
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    const section = button.closest('section') as HTMLElement;
    // The date is in the brand's own calendar and digits: the notice is what is checked here.
    await waitFor(() => expect(within(section).getByRole('status')).not.toBeEmptyDOMElement());
  },
};
