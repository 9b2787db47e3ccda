import { FAIR_PLAY } from '../../shared/points.js';

export interface CaptureTime {
  /** When the write was made: its capturedAt, or the arrival time (see captureTime). */
  madeAt: Date;
  /** Made more than 24 h before it arrived: stored and shown, but it earns no points. */
  tooOld: boolean;
}

/**
 * When a write sent from the phone counts as made. Without capturedAt: now. A capturedAt ahead of
 * the server's clock counts as now too, whatever the amount: within 2 minutes that is ordinary
 * clock skew; beyond, the phone's clock is wrong, and refusing would strand the write in the
 * outbox for good, while now gives it no advantage over sending it live.
 */
export function captureTime(now: Date, capturedAt: string | undefined): CaptureTime {
  if (capturedAt === undefined) return { madeAt: now, tooOld: false };
  const made = new Date(capturedAt);
  if (made.getTime() >= now.getTime()) return { madeAt: now, tooOld: false };
  return { madeAt: made, tooOld: now.getTime() - made.getTime() > FAIR_PLAY.offlineMaxAgeMs };
}
