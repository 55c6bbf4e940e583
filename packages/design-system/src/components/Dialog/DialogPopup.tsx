import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { usePortalContainer } from '../Portal';
import { CloseIcon } from '../Icons';
import { Body, CloseButton, Description, Footer, Header, Panel, Scrim, Title, type DialogSize } from './Dialog.styles';
import { useFocusableWhenScrollable, useReturnFocus } from './useOverlayFocus';
import { keepOpenForNotifications } from '../Toast/notifications';

export interface DialogProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A single element (usually a Button) that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Names the dialog. */
  title: ReactNode;
  /** Describes the dialog; announced with the title when it opens. */
  description?: ReactNode;
  /** Accessible name of the close button ("Close"). */
  closeLabel: string;
  /** Maximum inline size: sm 400 px, md 560 px, lg 800 px; always the viewport minus margins on phones. */
  size?: DialogSize;
  /** On phones, the whole screen instead of a panel within margins: for a view as large as a page (the centres). */
  fullScreenOnPhone?: boolean;
  /** Actions at the block end, outside the scrolling body. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Where to portal; by default the nearest `[data-theme-scope]`, else `document.body`. */
  container?: HTMLElement | null;
  /**
   * Where focus goes on close, when it answers an element on the page; else what had focus when the dialog opened
   * (or the trigger). For a dialog opened by an address (a link followed, a page loaded), the control it belongs to.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** The dialog itself, loaded after the page has painted or when first opened (see `Dialog`). */
export const DialogPopup = forwardRef<HTMLDivElement, DialogProps>(function DialogPopup(
  {
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    title,
    description,
    closeLabel,
    size = 'md',
    fullScreenOnPhone = false,
    footer,
    children,
    container: containerProp,
    returnFocusTo,
  },
  ref,
) {
  const { container, anchor } = usePortalContainer(containerProp);
  const { rememberOpener, returnFocus } = useReturnFocus(trigger !== undefined, returnFocusTo);
  const scroller = useFocusableWhenScrollable();
  const hasDescription = description != null && description !== false;

  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      {anchor}
      {container && (
        <DialogPrimitive.Portal container={container}>
          <DialogPrimitive.Overlay asChild>
            <Scrim $fullScreenOnPhone={fullScreenOnPhone}>
              <DialogPrimitive.Content
                onInteractOutside={keepOpenForNotifications}
                asChild
                onOpenAutoFocus={rememberOpener}
                onCloseAutoFocus={returnFocus}
                // Without a description, say so explicitly rather than point at nothing.
                {...(hasDescription ? {} : { 'aria-describedby': undefined })}
              >
                <Panel ref={ref} $size={size} $fullScreenOnPhone={fullScreenOnPhone}>
                  <Header>
                    <DialogPrimitive.Title asChild>
                      <Title>{title}</Title>
                    </DialogPrimitive.Title>
                    <DialogPrimitive.Close asChild>
                      <CloseButton type="button" aria-label={closeLabel}>
                        <CloseIcon />
                      </CloseButton>
                    </DialogPrimitive.Close>
                  </Header>
                  {hasDescription && (
                    <DialogPrimitive.Description asChild>
                      <Description>{description}</Description>
                    </DialogPrimitive.Description>
                  )}
                  <Body ref={scroller.ref} tabIndex={scroller.tabIndex}>
                    <div>{children}</div>
                  </Body>
                  {footer && <Footer>{footer}</Footer>}
                </Panel>
              </DialogPrimitive.Content>
            </Scrim>
          </DialogPrimitive.Overlay>
        </DialogPrimitive.Portal>
      )}
    </DialogPrimitive.Root>
  );
});
