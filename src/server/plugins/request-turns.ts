import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Requests take turns: at most REQUESTS_PER_TURN start in one event-loop turn, in the order they
 * arrived. Node accepts one new connection per turn of the event loop (libuv/libuv#3696), and a
 * turn otherwise runs every request that arrived since the last one to its end (their SQLite
 * calls are synchronous): under a burst of connections a turn ran some 100 requests, new
 * connections waited in the accept queue for seconds, and of 200 connections opened at once some
 * got no answer for 10 s while the others were served (bench/run.ts, mixed reads; a plain Node
 * HTTP server with a 2.5 ms handler does the same). A few requests per turn keep turns short, so
 * connections are accepted as they come and requests are served in the order they came. A request
 * that is waiting (photo processing, a file read) frees the turn at once.
 */

/**
 * Requests started per turn. One at a time kept accepting connections but broke the write
 * batch's group commit (services/write-batch.ts: one commit per turn) and cost a hop per request;
 * eight keep a turn short (some 20 ms) and measured best (bench, --quick, one sitting: check-ins
 * without photos 323.5 -> 690.5 /s with 1 -> 8, nearby 618.5 -> 823 req/s; mixed reads, 200
 * connections right after a first start: 0 timeouts, p99 437 ms).
 */
export const REQUESTS_PER_TURN = 8;

export const requestTurnsPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    const waiting: (() => void)[] = [];
    let scheduled = false;
    const turn = () => {
      const starting = waiting.splice(0, REQUESTS_PER_TURN);
      // The next turn is asked for first, so a request that throws cannot stop the ones after it.
      if (waiting.length > 0) setImmediate(turn);
      else scheduled = false;
      for (const next of starting) next();
    };
    app.addHook('onRequest', (_request, _reply, next) => {
      waiting.push(next);
      if (!scheduled) {
        scheduled = true;
        setImmediate(turn);
      }
    });
    done();
  },
  { name: 'request-turns' },
);
