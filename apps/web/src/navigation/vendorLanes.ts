import { ApiError } from '@lobby/api-client';
import { vendorLane, type VendorLane } from '@lobby/contract';
import { readStorage, storageKeys, writeStorage } from '@lobby/storage';
import { useQuery } from '@tanstack/react-query';
import { array, safeParse } from 'valibot';
import { useShell } from '../context/ShellContext';
import { useChosenLanguage } from '../language/LanguageGate';

/** sessionStorage key of the vendor lanes, as the platform's other clients name it. */
export const vendorStorageKey = storageKeys.gameVendor;

const lanesSchema = array(vendorLane);

function readCache(language: string): { lanes: VendorLane[]; at: number } | undefined {
  try {
    const raw = readStorage(vendorStorageKey);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { language?: unknown; at?: unknown; lanes?: unknown };
    if (parsed.language !== language || typeof parsed.at !== 'number') return undefined;
    const lanes = safeParse(lanesSchema, parsed.lanes);
    return lanes.success ? { lanes: lanes.output, at: parsed.at } : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(language: string, lanes: VendorLane[]) {
  // Refused by storage, only a head start is lost.
  writeStorage(vendorStorageKey, JSON.stringify({ language, at: Date.now(), lanes }));
}

/**
 * The vendor lanes (`GCSGAME_newGameVendor`), per language, kept in session storage. A platform without the call
 * (404 until the catalogue issue) or a failed call gives no lanes: the navigation then shows no category items,
 * never an error.
 */
export function useVendorLanes(): readonly VendorLane[] {
  return useVendorLanesState().lanes;
}

/** The vendor lanes, and whether they are known yet (from the cache or the platform) or failed for good. */
export function useVendorLanesState(): { lanes: readonly VendorLane[]; settled: boolean } {
  const { brand, client } = useShell();
  const language = useChosenLanguage();
  const query = useQuery({
    queryKey: ['gameVendors', language],
    queryFn: async ({ signal }) => {
      try {
        const value = await client.call(
          'gameVendors',
          { merchantCode: brand.merchantCode, platform: 'html5-desktop', language },
          { signal },
        );
        writeCache(language, value.data.lanes);
        return value.data.lanes;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    initialData: () => readCache(language)?.lanes,
    initialDataUpdatedAt: () => readCache(language)?.at,
    staleTime: 5 * 60_000,
  });
  return { lanes: query.data ?? [], settled: !query.isPending };
}
