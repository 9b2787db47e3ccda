import { describe, expect, it } from 'vitest';
import { keepPosition, loadKept, type KeptStorage } from './kept-position.js';

function memoryStorage(): KeptStorage & { saved: string | null } {
  const storage = {
    saved: null as string | null,
    read: () => storage.saved,
    write: (value: string) => void (storage.saved = value),
  };
  return storage;
}

const blocked: KeptStorage = {
  read: () => {
    throw new Error('SecurityError');
  },
  write: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('kept position', () => {
  it('loads what was kept, with when it was fixed', () => {
    const storage = memoryStorage();
    keepPosition(storage, { latitude: -23.5, longitude: -46.6, accuracy: 8, source: 'app' }, 42);
    expect(loadKept(storage)).toEqual({
      position: { latitude: -23.5, longitude: -46.6, accuracy: 8, source: 'app' },
      fixedAt: 42,
    });
  });

  it('starts without one when nothing, or nothing usable, is kept', () => {
    const storage = memoryStorage();
    expect(loadKept(storage)).toBeNull();
    keepPosition(storage, { latitude: -22.9, longitude: -43.2, source: 'default' }, 42);
    expect(loadKept(storage)).toBeNull();
    expect(loadKept(undefined)).toBeNull();
  });

  it('a blocked or full storage costs only the head start', () => {
    expect(loadKept(blocked)).toBeNull();
    expect(() =>
      keepPosition(blocked, { latitude: 1, longitude: 2, source: 'ip' }, 5),
    ).not.toThrow();
    expect(() =>
      keepPosition(undefined, { latitude: 1, longitude: 2, source: 'ip' }, 5),
    ).not.toThrow();
  });
});
