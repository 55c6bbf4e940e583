import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../Button';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';
import { preloadOverlays } from '../../internal/preloadOverlays';

// The deferred loading itself is tested in internal/deferredPart.test.tsx.
beforeAll(preloadOverlays);

type Overrides = Partial<Omit<AlertDialogProps, 'kind' | 'cancelLabel'>>;

function Warning(overrides: Overrides) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Load games</Button>
      <AlertDialog
        kind="warning"
        open={open}
        onOpenChange={setOpen}
        title="Connection problem"
        message="Network link is abnormal, please try again"
        okLabel="OK"
        {...overrides}
      />
    </>
  );
}

function Confirm({ onOpenChange, ...overrides }: Overrides) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log out</Button>
      <AlertDialog
        kind="confirm"
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        title="Log out?"
        message="You will need to log in again to play."
        cancelLabel="Cancel"
        okLabel="Log out"
        okVariant="danger"
        {...overrides}
      />
    </>
  );
}

describe('AlertDialog', () => {
  it('shows a warning as a named, described alert dialog with OK focused', async () => {
    const onOk = vi.fn();
    render(<Warning onOk={onOk} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load games' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Connection problem' });
    expect(dialog).toHaveAccessibleDescription('Network link is abnormal, please try again');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    expect(onOk).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load games' })).toHaveFocus();
  });

  it('focuses Cancel first when confirming, and Cancel dismisses without OK', async () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    render(<Confirm onOk={onOk} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(screen.getByRole('alertdialog', { name: 'Log out?' })).toBeVisible();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await userEvent.click(cancel);

    expect(onCancel).toHaveBeenCalledOnce();
    expect(onOk).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('treats Esc as cancel', async () => {
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    render(<Confirm onCancel={onCancel} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('confirms with OK and closes', async () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    render(<Confirm onOk={onOk} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(onOk).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open for an asynchronous confirm until the caller closes it', async () => {
    let finish = () => {};
    function AsyncConfirm() {
      const [open, setOpen] = useState(true);
      const [loading, setLoading] = useState(false);
      return (
        <AlertDialog
          kind="confirm"
          open={open}
          onOpenChange={setOpen}
          title="Log out?"
          message="You will need to log in again to play."
          cancelLabel="Cancel"
          okLabel="Log out"
          okLoading={loading}
          onOk={() => {
            setLoading(true);
            return new Promise<void>((resolve) => {
              finish = () => {
                setLoading(false);
                setOpen(false);
                resolve();
              };
            });
          }}
        />
      );
    }
    render(<AsyncConfirm />);
    const ok = screen.getByRole('button', { name: 'Log out' });
    await userEvent.click(ok);

    expect(screen.getByRole('alertdialog')).toBeVisible();
    expect(ok).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alertdialog')).toBeVisible();

    act(() => finish());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not close on a press outside', async () => {
    render(<Warning />);
    await userEvent.click(screen.getByRole('button', { name: 'Load games' }));
    // The scrim sits outside the dialog; Radix blocks pointer events on the page behind it.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });
});
