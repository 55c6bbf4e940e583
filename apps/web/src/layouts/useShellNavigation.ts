import type { NavItem } from '@lobby/frame';
import { useMemo } from 'react';
import { navItemsOf } from '../navigation/navItems';
import { useVendorLanes, useVendorLanesState } from '../navigation/vendorLanes';

/** The main navigation for the merchant's vendor data. */
export function useNavItems(): NavItem[] {
  const lanes = useVendorLanes();
  return useMemo(() => navItemsOf(lanes), [lanes]);
}

/**
 * Whether the main navigation is final: its category items depend on the vendor data, so until that is known the
 * header keeps the navigation's place without showing it, and nothing moves when the items arrive.
 */
export function useNavSettled(): boolean {
  return useVendorLanesState().settled;
}
