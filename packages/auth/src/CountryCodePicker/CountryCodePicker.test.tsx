import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { answer, platform, renderWithAuth, withMswServer } from '../testing/authTestKit';
import { CountryCodePicker } from './CountryCodePicker';

const server = setupServer();
withMswServer(server);

const countries = http.get(`${platform}/wps/system/country`, () =>
  answer({
    countryCode: 'TH',
    countryDialingCode: '66',
    countries: [
      { countryCode: 'VN', countryDialingCode: 84 },
      { countryCode: 'TH', countryDialingCode: '66' },
      { countryCode: 'AE', countryDialingCode: '971' },
    ],
  }),
);

describe('CountryCodePicker', () => {
  it('starts from the given dialing code when a country has it, and reports it', async () => {
    server.use(countries);
    const onChange = vi.fn();
    renderWithAuth(<CountryCodePicker initialDialingCode="+84" onChange={onChange} />);
    expect(await screen.findByRole('button', { name: 'Country code: Vietnam +84' })).toBeEnabled();
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ countryCode: 'VN', countryDialingCode: '84' });
  });

  it("starts from the visitor's country otherwise", async () => {
    server.use(countries);
    const onChange = vi.fn();
    renderWithAuth(<CountryCodePicker initialDialingCode="999" onChange={onChange} />);
    expect(await screen.findByRole('button', { name: 'Country code: Thailand +66' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith({ countryCode: 'TH', countryDialingCode: '66' });
  });

  it('opens on click, reports a choice by keyboard, and closes on Escape and outside clicks', async () => {
    server.use(countries);
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithAuth(
      <>
        <CountryCodePicker onChange={onChange} />
        <p>Outside</p>
      </>,
    );
    const trigger = await screen.findByRole('button', { name: 'Country code: Thailand +66' });

    await user.click(trigger);
    expect(screen.getByRole('menu', { name: 'Countries' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(trigger);
    await user.click(screen.getByText('Outside'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(trigger);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: 'AE', countryDialingCode: '971' });
    expect(screen.getByRole('button', { name: 'Country code: United Arab Emirates +971' })).toHaveFocus();
  });

  it('shows the country code on a chip when no flag is served', async () => {
    server.use(countries);
    renderWithAuth(<CountryCodePicker onChange={() => {}} flagSrc={() => null} />);
    const trigger = await screen.findByRole('button', { name: /Thailand/ });
    expect(trigger).toHaveTextContent('TH+66');
  });
});
