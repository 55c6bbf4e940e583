import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { NavItem } from '../navigation/navItem';
import { messageText, useBrandLogo, withRouter } from '../storybook/storyKit';
import { Header, type HeaderProps } from './Header';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function BrandHeader(props: Omit<HeaderProps, 'logoSrc' | 'brandName'>) {
  const logo = useBrandLogo();
  return (
    <>
      <Header logoSrc={logo.src} brandName={logo.name} {...props} />
      {/* What the side-menu toggle controls. */}
      <div id="side-menu" />
    </>
  );
}

/** Every entry, as a merchant with games in each hall has them. */
const allNavItems: NavItem[] = [
  { key: 'home', to: '/' },
  { key: 'hot', to: '/hot' },
  { key: 'lottery', to: '/elott' },
  { key: 'live', to: '/live' },
  { key: 'sports', to: '/sports' },
  { key: 'fish', to: '/fish' },
  { key: 'rng', to: '/rng' },
  { key: 'pvp', to: '/pvp' },
  { key: 'esports', to: '/esports' },
  { key: 'promotions', to: '/promotions' },
  { key: 'download', to: '/down' },
  { key: 'cockfight', to: '/cockfight' },
  { key: 'rewards', to: '/rewards' },
];

/** Before the vendor data has arrived: the entries that need no games. */
const fixedNavItems = allNavItems.filter(({ key }) => ['home', 'promotions', 'download', 'rewards'].includes(key));

const onAccountAction = fn();
const onLogin = fn();

const meta = {
  title: 'Frame/Header',
  component: BrandHeader,
  decorators: [withRouter],
  args: {
    navItems: allNavItems,
    languages: ['EN', 'VI', 'TH', 'AR'],
    language: 'EN',
    onLanguageChange: fn(),
    account: null,
    onLogin,
    onAccountAction,
    onOpenMenu: fn(),
    sideMenu: { visible: true, onToggle: fn(), controlsId: 'side-menu' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BrandHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  tags: ['wide'],
  play: async ({ canvasElement, loaded }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    // Register is a link to its page; log in opens the popup.
    await expect(banner.getByRole('link', { name: messageText(loaded, 'frame.Header.register') })).toHaveAttribute(
      'href',
      '/register',
    );
    await userEvent.click(banner.getByRole('button', { name: messageText(loaded, 'frame.Header.logIn') }));
    await expect(onLogin).toHaveBeenCalled();
    const nav = banner.getByRole('navigation');
    await expect(within(nav).getAllByRole('link')).toHaveLength(13);
  },
};

export const WithoutVendorData: Story = {
  tags: ['wide'],
  args: { navItems: fixedNavItems },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation'));
    await expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/promotions',
      '/down',
      '/rewards',
    ]);
  },
};

export const Member: Story = {
  args: { account: { name: 'Demo', isAgent: false } },
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    // The menu's code loads on first use; its placeholder button is replaced when it has.
    await waitFor(() => expect(banner.getByRole('button', { name: /Demo/ })).not.toHaveAttribute('aria-disabled'), {
      timeout: 5000,
    });
    await userEvent.click(banner.getByRole('button', { name: /Demo/ }));
    const menu = await page(canvasElement).findByRole('menu');
    // Deposit, withdraw, my account, betting record, account record, sign out: no agent entry.
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
    await userEvent.keyboard('{Escape}');
  },
};

export const Agent: Story = {
  args: { account: { name: 'Demo agent', isAgent: true } },
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    // The menu's code loads on first use; its placeholder button is replaced when it has.
    await waitFor(
      () => expect(banner.getByRole('button', { name: /Demo agent/ })).not.toHaveAttribute('aria-disabled'),
      { timeout: 5000 },
    );
    await userEvent.click(banner.getByRole('button', { name: /Demo agent/ }));
    const items = within(await page(canvasElement).findByRole('menu')).getAllByRole('menuitem');
    await expect(items).toHaveLength(7);
    await userEvent.click(items[5] as HTMLElement);
    await expect(onAccountAction).toHaveBeenLastCalledWith('agent');
  },
};

export const CheckingSession: Story = {
  args: { checking: true },
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    await expect(banner.queryByRole('button', { name: /Demo/ })).not.toBeInTheDocument();
    await expect(banner.getAllByRole('link').some((link) => link.getAttribute('href') === '/register')).toBe(false);
  },
};
