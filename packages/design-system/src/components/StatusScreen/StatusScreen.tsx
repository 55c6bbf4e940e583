import type { ReactNode } from 'react';
import { Actions, Card, Detail, Logo, Message, PageRoot, Picture, RegionRoot, Title } from './StatusScreen.styles';

export interface StatusScreenProps {
  /** The brand's logo, on screens that stand in for the whole site. */
  logo?: { src: string; alt: string } | undefined;
  /** A picture of the situation (an icon from the set); decorative, the title says it. */
  icon?: ReactNode;
  title: ReactNode;
  message?: ReactNode;
  /** Announces the message when it appears: an error the visitor did not ask to see. */
  alert?: boolean;
  /** A fact set apart under the message: an end time, the visitor's address. */
  detail?: ReactNode;
  /** What the visitor can do: retry, contact customer service, go home. */
  actions?: ReactNode;
  /**
   * 'page' stands in for the whole site and is the page's main landmark; 'region' stands in for one page inside a
   * layout, which has its own.
   */
  variant?: 'page' | 'region';
}

/**
 * Why the site, or a page, is not showing, and what to do about it: maintenance, a blocked region, no connection, a
 * page that failed or does not exist. One picture-and-actions card for all of them.
 */
export function StatusScreen({
  logo,
  icon,
  title,
  message,
  alert = false,
  detail,
  actions,
  variant = 'page',
}: StatusScreenProps) {
  const Root = variant === 'page' ? PageRoot : RegionRoot;
  return (
    <Root>
      <Card>
        {logo && <Logo src={logo.src} alt={logo.alt} width={192} height={40} />}
        {icon !== undefined && <Picture aria-hidden="true">{icon}</Picture>}
        <Title>{title}</Title>
        {message !== undefined && <Message role={alert ? 'alert' : undefined}>{message}</Message>}
        {detail !== undefined && <Detail>{detail}</Detail>}
        {actions !== undefined && <Actions>{actions}</Actions>}
      </Card>
    </Root>
  );
}
