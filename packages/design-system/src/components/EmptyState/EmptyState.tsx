import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Action, Description, IconSlot, Root, Title } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A picture for the situation; decorative, hidden from assistive technology (the title says it). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** What the user can do next ("Clear filters", "Back to home"). */
  action?: ReactNode;
  /** The title's element: a heading of the level that fits the page, or a paragraph inside another section. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

/** Stands in for content that is not there: no games, no records, or a feature honestly marked "coming soon". */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon, title, description, action, titleAs = 'h2', ...rest },
  ref,
) {
  return (
    <Root ref={ref} {...rest}>
      {icon !== undefined && <IconSlot aria-hidden="true">{icon}</IconSlot>}
      <Title as={titleAs}>{title}</Title>
      {description !== undefined && <Description>{description}</Description>}
      {action !== undefined && <Action>{action}</Action>}
    </Root>
  );
});
