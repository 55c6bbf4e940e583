import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { usePortalContainer } from '../Portal';
import { Content, Item, ItemBadge, ItemIcon, ItemLabel, ItemLink, Separator } from './Menu.styles';

export interface MenuItem {
  type?: 'item';
  key: string;
  label: ReactNode;
  /** Called when the item is chosen by pointer or keyboard; `event.preventDefault()` keeps the menu open. */
  onSelect?: (event: Event) => void;
  /** Renders the item as a link; Enter follows it. */
  href?: string;
  /** Decorative icon before the label; the label names the item. */
  icon?: ReactNode;
  /** After the label (a count, "New"); part of the item's accessible name. */
  badge?: ReactNode;
  disabled?: boolean;
  /** Destructive or leaving actions ("Log out"). */
  danger?: boolean;
}

export interface MenuSeparator {
  type: 'separator';
  key: string;
}

export type MenuEntry = MenuItem | MenuSeparator;

export interface MenuProps {
  /** A single element (usually a button) that opens the menu; focus returns to it on close. */
  trigger: ReactElement;
  items: readonly MenuEntry[];
  /** Aligns the menu with the trigger's inline start or end edge (mirrored in right-to-left). */
  align?: 'start' | 'end';
  /** Accessible name of the menu ("Account"). */
  label: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where to portal; by default the nearest `[data-theme-scope]`, else `document.body`. */
  container?: HTMLElement | null;
}

function MenuItemView({ item }: { item: MenuItem }) {
  const danger = item.danger ?? false;
  const body = (
    <>
      {item.icon != null && <ItemIcon aria-hidden="true">{item.icon}</ItemIcon>}
      <ItemLabel>{item.label}</ItemLabel>
      {/* The space keeps the accessible name readable ("Messages 3"); a flex container does not render it. */}
      {item.badge != null && (
        <>
          {' '}
          <ItemBadge>{item.badge}</ItemBadge>
        </>
      )}
    </>
  );
  return (
    <DropdownMenu.Item
      asChild
      disabled={item.disabled}
      onSelect={item.onSelect}
      textValue={typeof item.label === 'string' ? item.label : undefined}
    >
      {/* A disabled link keeps no href, so it cannot be followed by a click or middle-click. */}
      {item.href && !item.disabled ? (
        <ItemLink href={item.href} $danger={danger}>
          {body}
        </ItemLink>
      ) : (
        <Item $danger={danger}>{body}</Item>
      )}
    </DropdownMenu.Item>
  );
}

/** The menu itself, loaded after the page has painted or when first pressed (see `Menu`). */
export const MenuPopup = forwardRef<HTMLDivElement, MenuProps>(function MenuPopup(
  { trigger, items, align = 'start', label, open, defaultOpen, onOpenChange, container: containerProp },
  ref,
) {
  const { container, anchor } = usePortalContainer(containerProp);
  return (
    // Not modal: the menu already keeps Tab inside and closes on outside presses; a modal menu would also hide the
    // still-focusable trigger from assistive technology (an axe violation) and lock page scrolling for no gain.
    <DropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      {anchor}
      {container && (
        <DropdownMenu.Portal container={container}>
          <DropdownMenu.Content
            asChild
            align={align}
            sideOffset={4}
            collisionPadding={8}
            // Named by `label`, not by the trigger Radix points at: an icon trigger's name rarely names the menu.
            aria-labelledby={undefined}
            aria-label={label}
          >
            <Content ref={ref}>
              {items.map((entry) =>
                entry.type === 'separator' ? (
                  <DropdownMenu.Separator key={entry.key} asChild>
                    <Separator />
                  </DropdownMenu.Separator>
                ) : (
                  <MenuItemView key={entry.key} item={entry} />
                ),
              )}
            </Content>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      )}
    </DropdownMenu.Root>
  );
});
