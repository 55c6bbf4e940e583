import { readStorage, storageKeys, writeStorage } from '@lobby/storage';

/**
 * The `loginDeviceId` sent with logins and registrations: a random UUID kept in localStorage `SHELL_deviceId`, where
 * the platform's mobile clients keep theirs (contract §1.2), so the platform sees one device across visits. Without
 * storage (privacy modes) a fresh one per call.
 */
export function loginDeviceId(): string {
  const stored = readStorage(storageKeys.SHELL_deviceId);
  if (stored) return stored;
  const id = crypto.randomUUID();
  writeStorage(storageKeys.SHELL_deviceId, id);
  return id;
}
