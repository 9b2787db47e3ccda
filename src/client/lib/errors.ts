import { TRPCClientError } from '@trpc/client';
import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import { httpStatusOf, UnexpectedResponseError } from './api-client.js';
import type { AppRouter } from './api-types.js';

export type FieldErrors = Partial<Record<string, string>>;

/** What went wrong with a call, in the terms the user-facing messages need. */
export type ApiFailure =
  /** The server answered with an error; `message` is already in the user's language. */
  | { kind: 'http'; status: number; message: string | null; fieldErrors: FieldErrors }
  /** No answer: offline, connection refused, time-out. */
  | { kind: 'noResponse' }
  /** An answer that is not the API's (an HTML page, a proxy error, a malformed body). */
  | { kind: 'badFormat'; status: number | null }
  /** Not a call failure at all (a bug on this side). */
  | { kind: 'unknown'; message: string };

const isAbort = (error: unknown) =>
  error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');

export function classifyError(error: unknown): ApiFailure {
  if (!(error instanceof TRPCClientError)) {
    return { kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
  }
  const failure = error as TRPCClientError<AppRouter>;
  const status = httpStatusOf(failure);
  if (failure.data) {
    const fieldErrors: FieldErrors = {};
    for (const { param, msg } of failure.data.errors ?? []) fieldErrors[param] ??= msg;
    return {
      kind: 'http',
      status: failure.data.httpStatus,
      message: failure.message || null,
      fieldErrors,
    };
  }
  if (failure.cause instanceof UnexpectedResponseError || status !== undefined) {
    return { kind: 'badFormat', status: status ?? null };
  }
  if (failure.cause instanceof TypeError || isAbort(failure.cause)) return { kind: 'noResponse' };
  return { kind: 'badFormat', status: null };
}

/**
 * The message for a failed data call: 401, 404 and 5xx have fixed
 * texts; other client errors show the server's own (translated) message.
 */
export function errorMessage(LL: TranslationFunctions, error: unknown): string {
  const texts = LL.common.apiErrors;
  const failure = classifyError(error);
  const byStatus = (status: number | null) => {
    if (status === 401) return texts.unauthorized();
    if (status === 404) return texts.notFound();
    if (status !== null && status >= 500) return texts.server();
    return null;
  };
  switch (failure.kind) {
    case 'http':
      return byStatus(failure.status) ?? failure.message ?? texts.generic();
    case 'noResponse':
      // The browser knows it has no connection: say so, not that the server is silent.
      return navigator.onLine === false ? texts.offline() : texts.noResponse();
    case 'badFormat':
      return byStatus(failure.status) ?? texts.badFormat();
    case 'unknown':
      return texts.generic();
  }
}

/**
 * A query that has nothing to show for want of a connection (its request got no answer, or
 * waits for the connection): not a load error, a page not kept on this device.
 */
export const waitsForConnection = (query: { error: unknown; fetchStatus: string }) =>
  query.fetchStatus === 'paused' ||
  (query.error != null &&
    (classifyError(query.error).kind === 'noResponse' || navigator.onLine === false));

/** The server refused the request (4xx): the data asked for is gone or not the caller's to see. */
export function isRefusal(error: unknown) {
  const failure = classifyError(error);
  return failure.kind === 'http' && failure.status >= 400 && failure.status < 500;
}

export const isUnauthorized = (error: unknown) => {
  const failure = classifyError(error);
  return failure.kind === 'http' && failure.status === 401;
};
