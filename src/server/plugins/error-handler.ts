import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PlainErrorKey } from '../../shared/messages.js';
import { localeFromHeaders, translateKey } from '../lib/i18n.js';

const keyForStatus: Partial<Record<number, PlainErrorKey>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  411: 'lengthRequired',
  413: 'bodyTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyAttempts',
};

const keyForCode: Partial<Record<string, PlainErrorKey>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
};

/**
 * The root error handler: client errors answer {msg} in the caller's language; anything else is
 * logged and answered with a generic 500 that reveals nothing. A request whose connection closed
 * before its body was read (a phone that lost its signal mid-upload) is the client's doing: the
 * tRPC adapter then fails to wrap the body it can no longer read, which is logged as info, not
 * as a server error, and answered 400 to no one.
 */
export const errorHandlerPlugin = fp((app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = localeFromHeaders(request.headers);
    if (request.raw.readableAborted) {
      request.log.info(
        { err: error },
        'the client closed the connection before its request was read',
      );
      return reply.code(400).send({ msg: translateKey(locale, 'invalidValue') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = keyForCode[error.code] ?? keyForStatus[status] ?? 'invalidValue';
      return reply.code(status).send({ msg: translateKey(locale, key) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ msg: translateKey(locale, 'internal') });
  });
});
