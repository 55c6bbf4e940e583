import { Footer } from '@lobby/frame';
import { useFlag } from '@lobby/whitelabel/react';
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useShell } from '../context/ShellContext';
import { productItemsOf } from '../navigation/navItems';
import { resourceUrl, useSiteConfig } from '../startup/siteConfig';
import { infoDialogAtom } from '../state/shellAtoms';
import { useNavItems } from './useShellNavigation';

/** Resource types that may carry the third certificate's link (the contract names none for it). */
const certificateResourceTypes = ['CERTIFICATE', 'LICENSE', 'LICENCE'];

export function ShellFooter() {
  const { brand } = useShell();
  const site = useSiteConfig();
  const navItems = useNavItems();
  const openInfo = useSetAtom(infoDialogAtom);
  // The platform refuses feedback where the merchant switched FEEDBACK3 off: no entry to a form that cannot be sent.
  const feedback = useFlag('FEEDBACK3');
  const products = useMemo(() => productItemsOf(navItems), [navItems]);
  const certificateUrl =
    certificateResourceTypes.map((type) => resourceUrl(site.resources, type)).find(Boolean) ?? null;
  return (
    <Footer
      brandName={brand.displayName}
      products={products}
      social={site.social}
      certificateUrl={certificateUrl}
      ageOfConsent={brand.ageOfConsent}
      onHelp={() => openInfo('help')}
      onFeedback={feedback ? () => openInfo('feedback') : undefined}
    />
  );
}
