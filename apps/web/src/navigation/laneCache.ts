import { vendorLane, type VendorLane } from '@lobby/contract';
import { readStorage, storageKeys, writeStorage } from '@lobby/storage';
import { array, safeParse } from 'valibot';

/** sessionStorage key of the vendor lanes, as the platform's other clients name it. */
export const vendorStorageKey = storageKeys.gameVendor;

const lanesSchema = array(vendorLane);

/** The lanes kept for `language` earlier in the tab and when they were answered; storage is checked like any input. */
export function readCachedLanes(language: string): { data: VendorLane[]; at: number } | undefined {
  try {
    const raw = readStorage(vendorStorageKey);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { language?: unknown; at?: unknown; lanes?: unknown };
    if (parsed.language !== language || typeof parsed.at !== 'number') return undefined;
    const lanes = safeParse(lanesSchema, parsed.lanes);
    return lanes.success ? { data: lanes.output, at: parsed.at } : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedLanes(language: string, lanes: VendorLane[]) {
  // Refused by storage, only a head start is lost.
  writeStorage(vendorStorageKey, JSON.stringify({ language, at: Date.now(), lanes }));
}
