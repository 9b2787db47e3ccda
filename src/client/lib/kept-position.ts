import { parsePosition, type UserPosition } from './position.js';

/** Where the last known position is kept, as one JSON string. */
export interface KeptStorage {
  read: () => string | null;
  write: (value: string) => void;
}

interface KeptPosition {
  position: UserPosition;
  /** When `position` was obtained (ms since the epoch). */
  fixedAt: number;
}

/** The last known position as kept on the device, or null if none (or unreadable). */
export function readKept(raw: string | null): KeptPosition | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { position?: { source?: unknown }; fixedAt?: unknown };
    const source = value.position?.source;
    if (source !== 'app' && source !== 'browser' && source !== 'ip' && source !== 'manual') {
      return null;
    }
    const position = parsePosition(value.position, source);
    const fixedAt = typeof value.fixedAt === 'number' ? value.fixedAt : 0;
    return position && fixedAt > 0 ? { position, fixedAt } : null;
  } catch {
    return null;
  }
}

/** The position kept on the device, shown at start while a fresh one comes; null if none. */
export function loadKept(storage: KeptStorage | undefined): KeptPosition | null {
  let raw: string | null = null;
  try {
    raw = storage?.read() ?? null;
  } catch {
    // storage blocked: start without a head start
  }
  return readKept(raw);
}

/** Keeps `position` on the device for the next start. */
export function keepPosition(
  storage: KeptStorage | undefined,
  position: UserPosition,
  fixedAt: number,
): void {
  try {
    storage?.write(JSON.stringify({ position, fixedAt }));
  } catch {
    // a full or blocked storage only costs the head start next time
  }
}
