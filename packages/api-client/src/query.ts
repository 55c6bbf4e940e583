/**
 * Query string or form body as the original's qs.stringify wrote them for flat data: undefined is left out, null is
 * empty, arrays repeat the key (`a=1&a=2`), and anything nested is sent as JSON.
 */
export function toSearchParams(data: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (typeof data !== 'object' || data === null) return params;
  const append = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (value === null) params.append(key, '');
    else if (typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  };
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) for (const item of value) append(key, item);
    else append(key, value);
  }
  return params;
}
