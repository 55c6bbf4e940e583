import { useCallback, useEffect, useState } from 'react';
import { safeHttpUrl, useSiteConfig } from '../startup/siteConfig';

/** The helper's popup: 440 x 750, named so a second click reuses the same window (spec 2 §4). */
export const customerServiceWindow = { name: 'customerService', width: 440, height: 750 } as const;

const isPlain = (path: string) => /^https?:/i.test(path);

/** Opens `url` in the customer-service popup window; the page it opens gets no handle back to this one. */
export function openCustomerServiceWindow(url: string): void {
  const { name, width, height } = customerServiceWindow;
  window.open(url, name, `popup,width=${width},height=${height},noopener`);
}

export interface CustomerService {
  /** True when the merchant lists a customer-service link and it resolved to a web address. */
  available: boolean;
  /** The first link's address, once known. */
  url: string | null;
  /** Opens the first link in the 440 x 750 popup; does nothing while unavailable. */
  open: () => void;
}

/**
 * The customer-service helper: the first entry of the merchant's list, opened in a popup window, only when the list
 * is non-empty. Entries not starting with http are DES-encrypted (contract §3.4); the cipher chunk is loaded only
 * then, ahead of the click, so the window still opens from the click itself and is not blocked.
 */
export function useCustomerService(): CustomerService {
  const { customerService } = useSiteConfig();
  const path = customerService[0]?.path ?? '';
  const encrypted = path !== '' && !isPlain(path);
  const [decrypted, setDecrypted] = useState<{ path: string; url: string }>();
  useEffect(() => {
    if (!encrypted) return undefined;
    let current = true;
    import('@lobby/contract/cipher')
      .then(({ decryptCustomerServicePath }) => {
        if (current) setDecrypted({ path, url: decryptCustomerServicePath(path) });
      })
      // Undecipherable, or the cipher's code did not load: no helper, as with no link at all.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [encrypted, path]);
  const url = safeHttpUrl(encrypted ? (decrypted?.path === path ? decrypted.url : undefined) : path);
  const open = useCallback(() => {
    if (url) openCustomerServiceWindow(url);
  }, [url]);
  return { available: url !== null, url, open };
}
