import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Settings } from './settings.js';

/**
 * Structured (JSON) logs that are safe to keep and share: no passwords, no tokens, no positions.
 * Request lines carry the method and the path only: query strings hold tRPC GET inputs
 * (coordinates of nearby searches, anything a client sends) and headers hold tokens. Bodies are
 * never logged. Error messages can quote input (a failed query lists its parameters), so those
 * parts are cut.
 */

/** Where log lines go: stdout by default; tests pass a stream that keeps them in memory. */
interface LogDestination {
  write(line: string): void;
}

/** `false` or LOG_LEVEL=silent: no logger; `true`: stdout; a destination: JSON lines into it. */
export type LogOption = boolean | LogDestination;

/** Any header that may carry a credential, in case someone logs headers on purpose. */
const SECRET_HEADERS = ['authorization', 'x-auth-token', 'cookie', 'set-cookie'];

const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`]),
  'password',
  '*.password',
  'token',
  '*.token',
];

export const pathOnly = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/** Drizzle's failed-query errors list every parameter of the statement after "params:". */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
/** V8 quotes the offending text in JSON.parse errors: `…, "{"password":"…" is not valid JSON`. */
const QUOTED_INPUT = /"[\s\S]*"/;

function scrub(message: string, isSyntaxError: boolean): string {
  const cut = message.replace(QUERY_PARAMS, '\nparams: [redacted]');
  return isSyntaxError ? cut.replace(QUOTED_INPUT, '"[redacted]"') : cut;
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  cause?: LoggedError;
};

/** Like pino's error serializer, but only known fields (no `params`, no `input`) and scrubbed. */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[not an Error]', stack: '' };
  const fields = error as Error & { code?: unknown; statusCode?: unknown };
  const message = scrub(error.message, error.name === 'SyntaxError');
  // The stack starts with the message: rebuilt from the scrubbed one and the frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') logged.code = fields.code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

export function loggerOptions(
  settings: Settings,
  option: LogOption = true,
): FastifyServerOptions['logger'] {
  if (option === false || settings.LOG_LEVEL === 'silent') return false;
  return {
    level: settings.LOG_LEVEL,
    ...(typeof option === 'object' ? { stream: option } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: pathOnly(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply) => ({ statusCode: reply.statusCode }),
      err: errorForLog,
    },
  };
}
