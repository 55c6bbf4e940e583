import { useFlag } from '@lobby/whitelabel/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messageText, useBrandLogo, withRouter } from '@lobby/frame/storybook';
import { earningsFor, JoinView, type JoinViewProps } from './JoinPage';

/** The view of the toolbar's brand, with the earnings its flag switch allows. */
function FlaggedJoinView(props: Omit<JoinViewProps, 'earnings' | 'brandName'>) {
  const { name } = useBrandLogo();
  const earnings = earningsFor({
    SIGNCONDIV3: useFlag('SIGNCONDIV3'),
    DAILYSALCONT3: useFlag('DAILYSALCONT3'),
    HOURSAL3: useFlag('HOURSAL3'),
    RTSALARY3: useFlag('RTSALARY3'),
  });
  return <JoinView {...props} brandName={name} earnings={earnings} />;
}

const onContact = fn();
const onRegister = fn();

const meta = {
  title: 'Pages/JoinPage',
  component: FlaggedJoinView,
  decorators: [withRouter],
  args: { onContact, onRegister },
} satisfies Meta<typeof FlaggedJoinView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: customer service, register and the agent login. */
export const Visitor: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const page = within(canvasElement);
    const earn = within(await page.findByRole('region', { name: messageText(loaded, 'web.JoinPage.earnTitle') }));
    // Commission always; the dividend and three salaries with every flag on.
    await expect(earn.getAllByRole('heading', { level: 3 })).toHaveLength(globals.flags === 'off' ? 1 : 5);
    await userEvent.click(page.getByRole('button', { name: messageText(loaded, 'web.JoinPage.contact') }));
    await expect(onContact).toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: messageText(loaded, 'web.JoinPage.register') }));
    await expect(onRegister).toHaveBeenCalled();
    await expect(page.getByRole('link', { name: messageText(loaded, 'web.JoinPage.agentLogin') })).toHaveAttribute(
      'href',
      '/agentHome',
    );
  },
};

/** A signed-in agent, at a merchant without customer service: only the way to the agent home. */
export const SignedInAgent: Story = {
  args: { onContact: undefined, onRegister: undefined, isAgent: true },
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: messageText(loaded, 'web.JoinPage.agentHome') })).toBeVisible();
    await expect(page.queryAllByRole('button')).toHaveLength(0);
  },
};
