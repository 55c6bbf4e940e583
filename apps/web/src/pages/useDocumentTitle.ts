import { useEffect } from 'react';
import { useShell } from '../context/ShellContext';

/** Names the browser tab after the page ("Slots | Lotus Palace"): the first thing a screen reader announces. */
export function useDocumentTitle(title: string): void {
  const { brand } = useShell();
  useEffect(() => {
    document.title = title ? `${title} | ${brand.displayName}` : brand.displayName;
  }, [title, brand.displayName]);
}
