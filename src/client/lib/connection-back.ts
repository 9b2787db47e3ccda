/** While the server does not answer, how often a small request asks whether it does again. */
export const PROBE_MS = 5_000;
/**
 * The server back is told at most this often: on a slow line where some answers come and others
 * give way to the device's copy (the service worker's time limit), the screens would otherwise
 * be asked again after every probe.
 */
export const BACK_AT_MOST_EVERY_MS = 30_000;

/**
 * What one request to our server got: a live answer (the API's JSON from the network), no answer
 * (no connection, a time-out, or the service worker answering from the device because the
 * network did not), or something that says nothing about the connection (the caller gave up).
 */
export type Outcome = 'answered' | 'noAnswer' | 'neither';

export interface ProbeEnv {
  /** Asks the server for something small, past the service worker (`/health`). */
  probe: () => Promise<Outcome>;
  /** Whether a probe is worth sending now (not while the browser says it is offline). */
  mayProbe: () => boolean;
  /** Calls `tick` every `ms`; returns the stop. */
  every: (ms: number, tick: () => void) => () => void;
  now: () => number;
}

export interface ConnectionWatch {
  /** A request is about to go: call the returned function once with what it got. */
  request: () => (outcome: Outcome) => void;
  /** Calls `listener` each time the server answers again after a request got no answer. */
  onBack: (listener: () => void) => () => void;
  lost: () => boolean;
}

/**
 * The connection back, as our own requests see it. The browser's `online` event does not always
 * come: Chromium starts a page opened offline through the service worker with `navigator.onLine`
 * true, and a weak signal can come back without the phone ever saying it was offline. So a
 * request that gets no answer marks the server lost; the first live answer after it (a screen's
 * query, a send, the outbox, or the probe sent every PROBE_MS meanwhile) says it is back, once.
 * A failure counts only if no answer came since its request went: a request sent before the
 * connection returned and failing after it does not mark the server lost again. Told at most
 * every BACK_AT_MOST_EVERY_MS (the screens' 30 s retry covers the rest).
 */
export function createConnectionWatch(env: ProbeEnv): ConnectionWatch {
  let answers = 0;
  let lost = false;
  let toldAt = -Infinity;
  let stopProbes: (() => void) | null = null;
  let probing = false;
  const listeners = new Set<() => void>();

  const request = () => {
    const answersBefore = answers;
    return (outcome: Outcome) => {
      if (outcome === 'answered') {
        answers += 1;
        if (!lost) return;
        lost = false;
        stopProbes?.();
        stopProbes = null;
        if (env.now() - toldAt < BACK_AT_MOST_EVERY_MS) return;
        toldAt = env.now();
        for (const listener of [...listeners]) listener();
      } else if (outcome === 'noAnswer' && !lost && answers === answersBefore) {
        lost = true;
        stopProbes = env.every(PROBE_MS, () => void probe());
      }
    };
  };

  async function probe() {
    if (probing || !env.mayProbe()) return;
    probing = true;
    const settle = request();
    try {
      settle(await env.probe());
    } finally {
      probing = false;
    }
  }

  return {
    request,
    onBack: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lost: () => lost,
  };
}

/** An answer is the API's JSON; the health check answers JSON too, even when it says 503. */
export const isServerAnswer = (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('json');

/**
 * Given up after PROBE_MS, not the API's 15 s: a probe left hanging by a weak line (or by the
 * connection changing under it) would hold back the next ones.
 */
async function probeHealth(): Promise<Outcome> {
  try {
    const response = await fetch('/health', {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_MS),
    });
    return isServerAnswer(response) ? 'answered' : 'neither';
  } catch {
    return 'noAnswer';
  }
}

/** The app's one watch: the API client reports every call to it (api-client.ts). */
export const connectionWatch = createConnectionWatch({
  probe: probeHealth,
  // Not in unit tests (no page), nor in a hidden tab, nor while the browser knows it is offline:
  // its `online` event will say when it is back.
  mayProbe: () =>
    typeof document !== 'undefined' &&
    document.visibilityState !== 'hidden' &&
    navigator.onLine !== false,
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
  now: () => Date.now(),
});

/** Calls `listener` when the connection returns: the browser's `online` event, or the watch's. */
export function onConnectionBack(listener: () => void, watch = connectionWatch): () => void {
  const stopWatch = watch.onBack(listener);
  window.addEventListener('online', listener);
  return () => {
    stopWatch();
    window.removeEventListener('online', listener);
  };
}
