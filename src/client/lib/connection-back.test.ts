import { describe, expect, it } from 'vitest';
import {
  BACK_AT_MOST_EVERY_MS,
  createConnectionWatch,
  PROBE_MS,
  type Outcome,
  type ProbeEnv,
} from './connection-back.js';

/** The page as the test drives it: the probe's answer, its timer, the clock. */
function page(probeAnswer: Outcome = 'noAnswer') {
  const state = {
    probeAnswer,
    probes: 0,
    mayProbe: true,
    now: 0,
    ticks: new Set<() => void>(),
  };
  const env: ProbeEnv = {
    probe: () => {
      state.probes += 1;
      return Promise.resolve(state.probeAnswer);
    },
    mayProbe: () => state.mayProbe,
    every: (ms, tick) => {
      expect(ms).toBe(PROBE_MS);
      state.ticks.add(tick);
      return () => state.ticks.delete(tick);
    },
    now: () => state.now,
  };
  const tick = async () => {
    for (const run of [...state.ticks]) run();
    await Promise.resolve();
    await Promise.resolve();
  };
  const watch = createConnectionWatch(env);
  let backs = 0;
  watch.onBack(() => (backs += 1));
  /** One request sent and settled at once. */
  const call = (outcome: Outcome) => watch.request()(outcome);
  return { state, watch, tick, call, backs: () => backs };
}

describe('the connection back, as our requests see it', () => {
  it('tells once, at the first answer after a request got none; not on every answer', () => {
    const { watch, call, backs } = page();
    call('answered');
    expect(backs()).toBe(0);
    call('noAnswer');
    call('noAnswer');
    expect(watch.lost()).toBe(true);
    expect(backs()).toBe(0);
    call('answered');
    call('answered');
    expect(watch.lost()).toBe(false);
    expect(backs()).toBe(1);
  });

  it('ignores what says nothing of the connection (a request the caller gave up)', () => {
    const { watch, call, backs } = page();
    call('neither');
    expect(watch.lost()).toBe(false);
    call('noAnswer');
    call('neither');
    expect([watch.lost(), backs()]).toEqual([true, 0]);
  });

  it('a request sent before an answer came and failing after it does not mark the server lost', () => {
    const { watch, call } = page();
    const slow = watch.request();
    call('answered');
    slow('noAnswer');
    expect(watch.lost()).toBe(false);
  });

  it('while lost, probes every PROBE_MS when the page may, and stops once the server answers', async () => {
    const { state, watch, tick, call, backs } = page();
    call('noAnswer');
    expect(state.ticks.size).toBe(1);
    await tick();
    expect([state.probes, watch.lost()]).toEqual([1, true]);
    state.mayProbe = false;
    await tick();
    expect(state.probes).toBe(1);
    state.mayProbe = true;
    state.probeAnswer = 'answered';
    await tick();
    expect([state.probes, watch.lost(), backs(), state.ticks.size]).toEqual([2, false, 1, 0]);
  });

  it('no probe until a request gets no answer', async () => {
    const { state, tick, call } = page('answered');
    call('answered');
    await tick();
    expect([state.ticks.size, state.probes]).toEqual([0, 0]);
  });

  it('on a line that keeps dropping, tells at most every BACK_AT_MOST_EVERY_MS', () => {
    const { state, watch, call, backs } = page();
    call('noAnswer');
    call('answered');
    expect(backs()).toBe(1);
    state.now += BACK_AT_MOST_EVERY_MS - 1;
    call('noAnswer');
    call('answered');
    expect([watch.lost(), backs()]).toEqual([false, 1]);
    state.now += 1;
    call('noAnswer');
    call('answered');
    expect(backs()).toBe(2);
  });
});
