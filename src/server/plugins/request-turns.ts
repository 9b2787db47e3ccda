import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Requests take turns: one request starts per event-loop turn, in the order they arrived. Node
 * accepts one new connection per turn of the event loop (libuv/libuv#3696), and a turn otherwise
 * runs every request that arrived since the last one to its end (their SQLite calls are
 * synchronous): under a burst of new connections, those waiting to be accepted waited on every
 * request already accepted, and some got no answer in time. One request per turn keeps turns
 * short, so connections are accepted as they come and requests are served in the order they
 * came. A request that is waiting (photo processing, a file read) frees the turn at once.
 * A row of docs/performance.md's mechanism table; request-turns.test.ts fails if the app stops
 * registering it.
 */
export const requestTurnsPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    // A turn is scheduled exactly while a request waits.
    const waiting: (() => void)[] = [];
    const turn = () => {
      const next = waiting.shift()!;
      // The next turn is asked for first, so a request that throws cannot stop the ones after it.
      if (waiting.length > 0) setImmediate(turn);
      next();
    };
    app.addHook('onRequest', (_request, _reply, next) => {
      if (waiting.push(next) === 1) setImmediate(turn);
    });
    done();
  },
  { name: 'request-turns' },
);
