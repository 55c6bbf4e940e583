import type { ComponentPropsWithRef, ReactNode } from 'react';

/**
 * What a router link made with `createLink` renders: an anchor taking the style props `P`. Passed to `createLink` as
 * its type argument, so the link offers plain anchor props (a styled component's polymorphic type would hide them)
 * and its declaration names only public types.
 */
export type AnchorComponent<P extends object = object> = (props: ComponentPropsWithRef<'a'> & P) => ReactNode;
