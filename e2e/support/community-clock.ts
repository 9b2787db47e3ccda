import { startClockServer } from './mode-server.js';

/** The community's time zone (the server's TZ_COMMUNITY default). */
const COMMUNITY_ZONE = 'America/Sao_Paulo';

/** The community's clock at `at`: the day of the week (Monday = 0), the minute of the day, 'HH:MM'. */
export function communityTime(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: COMMUNITY_ZONE,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  return {
    weekday: weekdays.indexOf(parts.weekday!),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * A clock server (startClockServer) whose clock is moved to the community's next noon, so that a
 * shift of a few hours around "now" never crosses midnight, whatever the hour the spec runs at.
 * `now()` is the server's time, to give the browser (context.clock.install) and the shifts.
 */
export async function startNoonServer() {
  const server = await startClockServer();
  const { minute } = communityTime(new Date());
  const { now } = await server.advance((12 * 60 - minute + 24 * 60) % (24 * 60));
  const aheadMs = Date.parse(now) - Date.now();
  return { ...server, now: () => new Date(Date.now() + aheadMs) };
}
export type NoonServer = Awaited<ReturnType<typeof startNoonServer>>;
