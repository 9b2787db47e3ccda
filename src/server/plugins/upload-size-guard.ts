import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_LIMITS } from '../lib/upload-limits.js';

const statusError = (message: string, statusCode: number) =>
  Object.assign(new Error(message), { statusCode });

/**
 * Every multipart body (photo uploads, over tRPC or REST) is checked against its declared size
 * before a byte is read: tRPC reads the raw stream without a limit of its own, and the REST shim's
 * per-part limits alone would allow eleven 10 MB files. A hook, not a content-type parser: the
 * tRPC plugin replaces its scope's multipart parser with its own.
 */
export const uploadSizeGuardPlugin = fp((app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const type = request.headers['content-type']?.trimStart().toLowerCase() ?? '';
    if (!type.startsWith('multipart/')) return done();
    const length = Number(request.headers['content-length']);
    if (!Number.isFinite(length) || length <= 0) return done(statusError('length required', 411));
    if (length > UPLOAD_LIMITS.requestMaxBytes) return done(statusError('too large', 413));
    done();
  });
});
