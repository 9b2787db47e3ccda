/** The device cookie's name and how a request's is read (services/devices.ts sets it). */
export const DEVICE_COOKIE = 'gateiros_device';
const VALUE = /^[A-Za-z0-9_-]{32,64}$/;

/** The device cookie of a request, when it has a well-formed one. */
export function deviceCookieOf(headers: Record<string, string | string[] | undefined>) {
  const header = headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const value = rest.join('=');
      return VALUE.test(value) ? value : null;
    }
  }
  return null;
}
