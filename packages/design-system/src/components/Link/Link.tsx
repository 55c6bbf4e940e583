import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { ExternalMark, StyledLink, type LinkUnderline } from './Link.styles';

interface LinkBaseProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
  /**
   * 'hover' (default) for links that stand apart (nav, footers, card actions); 'always' for links inside running
   * text, where colour alone must not be the only cue.
   */
  underline?: LinkUnderline;
}

interface InternalLinkProps extends LinkBaseProps {
  external?: false;
  externalLabel?: never;
}

interface ExternalLinkProps extends LinkBaseProps {
  /** Opens in a new tab, safely (`rel="noopener noreferrer"`), and says so to everyone. */
  external: true;
  /** Read after the link text by assistive technology, e.g. "(opens in a new tab)"; sighted users see an icon. */
  externalLabel: string;
}

export type LinkProps = InternalLinkProps | ExternalLinkProps;

const safeRel = (rel: string | undefined): string =>
  [...new Set([...(rel?.split(/\s+/).filter(Boolean) ?? []), 'noopener', 'noreferrer'])].join(' ');

/**
 * A styled anchor. For client-side routing, style the router's own link with `linkStyles` rather than wrapping
 * it here: the router needs its `to` and preloading, which a plain `<a>` cannot give.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { underline = 'hover', external = false, externalLabel, rel, target, children, ...rest },
  ref,
) {
  return (
    <StyledLink
      ref={ref}
      $underline={underline}
      target={external ? '_blank' : target}
      rel={external ? safeRel(rel) : rel}
      {...rest}
    >
      {children}
      {external && (
        <>
          <ExternalMark />
          <VisuallyHidden> {externalLabel}</VisuallyHidden>
        </>
      )}
    </StyledLink>
  );
});
