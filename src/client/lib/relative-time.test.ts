import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.js';

const now = new Date('2026-11-25T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const H = 3_600_000;

describe('timeAgo', () => {
  it('says it in the largest whole unit, in each language', () => {
    expect(timeAgo('pt-BR', ago(3 * H + 40 * 60_000), now)).toBe('há 3 h');
    expect(timeAgo('en', ago(3 * H), now)).toBe('3 hr. ago');
    expect(timeAgo('es', ago(3 * H), now)).toBe('hace 3 h');
    expect(timeAgo('pt-BR', ago(25 * 60_000), now)).toMatch(/^há 25 min/);
    expect(timeAgo('pt-BR', ago(30 * H), now)).toBe('há 1 dia');
    expect(timeAgo('en', ago(15 * 24 * H), now)).toBe('2 wk. ago');
    expect(timeAgo('pt-BR', ago(400 * 24 * H), now)).toBe('há 1 ano');
  });

  it('is null under a minute and for a time a little ahead of this clock', () => {
    expect(timeAgo('pt-BR', ago(59_000), now)).toBeNull();
    expect(timeAgo('pt-BR', ago(-5_000), now)).toBeNull();
    expect(timeAgo('pt-BR', new Date('not a date'), now)).toBeNull();
  });
});
