import { describe, expect, it } from 'vitest';
import { colonyFeedingInput } from '../../shared/schemas/colony-feeding.js';
import { feedingInputOf, feedingItem } from './outbox-item.js';

describe('a colony feeding in the outbox', () => {
  it('is one item whose resend carries the first send’s client id and time, as the server takes it', () => {
    const send = {
      colonyId: 'c1',
      catIds: ['a', 'b'],
      location: { latitude: -23.5, longitude: -46.6 },
    };
    const ids = { clientId: crypto.randomUUID(), capturedAt: '2026-11-27T09:00:00.000Z' };
    const item = feedingItem(send, ids, { userId: 'u1', label: 'Colônia do Coreto' });
    expect(item).toMatchObject({ kind: 'colonyFeeding', files: [], attempts: 0, ...ids });
    const input = feedingInputOf(item);
    expect(input).toEqual({ ...send, ...ids });
    expect(colonyFeedingInput.safeParse(input).success).toBe(true);
  });
});
