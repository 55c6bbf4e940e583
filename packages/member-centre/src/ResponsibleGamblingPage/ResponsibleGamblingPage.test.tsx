import { readStorage, storageKeys, writeStorage } from '@lobby/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { renderPage } from '../testing/renderPage';
import { breakUntil, limitsPlatform, limitsWith, raiseFrom, someLimits } from '../testing/responsibleAnswers';
import { limitOutcome } from './responsibleGambling';
import { ResponsibleGamblingPage } from './ResponsibleGamblingPage';

const organisations = [
  { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
];

function renderResponsible(platform: FakePlatform = {}) {
  const { client, sent } = fakeClient({ ...limitsPlatform(), ...platform });
  const onSignOut = vi.fn();
  renderPage(
    <ResponsibleGamblingPage
      client={client}
      memberId="7"
      currency="USD"
      onMoneyMoved={vi.fn()}
      onSignOut={onSignOut}
      helpOrganisations={organisations}
    />,
  );
  const writes = () => sent.filter((request) => request.method !== 'GET');
  return { writes, onSignOut };
}

const time = (ms: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
const limitsRegion = () => screen.findByRole('region', { name: 'Deposit limits' });
const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const limitRows = async () =>
  within(await limitsRegion())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function chooseLimit(period: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Limit' }));
  await userEvent.click(await screen.findByRole('option', { name: period }));
}

beforeEach(() => {
  writeStorage(storageKeys.realityCheckMinutes, null);
});

describe('limitOutcome', () => {
  it('reads a limit in force at once from one waiting for its time', () => {
    expect(limitOutcome(limitsWith({ daily: { limit: 300 } }), 'daily', 300)).toEqual({ applied: 'now', limit: 300 });
    expect(
      limitOutcome(limitsWith({ daily: { limit: 300, pendingLimit: 800.5, pendingFrom: raiseFrom } }), 'daily', 800.5),
    ).toEqual({ applied: 'later', limit: 800.5, from: raiseFrom, current: 300 });
    expect(
      limitOutcome(limitsWith({ daily: { limit: 300, pendingLimit: null, pendingFrom: raiseFrom } }), 'daily', null),
    ).toEqual({ applied: 'later', limit: null, from: raiseFrom, current: 300 });
    // A raise waiting from before is not what a lower limit sent now did.
    expect(
      limitOutcome(limitsWith({ weekly: { limit: 100, pendingLimit: 900, pendingFrom: raiseFrom } }), 'weekly', 100),
    ).toEqual({ applied: 'now', limit: 100 });
  });
});

describe('ResponsibleGamblingPage', () => {
  it('shows each limit with what it holds and a raise waiting with its time', async () => {
    renderResponsible();
    await waitFor(async () => expect(await limitRows()).toHaveLength(3));
    const [daily, weekly, monthly] = await limitRows();
    expect(daily).toMatch(/Daily.*\$500\.00.*Deposited in this period: \$120\.00/);
    expect(weekly).toContain(`Rises to $3,000.00 from ${time(raiseFrom)}`);
    expect(monthly).toMatch(/Monthly.*No limit/);
  });

  it('checks the amount in the form before anything is sent', async () => {
    const { writes } = renderResponsible();
    await limitsRegion();
    await waitFor(() => expect(amountField()).toBeInTheDocument());
    for (const [typed, message] of [
      ['', 'Enter an amount.'],
      ['12a', 'Enter digits only, with a point before decimals.'],
      ['10.555', 'Use at most 2 decimals.'],
      ['0', 'Enter an amount above zero.'],
    ] as const) {
      await userEvent.clear(amountField());
      if (typed) await userEvent.type(amountField(), typed);
      await userEvent.click(screen.getByRole('button', { name: 'Set the limit' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(writes()).toEqual([]);
  });

  it('lowers a limit at once and says so; a raise says from when, and the list follows', async () => {
    const { writes } = renderResponsible();
    await waitFor(() => expect(amountField()).toBeInTheDocument());
    await userEvent.type(amountField(), '250.50');
    await userEvent.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your daily limit is now $250.50. It applies at once.');
    expect(writes()[0]?.body).toEqual({ daily: 250.5 });
    expect((await limitRows())[0]).toContain('$250.50');
    expect(amountField()).toHaveValue('');

    await chooseLimit('Weekly');
    await userEvent.type(amountField(), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Your weekly limit rises to $5,000.00 from ${time(raiseFrom)}. Until then, $2,000.00 applies.`,
    );
    expect(writes()[1]?.body).toEqual({ weekly: 5000 });
    expect((await limitRows())[1]).toContain(`Rises to $5,000.00 from ${time(raiseFrom)}`);
  });

  it('removes a limit after the wait, and offers no removal where there is no limit', async () => {
    const { writes } = renderResponsible();
    await waitFor(() => expect(amountField()).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Remove the limit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Your daily limit will be removed from ${time(raiseFrom)}. Until then, $500.00 applies.`,
    );
    expect(writes()[0]?.body).toEqual({ daily: null });
    expect((await limitRows())[0]).toContain(`Removed from ${time(raiseFrom)}`);
    // Removal is on its way: nothing more to remove.
    expect(screen.queryByRole('button', { name: 'Remove the limit' })).toBeNull();
    await chooseLimit('Monthly');
    expect(screen.queryByRole('button', { name: 'Remove the limit' })).toBeNull();
  });

  it("shows the platform's refusal as it words it, and after no answer keeps the amount and points at the limits", async () => {
    let answer: 'refuse' | 'fault' = 'refuse';
    const { writes } = renderResponsible({
      'POST /wps/relay/MCSFE_setDepositLimits': () =>
        answer === 'refuse'
          ? { status: 400, errorCode: 'validation_failed', message: 'Field "daily" is an amount above 0.' }
          : { fault: 'network' },
    });
    await waitFor(() => expect(amountField()).toBeInTheDocument());
    await userEvent.type(amountField(), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Field "daily" is an amount above 0.');

    answer = 'fault';
    await userEvent.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(await screen.findByText(/We could not tell whether your limit was saved/)).toBeInTheDocument();
    expect(amountField()).toHaveValue('100');
    // Sent once per press: nothing went again on its own.
    expect(writes()).toHaveLength(2);
  });

  it('says when the limits cannot be loaded, and loads them again when asked', async () => {
    let fail = true;
    renderResponsible({
      'GET /wps/relay/MCSFE_getDepositLimits': () => (fail ? { status: 500 } : { value: someLimits }),
    });
    expect(await screen.findByText('Your deposit limits could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await limitRows()).toHaveLength(3));
  });

  it('confirms a break in plain words, starts it, says until when, then signs the player out', async () => {
    const { writes, onSignOut } = renderResponsible({
      'POST /wps/relay/MCSFE_selfExclude': { value: { until: breakUntil } },
    });
    const breaks = within(await screen.findByRole('region', { name: 'Take a break' }));
    expect(breaks.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Time-out for 24 hours',
      'Time-out for 7 days',
      'Time-out for 30 days',
      'Self-exclusion for 6 months',
    ]);

    // Cancel sends nothing.
    await userEvent.click(breaks.getByRole('button', { name: 'Time-out for 7 days' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Time-out for 7 days?' }));
    expect(
      dialog.getByText(/You will be signed out now and cannot log in again until .+\. This cannot be/),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([]);

    await userEvent.click(breaks.getByRole('button', { name: 'Time-out for 7 days' }));
    dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Start my break' }));
    await waitFor(() => expect(onSignOut).toHaveBeenCalledOnce());
    expect(writes()[0]?.body).toEqual({ period: '7D' });
    expect(breaks.getByRole('status')).toHaveTextContent(
      `Your break has started. You can log in again from ${time(breakUntil)}.`,
    );
  });

  it('keeps the player signed in when a break is refused, and says when its start is unknown', async () => {
    let answer: 'refuse' | 'fault' = 'refuse';
    const { onSignOut } = renderResponsible({
      'POST /wps/relay/MCSFE_selfExclude': () =>
        answer === 'refuse'
          ? { status: 400, errorCode: 'validation_failed', message: 'Choose one of the offered periods.' }
          : { fault: 'network' },
    });
    const breaks = within(await screen.findByRole('region', { name: 'Take a break' }));
    await userEvent.click(breaks.getByRole('button', { name: 'Time-out for 24 hours' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Start my break' }),
    );
    expect(await breaks.findByRole('alert')).toHaveTextContent('Choose one of the offered periods.');

    answer = 'fault';
    await userEvent.click(breaks.getByRole('button', { name: 'Self-exclusion for 6 months' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Start my break' }),
    );
    expect(await breaks.findByRole('alert')).toHaveTextContent(/We could not tell whether your break has started/);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('keeps the reality-check interval in this browser, off until chosen', async () => {
    renderResponsible();
    const reminder = within(await screen.findByRole('region', { name: 'Reality check' }));
    expect(reminder.getByRole('combobox', { name: 'Remind me' })).toHaveTextContent('Off');
    await userEvent.click(reminder.getByRole('combobox', { name: 'Remind me' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Every 30 minutes' }));
    expect(await reminder.findByRole('status')).toHaveTextContent('You will be reminded every 30 minutes of play.');
    expect(readStorage(storageKeys.realityCheckMinutes)).toBe('30');

    await userEvent.click(reminder.getByRole('combobox', { name: 'Remind me' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Off' }));
    expect(await reminder.findByRole('status')).toHaveTextContent('The reality check is off.');
    expect(readStorage(storageKeys.realityCheckMinutes)).toBeNull();
  });

  it("links the brand's help organisations in a new tab, safely", async () => {
    renderResponsible();
    const help = within(await screen.findByRole('region', { name: 'Get help' }));
    const links = help.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(organisations.map((item) => item.url));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(help.getByRole('link', { name: 'GamCare (opens in a new tab)' })).toBeInTheDocument();
  });
});
