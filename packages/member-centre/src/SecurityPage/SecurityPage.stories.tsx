import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeClient, type FakePlatform } from '@lobby/api-client/testing';
import { rankProgressWith, securityAnswers, securityWith } from '../testing/securityAnswers';
import { SecurityPage } from './SecurityPage';

/** An avatar drawn in the story itself: a coloured disc with its number, standing in for the platform's pictures. */
const storyAvatar = (icon: string) => {
  const hue = icon === 'default' ? 0 : Number(icon) * 47;
  const saturation = icon === 'default' ? 0 : 55;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="24" ` +
    `fill="hsl(${String(hue)} ${String(saturation)}% 32%)"/><circle cx="24" cy="19" r="8" fill="#f2d3b5"/>` +
    `<path d="M9 44c2-9 8-13 15-13s13 4 15 13z" fill="#f2d3b5"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

function StorySecurity({ platform, avatars = false }: { platform: FakePlatform; avatars?: boolean }) {
  const [state] = useState(() => ({
    client: fakeClient({ ...securityAnswers, ...platform }, { delayMs: 150 }).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  }));
  return (
    <QueryClientProvider client={state.queryClient}>
      <SecurityPage
        client={state.client}
        memberId="7"
        onMoneyMoved={() => undefined}
        onChangeLoginPassword={() => undefined}
        paymentPasswordRule={{ minLength: 6, maxLength: 6, acceptedPattern: '^[0-9]+$' }}
        {...(avatars ? { avatarCount: 7, avatarSrc: storyAvatar } : {})}
      />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Member Centre/SecurityPage',
  component: StorySecurity,
  args: { platform: { 'POST /wps/relay/MCSFE_setWithdrawPassword': { value: null } } },
} satisfies Meta<typeof StorySecurity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No payment password yet: the form sets one, and a short one is refused next to the field. */
export const NoPaymentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const regions = await canvas.findAllByRole('region', {}, { timeout: 3000 });
    const form = within(regions.at(-1) as HTMLElement);
    const [password] = form.getAllByLabelText(/./, { selector: 'input' });
    await userEvent.type(password as HTMLElement, '2468');
    await userEvent.click(form.getAllByRole('button').at(-1) as HTMLElement);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A payment password set: changing it asks for the login password. */
export const PaymentPasswordSet: Story = {
  args: {
    platform: {
      'GET /wps/v2/member/securityConfig': securityWith({ paymentPasswordSet: true, email: 'k****@example.com' }),
    },
  },
  // Settled once every part has loaded: no spinner left.
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
  },
};

export const FailedLoad: Story = {
  args: { platform: { 'GET /wps/v2/member/securityConfig': { status: 503 } } },
  // Settled once the failure is said (the client's retries take a moment).
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** At the top VIP level: a sentence says so, no bar. */
export const TopVipLevel: Story = {
  args: {
    platform: {
      'GET /wps/relay/MCSFE_getPlayerRankProgress': rankProgressWith({
        playerRankName: 'Diamond',
        nextRankName: null,
        actual: 64_250,
        expected: 50_000,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [profile] = await canvas.findAllByRole('region', {}, { timeout: 10_000 });
    await waitFor(() => expect(canvas.queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
    await expect(within(profile as HTMLElement).queryByRole('progressbar')).toBeNull();
  },
};

/** The VIP level progress could not be loaded: said under the VIP level with a retry; the rest of the page stands. */
export const VipProgressFailed: Story = {
  args: { platform: { 'GET /wps/relay/MCSFE_getPlayerRankProgress': { status: 503 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
  },
};

/** Settled once every part has loaded and nothing is pending: no spinner, no announcement left. */
const settled = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
};

/** The site offers avatars: the current one shown, the choice a radio group. */
export const WithAvatars: Story = {
  args: { avatars: true },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { checked: true }, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/**
 * Binding a new mobile number: the form opens on the number, a malformed one is refused next to its field, a code is
 * sent (the button counts down) and the bind shows the number masked.
 */
export const BindMobile: Story = {
  tags: ['no-visual'],
  args: {
    platform: (() => {
      let bound = false;
      return {
        'GET /wps/v2/member/securityConfig': () => securityWith(bound ? { mobile: '91234****' } : { mobile: null }),
        'POST /wps/verification/otp': { value: { expiredMinutes: 1 } },
        'PUT /wps/member/info/mobile': () => {
          bound = true;
          return { value: { mobile: '91234****' } };
        },
      } satisfies FakePlatform;
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, contactsRegion] = await canvas.findAllByRole('region', {}, { timeout: 10_000 });
    const contacts = within(contactsRegion as HTMLElement);
    const [openMobile] = contacts.getAllByRole('button');
    await userEvent.click(openMobile as HTMLElement);
    const form = within(await contacts.findByRole('form'));
    const [number, code] = form.getAllByRole('textbox');
    await expect(number).toHaveFocus();
    await userEvent.type(number as HTMLElement, '12ab');
    const submit = canvasElement.querySelector('form button[type="submit"]') as HTMLElement;
    await userEvent.click(submit);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    const [sendCode] = form.getAllByRole('button');

    await userEvent.clear(number as HTMLElement);
    await userEvent.type(number as HTMLElement, '912345678');
    await userEvent.click(sendCode as HTMLElement);
    // Counting down: no longer busy sending, and disabled until the next code may be asked for.
    await waitFor(
      () => {
        expect(sendCode).not.toHaveAttribute('aria-busy', 'true');
        expect(sendCode).toHaveAttribute('aria-disabled', 'true');
      },
      { timeout: 5000 },
    );
    await expect(code).toHaveFocus();
    await userEvent.type(code as HTMLElement, '482913');
    await userEvent.click(submit);
    await expect(await contacts.findByText('91234****', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(contacts.queryByRole('form')).toBeNull();
  },
};

/** The platform refuses the number: bound to another member. The refusal shows next to the field, in the page's words. */
export const MobileTaken: Story = {
  tags: ['no-visual'],
  args: {
    platform: {
      'POST /wps/verification/otp': {
        status: 400,
        errorCode: 'mobile_taken',
        message: 'This mobile number is bound to another account.',
        value: { field: 'mobileNum' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, contactsRegion] = await canvas.findAllByRole('region', {}, { timeout: 10_000 });
    const contacts = within(contactsRegion as HTMLElement);
    await userEvent.click(contacts.getAllByRole('button')[0] as HTMLElement);
    const form = within(await contacts.findByRole('form'));
    const [number] = form.getAllByRole('textbox');
    const [sendCode] = form.getAllByRole('button');
    await userEvent.type(number as HTMLElement, '912000001');
    // Ready once the dialing codes have loaded.
    await waitFor(() => expect(sendCode).not.toHaveAttribute('aria-disabled', 'true'), { timeout: 5000 });
    await userEvent.click(sendCode as HTMLElement);
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'), { timeout: 5000 });
  },
};
