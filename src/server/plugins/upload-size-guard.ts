import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { message } from '../../shared/messages.js';
import { localeFromHeaders, translate } from '../lib/i18n.js';
import { UPLOAD_LIMITS } from '../lib/upload-limits.js';
import { UPLOAD_QUEUE, UploadQueue } from '../lib/upload-queue.js';

const statusError = (message: string, statusCode: number) =>
  Object.assign(new Error(message), { statusCode });

/**
 * Every multipart body (photo uploads, over tRPC or REST) is checked against its declared size
 * before a byte is read: tRPC reads the raw stream without a limit of its own, and the REST shim's
 * per-part limits alone would allow eleven 10 MB files. Then it waits for its turn in the upload
 * queue (lib/upload-queue.ts), held until its answer is sent or the connection closes. A hook, not
 * a content-type parser: the tRPC plugin replaces its scope's multipart parser with its own.
 */
export const uploadSizeGuardPlugin = fp((app: FastifyInstance) => {
  const queue = new UploadQueue();
  app.addHook('onRequest', async (request, reply) => {
    const type = request.headers['content-type']?.trimStart().toLowerCase() ?? '';
    if (!type.startsWith('multipart/')) return;
    const length = Number(request.headers['content-length']);
    if (!Number.isFinite(length) || length <= 0) throw statusError('length required', 411);
    if (length > UPLOAD_LIMITS.requestMaxBytes) throw statusError('too large', 413);
    // A form without a photo (a check-in's fields) is no weight: only photo-sized bodies queue.
    if (length <= UPLOAD_QUEUE.smallBodyBytes) return;
    const turn = queue.turn();
    if (!turn) {
      const locale = localeFromHeaders(request.headers);
      return reply
        .code(503)
        .header('retry-after', String(UPLOAD_QUEUE.retryAfterSeconds))
        .send({ msg: translate(locale, message('uploadsBusy')) });
    }
    const release = await turn;
    reply.raw.once('close', release);
    // Closed while it waited: nothing will be answered, so the turn goes back now.
    if (reply.raw.closed || request.raw.destroyed) release();
  });
});
