import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { forwardRef, useRef, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button';
import { Panel, Scrim, Title } from '../Dialog/Dialog.styles';
import { useFocusableWhenScrollable, useReturnFocus } from '../Dialog/useOverlayFocus';
import { usePortalContainer } from '../Portal';
import { Actions, Heading, Message } from './AlertDialog.styles';

interface AlertDialogBaseProps {
  open: boolean;
  /** Called with `false` after OK (unless `onOk` returned a promise), Cancel or Esc. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  okLabel: string;
  /**
   * Called when OK is pressed. Return a promise for an asynchronous confirm: the dialog then stays open, so show
   * `okLoading` while the work runs and close it (`open={false}`) when done.
   */
  onOk?: (() => void) | (() => Promise<unknown>);
  /** Called when the dialog is dismissed without OK: Cancel or Esc. */
  onCancel?: () => void;
  okVariant?: 'primary' | 'danger';
  /** OK shows a spinner and ignores presses; Cancel and Esc are held off until the work ends. */
  okLoading?: boolean;
  /** An element that opens the dialog; focus returns to it on close. Without one, focus returns to the opener. */
  trigger?: ReactElement;
  /** Where to portal; by default the nearest `[data-theme-scope]`, else `document.body`. */
  container?: HTMLElement | null;
}

interface WarningProps extends AlertDialogBaseProps {
  /** One OK button: a message the user acknowledges ("Network link is abnormal, please try again"). */
  kind?: 'warning';
  cancelLabel?: never;
}

interface ConfirmProps extends AlertDialogBaseProps {
  /** Cancel and OK: a decision ("Log out?"). */
  kind: 'confirm';
  cancelLabel: string;
}

export type AlertDialogProps = WarningProps | ConfirmProps;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** The alert dialog itself, loaded after the page has painted or when first opened (see `AlertDialog`). */
export const AlertDialogPopup = forwardRef<HTMLDivElement, AlertDialogProps>(function AlertDialogPopup(props, ref) {
  const {
    open,
    onOpenChange,
    title,
    message,
    okLabel,
    onOk,
    onCancel,
    okVariant = 'primary',
    okLoading = false,
    trigger,
    container: containerProp,
  } = props;
  const { container, anchor } = usePortalContainer(containerProp);
  const { rememberOpener, returnFocus } = useReturnFocus(trigger !== undefined);
  const scroller = useFocusableWhenScrollable();
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      if (okLoading) return;
      onCancel?.();
    }
    onOpenChange(next);
  };

  const handleOk = () => {
    if (isThenable(onOk?.())) return;
    onOpenChange(false);
  };

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      {trigger && <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>}
      {anchor}
      {container && (
        <AlertDialogPrimitive.Portal container={container}>
          <AlertDialogPrimitive.Overlay asChild>
            <Scrim>
              <AlertDialogPrimitive.Content
                asChild
                onOpenAutoFocus={(event) => {
                  rememberOpener(event);
                  event.preventDefault();
                  (props.kind === 'confirm' ? cancelRef : okRef).current?.focus({ preventScroll: true });
                }}
                onCloseAutoFocus={returnFocus}
                onEscapeKeyDown={(event) => {
                  if (okLoading) event.preventDefault();
                }}
              >
                <Panel ref={ref} $size="sm">
                  <Heading>
                    <AlertDialogPrimitive.Title asChild>
                      <Title>{title}</Title>
                    </AlertDialogPrimitive.Title>
                  </Heading>
                  <AlertDialogPrimitive.Description asChild>
                    <Message ref={scroller.ref} tabIndex={scroller.tabIndex}>
                      {message}
                    </Message>
                  </AlertDialogPrimitive.Description>
                  <Actions>
                    {props.kind === 'confirm' && (
                      <AlertDialogPrimitive.Cancel asChild>
                        <Button ref={cancelRef} variant="secondary" disabled={okLoading}>
                          {props.cancelLabel}
                        </Button>
                      </AlertDialogPrimitive.Cancel>
                    )}
                    <Button ref={okRef} variant={okVariant} loading={okLoading} onClick={handleOk}>
                      {okLabel}
                    </Button>
                  </Actions>
                </Panel>
              </AlertDialogPrimitive.Content>
            </Scrim>
          </AlertDialogPrimitive.Overlay>
        </AlertDialogPrimitive.Portal>
      )}
    </AlertDialogPrimitive.Root>
  );
});
