import type { FakePlatform } from '@lobby/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoRules, registerAnswers } from '../testing/registerAnswers';
import { StoryQueries } from '../testing/StoryQueries';
import { RegisterCentrePage } from './RegisterCentrePage';

function StoryCentre({ platform, flags }: { platform: FakePlatform; flags: string[] }) {
  return (
    <StoryQueries platform={platform}>
      {(client) => (
        <RegisterCentrePage
          client={client}
          memberId="9"
          isFlagOn={(flag) => flags.includes(flag)}
          renderQr={(value) => (
            <svg role="img" aria-label={value} width="96" height="96" viewBox="0 0 4 4">
              <path d="M0 0h2v2H0zM2 2h2v2H2z" fill="currentColor" />
            </svg>
          )}
          origin="https://lotus.example"
          registerRules={demoRules}
        />
      )}
    </StoryQueries>
  );
}

const meta = {
  title: 'Agent Centre/RegisterCentrePage',
  component: StoryCentre,
  args: { platform: registerAnswers(), flags: ['AGEREGDOWN3', 'CREATEAFF3'] },
} satisfies Meta<typeof StoryCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

// The plays find controls by role and place, not by their words: every brand runs them in its own language.
const links = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2), { timeout: 10_000 });
  return canvas.getAllByRole('listitem');
};

export const Centre: Story = {
  play: async ({ canvasElement }) => {
    await links(canvasElement);
    await waitFor(() => expect(within(canvasElement).getAllByRole('textbox').length).toBeGreaterThan(4), {
      timeout: 10_000,
    });
  },
};

export const QrShown: Story = {
  play: async ({ canvasElement }) => {
    const [first] = await links(canvasElement);
    if (!first) throw new Error('no link');
    const [, qr] = within(first).getAllByRole('button');
    if (!qr) throw new Error('no QR button');
    await userEvent.click(qr);
    await expect(within(first).getByRole('img')).toBeInTheDocument();
  },
};

export const RegisterRefused: Story = {
  play: async ({ canvasElement }) => {
    await links(canvasElement);
    const [form] = Array.from(canvasElement.querySelectorAll('form'));
    if (!form) throw new Error('no form');
    const [username, realName] = within(form).getAllByRole('textbox');
    const passwords = form.querySelectorAll<HTMLInputElement>('input[type="password"]');
    if (!username || !realName || passwords.length !== 2) throw new Error('the form has other fields');
    await userEvent.type(username, 'taken1');
    for (const password of passwords) await userEvent.type(password, 'secret123');
    await userEvent.type(realName, 'Lan Pham');
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!submit) throw new Error('no submit button');
    await userEvent.click(submit);
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'), { timeout: 10_000 });
  },
};

export const NothingOffered: Story = {
  args: { flags: [], platform: registerAnswers({ links: [] }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('p').length).toBeGreaterThan(2), { timeout: 10_000 });
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { platform: { ...registerAnswers(), 'GET /wps/relay/MCSFE_getAffiliateLinks': { fault: 'network' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
