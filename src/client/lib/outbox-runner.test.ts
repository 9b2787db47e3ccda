import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from './api-types.js';
import { formDataOf, outboxItemFrom } from './outbox-item.js';
import { createOutboxRunner } from './outbox-runner.js';
import type { OutboxItem } from './outbox-store.js';

const httpError = (status: number, message = 'Recusado') =>
  new TRPCClientError<AppRouter>(message, {
    result: { error: { message, code: -32600, data: { httpStatus: status } } },
  } as never);
const noAnswer = () =>
  new TRPCClientError<AppRouter>('Failed to fetch', { cause: new TypeError('Failed to fetch') });

function item(clientId: string, capturedAt: string, userId = 'ana'): OutboxItem {
  return {
    clientId,
    kind: 'checkin',
    capturedAt,
    userId,
    label: 'Mingau',
    data: JSON.stringify({ catId: 'c1' }),
    files: [],
    attempts: 0,
    nextAttemptAt: 0,
  };
}

/** A runner over an in-memory outbox whose sends answer as `answer` says. */
function setup(items: OutboxItem[], answer: (item: OutboxItem) => Promise<number>) {
  const store = new Map(items.map((entry) => [entry.clientId, entry]));
  const sent: string[] = [];
  const tried: string[] = [];
  const clock = { now: 1_000_000 };
  const session = { userId: 'ana', token: 't1' };
  const runner = createOutboxRunner<number>({
    store: {
      list: () =>
        Promise.resolve(
          [...store.values()].sort((a, b) => a.capturedAt.localeCompare(b.capturedAt)),
        ),
      put: (entry) => Promise.resolve(void store.set(entry.clientId, entry)),
      remove: (id) => Promise.resolve(void store.delete(id)),
    },
    send: (entry) => {
      tried.push(entry.clientId);
      return answer(entry);
    },
    session: () => session,
    online: () => true,
    now: () => clock.now,
    onSent: (entry) => sent.push(entry.clientId),
    onPausedChange: () => undefined,
  });
  return { runner, store, sent, tried, clock, session };
}

describe('outbox runner', () => {
  it('sends oldest first, one at a time, and only the signed-in account’s items', async () => {
    let inFlight = 0;
    const { runner, sent, store } = setup(
      [
        item('b', '2026-11-23T10:05:00Z'),
        item('a', '2026-11-23T10:00:00Z'),
        item('x', '2026-11-23T09:00:00Z', 'bia'),
      ],
      async () => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await Promise.resolve();
        inFlight -= 1;
        return 10;
      },
    );
    await runner.kick();
    expect(sent).toEqual(['a', 'b']);
    expect([...store.keys()]).toEqual(['x']);
  });

  it('no answer: the item waits with a backoff and the newer ones wait behind it', async () => {
    let fail = true;
    const { runner, store, tried, sent, clock } = setup(
      [item('a', '2026-11-23T10:00:00Z'), item('b', '2026-11-23T10:05:00Z')],
      () => (fail ? Promise.reject(noAnswer()) : Promise.resolve(1)),
    );
    await runner.kick();
    expect(tried).toEqual(['a']);
    expect(store.get('a')).toMatchObject({ attempts: 1, nextAttemptAt: clock.now + 5_000 });
    await runner.kick();
    expect(tried).toEqual(['a']);
    fail = false;
    clock.now += 5_000;
    await runner.kick();
    expect(sent).toEqual(['a', 'b']);
    runner.stop();
  });

  it('a 401 pauses everything until another token is stored', async () => {
    let status = 401;
    const { runner, tried, sent, session } = setup([item('a', '2026-11-23T10:00:00Z')], () =>
      status === 401 ? Promise.reject(httpError(401)) : Promise.resolve(1),
    );
    await runner.kick();
    expect(runner.isPaused()).toBe(true);
    await runner.kick();
    expect(tried).toEqual(['a']);
    status = 200;
    session.token = 't2';
    await runner.kick();
    expect(runner.isPaused()).toBe(false);
    expect(sent).toEqual(['a']);
  });

  it('a refusal is kept with its reason and the next item goes', async () => {
    const { runner, store, sent } = setup(
      [item('a', '2026-11-23T10:00:00Z'), item('b', '2026-11-23T10:05:00Z')],
      (entry) =>
        entry.clientId === 'a'
          ? Promise.reject(httpError(409, 'Outro conteúdo'))
          : Promise.resolve(1),
    );
    await runner.kick();
    expect(store.get('a')?.refused).toBe('Outro conteúdo');
    expect(sent).toEqual(['b']);
  });
});

describe('outbox items', () => {
  it('keep the clientId and capturedAt of a first send and put them back in data', () => {
    const body = new FormData();
    body.append(
      'data',
      JSON.stringify({
        catId: 'c1',
        clientId: '5f0c2b7e-8d1a-4f7e-9a51-3c1d2e4f5a6b',
        capturedAt: '2026-11-23T10:00:00.000Z',
      }),
    );
    body.append('photos', new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
    const kept = outboxItemFrom('checkin', body, { userId: 'ana', label: 'Mingau' });
    expect(kept.clientId).toBe('5f0c2b7e-8d1a-4f7e-9a51-3c1d2e4f5a6b');
    expect(JSON.parse(kept.data)).toEqual({ catId: 'c1' });
    const again = formDataOf(kept);
    expect(JSON.parse(again.get('data') as string)).toEqual({
      catId: 'c1',
      clientId: kept.clientId,
      capturedAt: '2026-11-23T10:00:00.000Z',
    });
    expect((again.get('photos') as File).name).toBe('a.png');
  });

  it('get a fresh clientId and capturedAt when the form has none', () => {
    const body = new FormData();
    body.append('data', JSON.stringify({ name: 'Mingau' }));
    const made = outboxItemFrom('cat', body, { userId: 'ana', label: 'Mingau' });
    expect(made.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(made.capturedAt))).toBe(false);
  });
});
