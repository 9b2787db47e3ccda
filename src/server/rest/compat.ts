/**
 * Answers of the REST paths as the original app's clients read them (the tRPC answers, which the
 * bundled UI reads, stay as they are):
 * - the drawn avatars' URLs point under /api, which a front forwarding only /api and /uploads
 *   still passes on;
 * - a cat never checked in gives its creation time as `lastCheckIn`, since that client prints
 *   null as 1 January 1970.
 */
const AVATAR_URL = /^\/avatars\/[^/]+$/;
const AVATAR_KEYS = new Set(['profilePicture', 'url']);

export function forRestClients(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forRestClients);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] =
      AVATAR_KEYS.has(key) && typeof field === 'string' && AVATAR_URL.test(field)
        ? `/api${field}`
        : forRestClients(field);
  }
  if ('lastCheckIn' in out && out.lastCheckIn === null && typeof out.createdAt === 'string') {
    out.lastCheckIn = out.createdAt;
  }
  return out;
}
