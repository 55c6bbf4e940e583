import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme';
import { Button } from '../Button';
import { Drawer, type DrawerProps } from './Drawer';

function renderDrawer(props: Partial<DrawerProps> = {}) {
  return render(
    <Drawer trigger={<Button>Menu</Button>} title="Main menu" closeLabel="Close menu" {...props}>
      <nav aria-label="Main">
        <a href="#home">Home</a>
        <a href="#slots">Slots</a>
      </nav>
    </Drawer>,
  );
}

describe('Drawer', () => {
  it('opens from its trigger as a modal dialog named by its title', async () => {
    renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Main menu' });
    expect(screen.getByRole('heading', { name: 'Main menu' })).toBeVisible();
    expect(within(drawer).getByRole('link', { name: 'Slots' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('keeps a hidden title as the accessible name', async () => {
    renderDrawer({ hideTitle: true });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('closes with Esc or the close button and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    renderDrawer({ onOpenChange });
    const trigger = screen.getByRole('button', { name: 'Menu' });

    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('closes on a press on the scrim', async () => {
    renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the drawer', async () => {
    renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('renders inside the theme scope in right-to-left', async () => {
    const { container } = render(
      <ThemeProvider scope="element" brand="lotus" dir="rtl" lang="ar">
        <Drawer defaultOpen title="Main menu" closeLabel="Close menu" side="end">
          <p>Menu</p>
        </Drawer>
      </ThemeProvider>,
    );
    // Portalled into the scope (inside the render container), not the body, so brand and direction apply.
    const drawer = within(container).getByRole('dialog', { name: 'Main menu' });
    expect(drawer).toHaveAttribute('data-side', 'end');
  });
});
