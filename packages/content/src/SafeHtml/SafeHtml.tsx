import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from '../html/sanitizeHtml';
import { RichText } from './SafeHtml.styles';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the platform; sanitised here, so a caller never places server HTML itself. */
  html: string;
}

/**
 * Shows server HTML (a notice, a popup, a help article) after sanitising it, styled as running text. Its direction
 * follows its own words (`dir="auto"`): a merchant's English notice reads left to right on an Arabic page.
 */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => ({ __html: sanitizeHtml(html) }), [html]);
  return <RichText dir="auto" {...rest} dangerouslySetInnerHTML={clean} />;
}
