/** What the start-up shows: 0 the application, 1 the maintenance screen, 2 the region-blocked screen. */
export type SystemStatus = 0 | 1 | 2;

/** Maintenance wins over a region restriction; anything else is normal. */
export function systemStatusOf(status: { maintenance?: unknown; regionRestriction?: unknown }): SystemStatus {
  if (status.maintenance === true || status.maintenance === 1 || status.maintenance === '1') return 1;
  if (status.regionRestriction === true || status.regionRestriction === 1 || status.regionRestriction === '1') return 2;
  return 0;
}
