import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoRules, registerAnswers } from '../testing/registerAnswers';
import { renderPage } from '../testing/renderPage';
import { RegisterCentrePage } from './RegisterCentrePage';

function renderCentre(platform: FakePlatform = registerAnswers(), flags: string[] = ['AGEREGDOWN3', 'CREATEAFF3']) {
  const { client, sent } = fakeClient(platform);
  renderPage(
    <RegisterCentrePage
      client={client}
      memberId="9"
      isFlagOn={(flag) => flags.includes(flag)}
      renderQr={(value) => <img alt={`QR of ${value}`} />}
      origin="https://lotus.example"
      registerRules={demoRules}
    />,
  );
  return { sent };
}

const registerForm = () => screen.getByRole('region', { name: 'Register a downline' });

async function fillRegistration(name: string) {
  const form = registerForm();
  await userEvent.type(await within(form).findByRole('textbox', { name: /Username/ }), name);
  await userEvent.type(within(form).getByLabelText(/^Password/), 'secret123');
  await userEvent.type(within(form).getByLabelText(/Confirm password/), 'secret123');
  await userEvent.type(within(form).getByRole('textbox', { name: /Real name/ }), 'Lan Pham');
  await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
}

describe('RegisterCentrePage', () => {
  it("registers a downline with the merchant's fields, encrypted, and says it can log in", async () => {
    const { sent } = renderCentre();
    await fillRegistration('lan.pham');
    expect(await within(registerForm()).findByRole('status')).toHaveTextContent(
      'lan.pham is registered in your team and can log in now.',
    );
    const call = sent.find((request) => request.path.endsWith('MCSFE_registerDownline'));
    expect(call?.headers.get('encryption')).toBe('readable');
    expect(call?.body).toEqual({
      username: 'lan.pham',
      password: 'secret123',
      confirmPassword: 'secret123',
      payeeName: 'Lan Pham',
    });
  });

  it('checks the fields before sending, and shows a taken name at its field', async () => {
    const { sent } = renderCentre();
    const form = registerForm();
    await userEvent.click(await within(form).findByRole('button', { name: 'Register' }));
    expect(within(form).getAllByText('Input cannot be empty')).toHaveLength(4);
    await userEvent.type(within(form).getByRole('textbox', { name: /Username/ }), 'abc');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'secret123');
    await userEvent.type(within(form).getByLabelText(/Confirm password/), 'secret124');
    expect(within(form).getByText('Use 4 to 16 characters.')).toBeInTheDocument();
    expect(within(form).getByText('The two passwords differ.')).toBeInTheDocument();
    expect(sent.some((request) => request.path.endsWith('MCSFE_registerDownline'))).toBe(false);

    await userEvent.clear(within(form).getByRole('textbox', { name: /Username/ }));
    await userEvent.clear(within(form).getByLabelText(/Confirm password/));
    await userEvent.clear(within(form).getByLabelText(/^Password/));
    await fillRegistration('taken1');
    expect(await within(form).findByText('This user name is already registered.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Username/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the links with what they brought, copies one and shows its QR code', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCentre();
    const link = await screen.findByRole('listitem', { name: 'Link K7QD4M' });
    expect(link).toHaveTextContent('Facebook group');
    expect(link).toHaveTextContent('3 registrations');
    expect(within(link).getByRole('textbox')).toHaveValue('https://lotus.example/?affiliateCode=K7QD4M');
    await userEvent.click(within(link).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://lotus.example/?affiliateCode=K7QD4M');
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    await userEvent.click(within(link).getByRole('button', { name: 'QR code' }));
    expect(within(link).getByRole('img', { name: 'QR of https://lotus.example/?affiliateCode=K7QD4M' })).toBeVisible();
  });

  it('makes a new link with a note, checking its length', async () => {
    const { sent } = renderCentre();
    const note = await screen.findByRole('textbox', { name: /Note/ });
    await userEvent.type(note, 'x'.repeat(41));
    await userEvent.click(screen.getByRole('button', { name: 'Create a link' }));
    expect(screen.getByText('Use at most 40 characters.')).toBeInTheDocument();
    await userEvent.clear(note);
    await userEvent.type(note, 'Flyers');
    await userEvent.click(screen.getByRole('button', { name: 'Create a link' }));
    expect(await screen.findByText('Link N5RT8B is ready to share.')).toBeInTheDocument();
    expect(sent.find((request) => request.path.endsWith('MCSFE_createAffiliateLink'))?.body).toEqual({
      remark: 'Flyers',
    });
    expect(await screen.findByRole('listitem', { name: 'Link N5RT8B' })).toHaveTextContent('Flyers');
  });

  it('offers neither registering nor new links when the merchant allows neither', async () => {
    renderCentre(registerAnswers(), []);
    expect(await screen.findByRole('listitem', { name: 'Link W2HX9P' })).toBeInTheDocument();
    expect(screen.getByText(/Registering downlines here is not offered/)).toBeInTheDocument();
    expect(screen.getByText('New affiliate links are not offered on this site.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });
});
