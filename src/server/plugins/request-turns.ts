import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Requests take turns: each one starts in an event-loop turn of its own, in the order they
 * arrived. Node accepts one new connection per turn of the event loop (libuv/libuv#3696), and a
 * turn otherwise runs every request that arrived since the last one to its end (their SQLite
 * calls are synchronous): under a burst of connections a turn ran some 100 requests, new
 * connections waited in the accept queue for seconds, and of 200 connections opened at once some
 * got no answer for 10 s while the others were served (bench/run.ts, mixed reads; a plain Node
 * HTTP server with a 2.5 ms handler does the same). One request per turn keeps turns short, so
 * connections are accepted as they come and requests are served in the order they came. A request
 * that is waiting (photo processing, a file read) frees the turn at once.
 */
export const requestTurnsPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    const waiting: (() => void)[] = [];
    let scheduled = false;
    const turn = () => {
      const next = waiting.shift();
      // The next turn is asked for first, so a request that throws cannot stop the ones after it.
      if (waiting.length > 0) setImmediate(turn);
      else scheduled = false;
      next?.();
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
