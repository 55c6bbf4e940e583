import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { useTheme } from '../../theme';
import { CloseIcon } from '../Icons';
import { CloseButton, Header, Title } from '../Dialog/Dialog.styles';
import { useFocusableWhenScrollable, useReturnFocus } from '../Dialog/useOverlayFocus';
import { usePortalContainer } from '../Portal';
import { VisuallyHidden } from '../VisuallyHidden';
import { DrawerBody, DrawerPanel, DrawerScrim, type DrawerSide } from './Drawer.styles';
import { keepOpenForNotifications } from '../Toast/notifications';

export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A single element (a menu button) that opens the drawer; focus returns to it on close. */
  trigger?: ReactElement;
  /** Names the drawer for assistive technology. */
  title: ReactNode;
  /** Keeps the title for assistive technology only, when the content makes it obvious to sighted users. */
  hideTitle?: boolean;
  /** Accessible name of the close button ("Close menu"). */
  closeLabel: string;
  /** The edge it slides in from: the inline start (left in left-to-right, right in right-to-left) or end. */
  side?: DrawerSide;
  children?: ReactNode;
  /** Where to portal; by default the nearest `[data-theme-scope]`, else `document.body`. */
  container?: HTMLElement | null;
}

/** A modal side panel (the phone menu): focus is trapped, Esc, the scrim and the close button close it. */
export const Drawer = forwardRef<HTMLDivElement, DrawerProps>(function Drawer(
  {
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    title,
    hideTitle = false,
    closeLabel,
    side = 'start',
    children,
    container: containerProp,
  },
  ref,
) {
  const { dir } = useTheme();
  const { container, anchor } = usePortalContainer(containerProp);
  const { rememberOpener, returnFocus } = useReturnFocus(trigger !== undefined);
  const scroller = useFocusableWhenScrollable();
  const from = (side === 'start') === (dir === 'ltr') ? 'left' : 'right';

  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      {anchor}
      {container && (
        <DialogPrimitive.Portal container={container}>
          <DialogPrimitive.Overlay asChild>
            <DrawerScrim />
          </DialogPrimitive.Overlay>
          <DialogPrimitive.Content
            onInteractOutside={keepOpenForNotifications}
            asChild
            aria-describedby={undefined}
            onOpenAutoFocus={rememberOpener}
            onCloseAutoFocus={returnFocus}
          >
            <DrawerPanel ref={ref} $side={side} $from={from} data-side={side}>
              <Header>
                <DialogPrimitive.Title asChild>
                  {hideTitle ? <VisuallyHidden as="h2">{title}</VisuallyHidden> : <Title>{title}</Title>}
                </DialogPrimitive.Title>
                <DialogPrimitive.Close asChild>
                  <CloseButton type="button" aria-label={closeLabel}>
                    <CloseIcon />
                  </CloseButton>
                </DialogPrimitive.Close>
              </Header>
              <DrawerBody ref={scroller.ref} tabIndex={scroller.tabIndex}>
                <div>{children}</div>
              </DrawerBody>
            </DrawerPanel>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      )}
    </DialogPrimitive.Root>
  );
});
