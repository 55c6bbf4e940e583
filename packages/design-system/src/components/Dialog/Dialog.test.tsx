import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { preloadOverlays } from '../../internal/preloadOverlays';

// The deferred loading itself is tested in internal/deferredPart.test.tsx.
beforeAll(preloadOverlays);

const hasFocusWithin = (element: Element) => element.matches(':focus-within');

function renderWithTrigger(props: Partial<Parameters<typeof Dialog>[0]> = {}) {
  return render(
    <Dialog
      trigger={<Button>Open rules</Button>}
      title="Bonus rules"
      description="Read before you claim."
      closeLabel="Close"
      footer={<Button>Claim bonus</Button>}
      {...props}
    >
      <p>Wager the bonus 20 times.</p>
      <a href="#terms">Full terms</a>
    </Dialog>,
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a named, described modal dialog with focus inside', async () => {
    renderWithTrigger();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open rules' }));

    const dialog = screen.getByRole('dialog', { name: 'Bonus rules' });
    expect(dialog).toHaveAccessibleDescription('Read before you claim.');
    expect(within(dialog).getByText('Wager the bonus 20 times.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Claim bonus' })).toBeVisible();
    expect(hasFocusWithin(dialog)).toBe(true);
  });

  it('closes on Esc and returns focus to the trigger', async () => {
    renderWithTrigger();
    const trigger = screen.getByRole('button', { name: 'Open rules' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with the labelled close button', async () => {
    renderWithTrigger();
    await userEvent.click(screen.getByRole('button', { name: 'Open rules' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open rules' })).toHaveFocus();
  });

  it('closes on a press outside the panel', async () => {
    renderWithTrigger();
    await userEvent.click(screen.getByRole('button', { name: 'Open rules' }));
    // Radix blocks pointer events on the page behind the scrim; the press still counts as outside.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithTrigger();
    await userEvent.click(screen.getByRole('button', { name: 'Open rules' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(hasFocusWithin(dialog)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(hasFocusWithin(dialog)).toBe(true);
  });

  it('has no description reference when no description is given', async () => {
    renderWithTrigger({ description: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Open rules' }));
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
  });

  it('reports open changes when controlled and returns focus to the opener without a trigger', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Show rules</Button>
          <Dialog
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
            title="Bonus rules"
            closeLabel="Close"
          >
            <p>Rules</p>
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Show rules' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Bonus rules' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus where returnFocusTo points on close, whatever had focus when it opened', async () => {
    function OpenedByAddress() {
      const [open, setOpen] = useState(true);
      const card = useRef<HTMLAnchorElement>(null);
      return (
        <>
          <a ref={card} href="#rules">
            Bonus rules card
          </a>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="Bonus rules"
            closeLabel="Close"
            returnFocusTo={() => card.current}
          >
            <p>Rules</p>
          </Dialog>
        </>
      );
    }
    render(<OpenedByAddress />);
    expect(screen.getByRole('dialog', { name: 'Bonus rules' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bonus rules card' })).toHaveFocus();
  });

  it('portals into the surrounding theme scope so brand and direction apply', async () => {
    render(
      <div data-theme-scope="" data-brand="lotus" dir="rtl" data-testid="scope">
        <Dialog defaultOpen title="Bonus rules" closeLabel="Close">
          <p>Rules</p>
        </Dialog>
      </div>,
    );
    expect(within(screen.getByTestId('scope')).getByRole('dialog', { name: 'Bonus rules' })).toBeVisible();
  });

  it('makes a tall body reachable by keyboard so it can be scrolled', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    render(
      <Dialog defaultOpen title="Terms" closeLabel="Close">
        <p>Very long terms</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    const dialog = screen.getByRole('dialog');
    // Focus moved to another stop inside the dialog: the scrolling body, as it holds nothing focusable itself.
    expect(screen.getByRole('button', { name: 'Close' })).not.toHaveFocus();
    expect(dialog).not.toHaveFocus();
    expect(hasFocusWithin(dialog)).toBe(true);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
