/** The OpenAPI document's error answers, and which of them each route can give. */
import type { ErrorStatus, RestRoute } from './route.js';

const retryAfter = (description: string) => ({
  description,
  schema: { type: 'integer', minimum: 1 },
});

/** The error answers, each {msg, errors?} (the Error schema). */
export const ERROR_RESPONSES: Record<
  ErrorStatus,
  { name: string; description: string; headers?: object }
> = {
  400: {
    name: 'BadRequest',
    description:
      'Invalid input: `errors` names each field, in the caller language; or a body that is not ' +
      'the JSON it says it is.',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No valid token (x-auth-token or Authorization: Bearer); `reason` is `signedOut` when the ' +
      "token's session was ended elsewhere rather than expired.",
  },
  403: {
    name: 'Forbidden',
    description: 'Not allowed for this user, or an account awaiting approval.',
  },
  404: { name: 'NotFound', description: 'Not found.' },
  409: {
    name: 'Conflict',
    description:
      'The e-mail is already registered (register), the item was already reported (reports), ' +
      'the caller is already on the way or the cat needs no help now ("Eu vou ajudar"), or the ' +
      '`clientId` was already sent with other fields or photos (check-ins, cats).',
  },
  411: {
    name: 'LengthRequired',
    description:
      'A multipart body without Content-Length: every multipart body, on any path, is checked ' +
      'against its declared size before it is read.',
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'A file over 10 MB, too many parts, or a body over the size limit.',
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'Wrong content type, or a file that is not an image.',
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Over a limit: the account\'s writes of this kind (cats, check-ins, reports, "Eu vou ' +
      'ajudar") or the login and registration attempts; `msg` says which, in the caller language.',
    headers: {
      'Retry-After': {
        ...retryAfter(
          'Seconds until the limit lets the call through. Sent with every refusal: the write ' +
            'limits, the login wait and the registrations per address.',
        ),
        required: true,
      },
    },
  },
  503: {
    name: 'UploadsBusy',
    description: 'Too many uploads at once; try again after Retry-After seconds.',
    headers: { 'Retry-After': { ...retryAfter('Seconds to wait.'), required: true } },
  },
};

/** Answers of every path: the multipart size check runs before any route (upload-size-guard). */
const ANY_PATH_ERRORS: readonly ErrorStatus[] = [411, 413];
/** Fastify reads the body of any method but GET before the route: bad JSON, an unknown type. */
const BODY_ERRORS: readonly ErrorStatus[] = [400, 415];

/** The error statuses the document gives a route: its own and those of every route like it. */
export function errorStatuses(route: RestRoute): ErrorStatus[] {
  const statuses = new Set([
    ...route.errors,
    ...ANY_PATH_ERRORS,
    ...(route.method === 'GET' ? [] : BODY_ERRORS),
    ...(route.multipart ? [503 as const] : []),
  ]);
  return [...statuses].sort((a, b) => a - b);
}
