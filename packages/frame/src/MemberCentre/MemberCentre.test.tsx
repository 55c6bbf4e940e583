import { I18nProvider } from '@lobby/i18n/react';
import { render, screen, within } from '@testing-library/react';
import en from '../messages/en.json';
import { MemberCentre, memberPageShown } from './MemberCentre';

async function menuEntries(flags: { MANPLAYREB3?: boolean }) {
  render(
    <I18nProvider language="EN" messages={en}>
      <MemberCentre page="securityCenter" onPageChange={() => undefined} flags={flags} />
    </I18nProvider>,
  );
  // The dialog's code loads on first open.
  return within(await screen.findByRole('navigation'))
    .getAllByRole('button')
    .map((entry) => entry.textContent);
}

describe('MemberCentre', () => {
  it('lists the manual rebate where the merchant has MANPLAYREB3 on', async () => {
    const entries = await menuEntries({ MANPLAYREB3: true });
    expect(entries).toHaveLength(15);
    expect(entries.at(-1)).toBe('Manual rebate');
  });

  it('leaves it out where the switch is off', async () => {
    const entries = await menuEntries({});
    expect(entries).toHaveLength(14);
    expect(entries).not.toContain('Manual rebate');
  });

  it('shows the default page for an address naming a page the merchant does not offer', () => {
    expect(memberPageShown('manualRebate', { MANPLAYREB3: true })).toBe('manualRebate');
    expect(memberPageShown('manualRebate', { MANPLAYREB3: false })).toBe('securityCenter');
    expect(memberPageShown('messageV2', {})).toBe('messageV2');
  });
});
