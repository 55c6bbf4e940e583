import { cloneElement, type MouseEvent, type ReactElement } from 'react';

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void } & Record<string, unknown>;

/**
 * An overlay's trigger shown before the overlay's code has loaded: the same element with the same state attributes
 * the loaded trigger carries, pressing it asks for the overlay (`onPress`) after the element's own click handler.
 */
export function triggerStandIn(
  trigger: ReactElement,
  onPress: () => void,
  attributes: Record<string, unknown> = {},
): ReactElement {
  const own = (trigger.props as TriggerProps).onClick;
  return cloneElement(trigger as ReactElement<TriggerProps>, {
    ...attributes,
    'data-state': 'closed',
    onClick: (event: MouseEvent<HTMLElement>) => {
      own?.(event);
      if (!event.defaultPrevented) onPress();
    },
  });
}
