import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catPhotos, cats } from '../db/schema.js';
import { localeFromHeaders, translateKey } from '../lib/i18n.js';
import { PreviewStore } from '../lib/previews.js';
import { isHiddenFile } from '../moderation/visibility.js';

/** A day: a photo hidden or removed leaves the previews of browsers and crawlers by then. */
const PREVIEW_CACHE = 'public, max-age=86400';

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ msg: translateKey(localeFromHeaders(request.headers), 'notFound') });

/**
 * A link preview's image (plugins/page-meta.ts): a cat photo as a JPEG, since some preview
 * fetchers skip WebP, made once and kept (lib/previews.ts). Only what anyone may see, checked on
 * every request: a hidden photo, or one of a hidden or inactive cat, is a 404 even when its
 * preview is kept.
 */
export function previewImagePlugin(app: FastifyInstance, _options: unknown, done: () => void) {
  const { db, settings, clock } = app.deps;
  const previews = new PreviewStore(resolve(settings.UPLOADS_DIR), (error) =>
    app.log.warn({ err: error }, 'a link preview could not be kept'),
  );

  app.get<{ Params: { file: string } }>('/preview/:file', async (request, reply) => {
    const id = /^([A-Za-z0-9_-]{1,64})\.jpg$/.exec(request.params.file)?.[1];
    const photo = id
      ? db
          .select({ file: catPhotos.file, status: cats.status })
          .from(catPhotos)
          .innerJoin(cats, eq(cats.id, catPhotos.catId))
          .where(eq(catPhotos.id, id))
          .get()
      : undefined;
    if (!photo || photo.status !== 'Ativo' || isHiddenFile(db, photo.file)) {
      return notFound(request, reply);
    }
    const answer = await previews.jpeg(photo.file, request.ip, clock.now().getTime());
    if (answer === null) return notFound(request, reply);
    if ('retryAfterMs' in answer) {
      return reply
        .code(429)
        .header('retry-after', String(Math.max(1, Math.ceil(answer.retryAfterMs / 1000))))
        .header('cache-control', 'no-store')
        .send({ msg: translateKey(localeFromHeaders(request.headers), 'tooManyAttempts') });
    }
    return reply.type('image/jpeg').header('cache-control', PREVIEW_CACHE).send(answer.jpeg);
  });
  done();
}
