/**
 * Answers of the REST paths as the original app's clients read them (the tRPC answers, which the
 * bundled UI reads, stay as they are):
 * - the drawn avatars' URLs point under /api, which a front forwarding only /api and /uploads
 *   still passes on;
 * - a cat never checked in gives its creation time as `lastCheckIn`, since that client prints
 *   null as 1 January 1970.
 */
const AVATAR_URL = /^\/avatars\/[^/]+$/;
const isAvatarKey = (key: string) => key === 'profilePicture' || key === 'url';

/**
 * `value` as the REST clients read it. Copy on write: an object or array is copied only when
 * something in it changes (a cat list has next to nothing to change, and copying every object of
 * it cost more than the rest of the REST layer), so the procedure's own
 * answer is never modified. Strings, numbers and the like are not visited.
 */
export function forRestClients(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const list = value as unknown[];
    let out: unknown[] | null = null;
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      if (typeof item !== 'object' || item === null) continue;
      const changed = forRestClients(item);
      if (changed !== item) (out ??= [...list])[i] = changed;
    }
    return out ?? list;
  }
  const record = value as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  for (const key in record) {
    const field = record[key];
    let changed = field;
    if (typeof field === 'object' && field !== null) changed = forRestClients(field);
    else if (typeof field === 'string' && isAvatarKey(key) && AVATAR_URL.test(field)) {
      changed = `/api${field}`;
    }
    if (changed !== field) (out ??= { ...record })[key] = changed;
  }
  if (record.lastCheckIn === null && typeof record.createdAt === 'string') {
    (out ??= { ...record }).lastCheckIn = record.createdAt;
  }
  return out ?? record;
}
