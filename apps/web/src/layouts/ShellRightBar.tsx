import { RightBar } from '@lobby/frame';
import { useCustomerService } from '../customerService/useCustomerService';
import { brandIconSrc, downloadQrValue } from '../downloads/appDownloads';
import { safeHttpUrl, useSiteConfig, type SiteConfig } from '../startup/siteConfig';

/** A telephone entry as a `tel:` address: from a `tel:` link or a bare number; anything else is ignored. */
export function telephoneHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const number = trimmed.replace(/^tel:/i, '').replace(/[\s().-]/g, '');
  return /^\+?\d{3,20}$/.test(number) ? `tel:${number}` : null;
}

const customerServiceOf = (site: SiteConfig, type: string) =>
  site.customerService.find((entry) => entry.csType === type)?.path ?? null;

/** The right bar's entries from the merchant's resources and customer-service list. */
export function rightBarEntriesOf(site: SiteConfig, origin: string) {
  return {
    facebook: site.social.facebook ?? safeHttpUrl(customerServiceOf(site, 'FACEBOOK')),
    telegram: site.social.telegram ?? safeHttpUrl(customerServiceOf(site, 'TELEGRAM')),
    // A telephone resource holds a number or a tel: link, never a web address.
    telephone:
      telephoneHref(site.resources.find((entry) => entry.resourceType.toUpperCase() === 'TELEPHONE')?.url) ??
      telephoneHref(customerServiceOf(site, 'TELEPHONE')),
    qrValue: downloadQrValue(site.resources, origin),
  };
}

export function ShellRightBar() {
  const site = useSiteConfig();
  const customerService = useCustomerService();
  const entries = rightBarEntriesOf(site, typeof location === 'undefined' ? '' : location.origin);
  return (
    <RightBar
      onLiveChat={customerService.available ? customerService.open : undefined}
      qrLogoSrc={brandIconSrc}
      {...entries}
    />
  );
}
