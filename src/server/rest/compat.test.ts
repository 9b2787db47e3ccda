import { describe, expect, it } from 'vitest';
import { forRestClients } from './compat.js';

describe('forRestClients', () => {
  it('moves drawn avatars under /api and dates a cat never checked in, without touching the answer it was given', () => {
    const answer = {
      cats: [
        { _id: 'a', lastCheckIn: null, createdAt: '2026-11-01T10:00:00.000Z', tags: ['x'] },
        {
          _id: 'b',
          lastCheckIn: '2026-11-02T10:00:00.000Z',
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      ],
      registeredBy: { name: 'Bia', profilePicture: '/avatars/tabby.svg' },
      photo: { url: '/uploads/photos/x.webp' },
      total: 2,
    };
    const before = structuredClone(answer);
    const rest = forRestClients(answer) as typeof answer;
    expect(rest).toEqual({
      cats: [
        {
          _id: 'a',
          lastCheckIn: '2026-11-01T10:00:00.000Z',
          createdAt: '2026-11-01T10:00:00.000Z',
          tags: ['x'],
        },
        {
          _id: 'b',
          lastCheckIn: '2026-11-02T10:00:00.000Z',
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      ],
      registeredBy: { name: 'Bia', profilePicture: '/api/avatars/tabby.svg' },
      photo: { url: '/uploads/photos/x.webp' },
      total: 2,
    });
    expect(answer).toEqual(before);
    // What needs no change is passed on as it is, not copied.
    expect(rest.cats[1]).toBe(answer.cats[1]);
    expect(rest.cats[0]!.tags).toBe(answer.cats[0]!.tags);
    expect(rest.photo).toBe(answer.photo);
    expect(forRestClients(answer.photo)).toBe(answer.photo);
  });
});
