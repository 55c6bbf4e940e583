/** Where the platform's mobile clients keep their device id (contract §1.2); this client shares it. */
const deviceIdKey = 'SHELL_deviceId';

/**
 * The `loginDeviceId` sent with logins and registrations: a random UUID kept in localStorage, so the platform sees
 * one device across visits. Without storage (privacy modes) a fresh one per call.
 */
export function loginDeviceId(): string {
  try {
    const stored = localStorage.getItem(deviceIdKey);
    if (stored) return stored;
    const id = crypto.randomUUID();
    localStorage.setItem(deviceIdKey, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}
