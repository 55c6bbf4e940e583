import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyIdentity, withAuth } from '../storybook/storyKit';
import { captchaPicture } from '../storybook/storyPictures';
import { LoginPopup, type LoginPopupProps } from './LoginPopup';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function OpenLoginPopup(props: Omit<LoginPopupProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true);
  return <LoginPopup {...props} open={open} onOpenChange={setOpen} />;
}

const meta = {
  title: 'Auth/LoginPopup',
  component: OpenLoginPopup,
  args: { onSignedIn: fn(), onRegister: fn(), onForgotPassword: fn() },
  decorators: [
    withAuth({
      'POST /wps/session/login': (sent) =>
        sent.password === 'Player#2026'
          ? { value: { token: 'story-token', firstTimeLogin: false, passwordExpired: false, customerType: 0 } }
          : {
              status: 400,
              errorCode: 'invalid_credentials',
              message: 'Incorrect username or password.',
              value: { captcha: true },
            },
      'GET /wps/captcha': () => ({ value: captchaPicture('4821') }),
      'GET /wps/system/country': () => ({ value: { countryCode: 'VN', countryDialingCode: '84', countries: [] } }),
      'POST /wps/session/login/freeplay': () => ({ value: { token: 'story-trial', customerType: 4 } }),
    }),
  ],
} satisfies Meta<typeof OpenLoginPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const control = <T extends HTMLElement>(dialog: HTMLElement, selector: string): T => {
  const found = dialog.querySelector<T>(selector);
  if (!found) throw new Error(`The login form has no ${selector}`);
  return found;
};

export const Default: Story = {};

/** An empty form is refused field by field; a wrong password brings the platform's message and the captcha. */
export const RefusedThenCaptcha: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const submit = control<HTMLButtonElement>(dialog, 'form button[type="submit"]');
    const username = control<HTMLInputElement>(dialog, 'input[autocomplete="username"]');
    const password = control<HTMLInputElement>(dialog, 'input[autocomplete="current-password"]');
    await userEvent.click(submit);
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(username, 'player01');
    await userEvent.type(password, 'wrong-one');
    await userEvent.click(submit);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    await waitFor(() => expect(dialog.querySelector('img[src^="data:image/png"]')).not.toBeNull());
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

const thirdPartySignIn = withAuth(
  {
    'POST /wps/session/login': (sent) =>
      sent.type === 'firebase' && sent.firebaseIdToken === 'google-story-token'
        ? { value: { token: 'story-token', firstTimeLogin: true, passwordExpired: false, customerType: 0 } }
        : { status: 400, errorCode: 'identity_token_invalid', message: 'The sign-in could not be confirmed.' },
  },
  { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true, TWITTERLOGIN3: true },
  { identity: storyIdentity },
);

/** Google, Facebook and Twitter where the site turns them on and the brand has an identity provider. */
export const ThirdPartySignIn: Story = {
  decorators: [thirdPartySignIn],
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const social = control(dialog, 'section[aria-labelledby]');
    // Again until it shows: the dialog may still be growing into place.
    await waitFor(() => {
      social.scrollIntoView({ block: 'end' });
      expect(social.getBoundingClientRect().bottom).toBeLessThanOrEqual(dialog.getBoundingClientRect().bottom);
    });
  },
};

/** A sign-in through the provider: its token logs the player in (the provider's window is not part of the site). */
export const ThirdPartySignInJourney: Story = {
  tags: ['no-visual'],
  decorators: [thirdPartySignIn],
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    // The first of the buttons is Google's, in every language.
    await userEvent.click(control(dialog, 'section[aria-labelledby] button'));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'home' })));
  },
};

/** A login from a new address: the platform asks for a second proof before the session opens. */
export const NewAddress: Story = {
  decorators: [
    withAuth(
      {
        'POST /wps/session/login': {
          status: 400,
          errorCode: 'login_verify_required',
          message: 'Please confirm it is you: this is a new address for this account.',
          value: ['E', 'S', 'P'],
        },
        'POST /wps/session/login/verification': (sent) =>
          sent.email === 'player01@siam99.example'
            ? { value: { token: 'story-token', firstTimeLogin: false, passwordExpired: false, customerType: 0 } }
            : {
                status: 400,
                errorCode: 'login_verify_failed',
                message: 'The details you gave do not match this account.',
              },
      },
      { LOGINIPVERF3: true },
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.type(control<HTMLInputElement>(dialog, 'input[autocomplete="username"]'), 'player01');
    await userEvent.type(control<HTMLInputElement>(dialog, 'input[autocomplete="current-password"]'), 'Player#2026');
    await userEvent.click(control(dialog, 'form button[type="submit"]'));
    const email = await waitFor(() => control<HTMLInputElement>(dialog, 'input[type="email"]'));
    await userEvent.type(email, 'player01@siam99.example');
    await userEvent.click(control(dialog, 'form button[type="submit"]'));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'home' })));
  },
  tags: ['no-visual'],
};

/** The second proof's choices, as the player first sees them. */
export const NewAddressProof: Story = {
  decorators: NewAddress.decorators,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.type(control<HTMLInputElement>(dialog, 'input[autocomplete="username"]'), 'player01');
    await userEvent.type(control<HTMLInputElement>(dialog, 'input[autocomplete="current-password"]'), 'Player#2026');
    await userEvent.click(control(dialog, 'form button[type="submit"]'));
    await waitFor(() => control(dialog, 'input[type="email"]'));
  },
};
