import { describe, expect, it } from 'vitest';
import { limitEvents } from '../db/schema.js';
import { createHarness } from '../test/harness.js';
import { addEvent, eventCount, limitEventsTask } from './limit-store.js';

const HOUR = 60 * 60 * 1000;

describe('limit events', () => {
  it('the hourly sweep removes what is older than every window, and nothing newer', () => {
    const h = createHarness();
    const now = Date.parse('2026-12-02T12:00:00Z');
    addEvent(h.db, 'login', 'ana@gateiros.test', now - 3 * 24 * HOUR, 2);
    addEvent(h.db, 'login', 'ana@gateiros.test', now - HOUR);
    expect(h.db.select().from(limitEvents).all()).toHaveLength(3);
    if (!('run' in limitEventsTask)) throw new Error('a database task');
    const stopping = new AbortController().signal;
    limitEventsTask.run(h.db, { due: new Date(now), now: new Date(now), stopping });
    expect(h.db.select().from(limitEvents).all()).toHaveLength(1);
    expect(eventCount(h.db, 'login', 'ana@gateiros.test', now - 2 * HOUR)).toBe(1);
  });
});
