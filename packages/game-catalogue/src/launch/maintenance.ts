import { ApiError } from '@lobby/api-client';
import { errorCodes } from '@lobby/contract';

/** A vendor's maintenance window as the platform tells it with `vendor_under_maintenance` (contract §4.1). */
export interface VendorMaintenance {
  /** When the maintenance started, epoch milliseconds, if said. */
  since: number | undefined;
  /** When the vendor is back, epoch milliseconds; undefined when the platform named no end. */
  until: number | undefined;
}

const timeOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The maintenance window of a refused launch, or null when the launch failed for another reason. */
export function vendorMaintenanceOf(error: unknown): VendorMaintenance | null {
  if (!(error instanceof ApiError) || error.errorCode !== errorCodes.vendorUnderMaintenance) return null;
  const value = error.value as { content?: { data?: { maintainTime?: unknown; endTime?: unknown } } } | undefined;
  const window = value?.content?.data;
  return { since: timeOf(window?.maintainTime), until: timeOf(window?.endTime) };
}

/** Whether a launch was refused because the balance does not cover the game (`launch_game_balance_not_enough`). */
export function isBalanceShort(error: unknown): error is ApiError {
  return error instanceof ApiError && error.errorCode === errorCodes.launchGameBalanceNotEnough;
}
