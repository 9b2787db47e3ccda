import {
  createTRPCClient,
  httpLink,
  isNonJsonSerializable,
  splitLink,
  type TRPCClientError,
  type TRPCLink,
} from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { SIGNED_OUT } from '../../shared/accounts.js';
import { LIMITS } from '../../shared/constants.js';
import { emitApiEvent } from './api-events.js';
import type { AppRouter } from './api-types.js';
import { connectionWatch, isServerAnswer, type ConnectionWatch } from './connection-back.js';
import { FROM_DEVICE_HEADER } from './data-freshness.js';
import { activeLocale } from './locale.js';
import { authHeader, readToken } from './session.js';
import { uploadFetch } from './upload-progress.js';

const API_URL = '/trpc';
/** Photo uploads get the server's own request limit instead of 15 s: 10 MB on 3G takes a while. */
const UPLOAD_TIMEOUT_MS = 60_000;
const SERVER_ERRORS_BEFORE_WARNING = 3;

/** A response that is not the API's JSON (a proxy's error page, an HTML fallback…). */
export class UnexpectedResponseError extends Error {
  constructor(readonly status: number) {
    super(`Unexpected response (HTTP ${status})`);
    this.name = 'UnexpectedResponseError';
  }
}

/**
 * Each call with its time limit, and what it got told to the connection watch: a live answer,
 * or none (no connection, the time limit, the service worker's copy from the device).
 */
function fetchWithTimeout(
  timeoutMs: number,
  connection: ConnectionWatch,
  send: typeof fetch = (input, init) => fetch(input, init),
) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const settle = connection.request();
    let response: Response;
    try {
      response = await send(input, { ...init, signal });
    } catch (error) {
      // The caller giving up (a screen left, an upload canceled) says nothing of the connection.
      settle(error instanceof TypeError || timeout.aborted ? 'noAnswer' : 'neither');
      throw error;
    }
    if (!isServerAnswer(response)) {
      settle('neither');
      throw new UnexpectedResponseError(response.status);
    }
    settle(response.headers.has(FROM_DEVICE_HEADER) ? 'noAnswer' : 'answered');
    return response;
  };
}

/** The HTTP status behind a failed call, when a response arrived at all. */
export function httpStatusOf(error: TRPCClientError<AppRouter>): number | undefined {
  if (error.data?.httpStatus) return error.data.httpStatus;
  if (error.cause instanceof UnexpectedResponseError) return error.cause.status;
  const response = error.meta?.response;
  return response instanceof Response ? response.status : undefined;
}

const requestHeaders = () => ({ 'x-lang': activeLocale(), ...authHeader(readToken()) });

let consecutiveServerErrors = 0;

/**
 * The one place every call passes through: a 401 on a call made with the stored token ends the
 * session; the third 5xx in a row warns the user; any answer below 500 resets the count.
 */
const sessionLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const sentToken = readToken();
      return next(op).subscribe({
        next(value) {
          consecutiveServerErrors = 0;
          observer.next(value);
        },
        error(error) {
          const status = httpStatusOf(error);
          if (status !== undefined && status >= 500) {
            consecutiveServerErrors += 1;
            if (consecutiveServerErrors === SERVER_ERRORS_BEFORE_WARNING) {
              emitApiEvent({ type: 'serverTrouble' });
            }
          } else if (status !== undefined) {
            consecutiveServerErrors = 0;
            if (status === 401 && sentToken !== null && sentToken === readToken()) {
              emitApiEvent({
                type: 'sessionExpired',
                signedOut: error.data?.reason === SIGNED_OUT,
              });
            }
          }
          observer.error(error);
        },
        complete() {
          observer.complete();
        },
      });
    });

/** Called with each query's answer: whether it is live or the service worker's copy on the device. */
type OnQueryAnswer = (path: string, input: unknown, response: unknown) => void;

const answerLink =
  (onQueryAnswer: OnQueryAnswer): TRPCLink<AppRouter> =>
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op).subscribe({
        next(value) {
          if (op.type === 'query') onQueryAnswer(op.path, op.input, value.context?.response);
          observer.next(value);
        },
        error: (error) => observer.error(error),
        complete: () => observer.complete(),
      }),
    );

export function createApiClient(
  onQueryAnswer: OnQueryAnswer = () => {},
  connection: ConnectionWatch = connectionWatch,
) {
  return createTRPCClient<AppRouter>({
    links: [
      sessionLink,
      answerLink(onQueryAnswer),
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: httpLink({
          url: API_URL,
          headers: requestHeaders,
          fetch: fetchWithTimeout(UPLOAD_TIMEOUT_MS, connection, uploadFetch),
        }),
        // One request per query (no batching): the service worker keeps each read under its own
        // URL, so a screen opened before finds its data whatever else loaded with it.
        false: httpLink({
          url: API_URL,
          headers: requestHeaders,
          fetch: fetchWithTimeout(LIMITS.requestTimeoutMs, connection),
        }),
      }),
    ],
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;
