import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { Settings } from './settings.js';

/** JSON bodies (every tRPC and REST call without photos); photo uploads have their own limits. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** Node's default, set here so it cannot change under us; tokens and cookies need far less. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** Headers are small: a client that has not sent them all by then is stalling on purpose. */
const HEADERS_TIMEOUT_MS = 30_000;
/** Longer than the 60 s idle timeout of common proxies and load balancers, so they close first. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** A connection where nothing moves either way (a stalled handler, a client that stops reading). */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * The HTTP server's timeouts and size limits (docs/security.md, "Timeouts and limits"). A request must
 * arrive in full within REQUEST_TIMEOUT_SECONDS, headers within 30 s: a slow-loris client that
 * dribbles a request gets 408 and is disconnected instead of holding a connection forever.
 */
export function serverLimits(settings: Settings) {
  const requestTimeout = settings.REQUEST_TIMEOUT_SECONDS * 1000;
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeout);
  return {
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout,
    connectionTimeout: IDLE_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      requestTimeout,
      headersTimeout,
      // Node looks for expired requests this often (30 s by default, which would let a 120 s
      // timeout run to 150 s).
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(headersTimeout / 2)),
    },
  } satisfies FastifyHttpOptions<Server>;
}
