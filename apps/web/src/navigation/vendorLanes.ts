import type { VendorLane } from '@lobby/contract';
import { useShell } from '../context/ShellContext';
import { useChosenLanguage } from '../language/LanguageGate';
import { useStartupCall } from '../serverState/startupCall';

/** Kept for five minutes, in the tab and in session storage. */
const lanesStaleMs = 5 * 60_000;

/** The vendor lanes in the chosen language (`ShellCalls.vendorLanes`); none while unknown or when the call failed. */
export function useVendorLanes(): readonly VendorLane[] {
  return useVendorLanesState().lanes;
}

/** The vendor lanes, and whether they are known yet (from the cache or the platform) or failed for good. */
export function useVendorLanesState(): { lanes: readonly VendorLane[]; settled: boolean } {
  const { calls } = useShell();
  const language = useChosenLanguage();
  const lanes = useStartupCall(calls.vendorLanes(language), { staleMs: lanesStaleMs });
  return { lanes: lanes.data ?? [], settled: lanes.data !== undefined || lanes.settled };
}
