import { useMemo } from 'react';
import { navItemsOf, type NavItem } from '../navigation/navItems';
import { useVendorLanes } from '../navigation/vendorLanes';

/** The main navigation for the merchant's vendor data. */
export function useNavItems(): NavItem[] {
  const lanes = useVendorLanes();
  return useMemo(() => navItemsOf(lanes), [lanes]);
}
