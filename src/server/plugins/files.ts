import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catPhotos, cats } from '../db/schema.js';
import { avatarSvg } from '../lib/cat-art.js';
import { localeFromHeaders, translateKey } from '../lib/i18n.js';
import { loadSharp } from '../lib/photos.js';
import { PRIVATE_DIR_MODE } from '../lib/private-files.js';
import { isHiddenFile } from '../moderation/visibility.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const UPLOADS = '/uploads/';

const safeDecode = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/**
 * Stored photos under /uploads/ (generated names, never changed, so cached for a year) and the
 * default avatars under /avatars/ and /api/avatars/, drawn by the server from their fixed names
 * (cached for a year too: a drawing changes only with a release, and an old one is harmless).
 */
export async function filesPlugin(app: FastifyInstance) {
  const { settings } = app.deps;
  mkdirSync(settings.UPLOADS_DIR, { recursive: true, mode: PRIVATE_DIR_MODE });
  // A photo hidden by moderation answers as a missing one, uncached, until it is restored.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(UPLOADS)) return;
    const name = safeDecode(request.url.slice(UPLOADS.length).split('?')[0]!);
    if (name === null || !isHiddenFile(app.deps.db, name)) return;
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ msg: translateKey(localeFromHeaders(request.headers), 'notFound') });
  });
  await app.register(fastifyStatic, {
    root: resolve(settings.UPLOADS_DIR),
    prefix: UPLOADS,
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    maxAge: '365d',
    immutable: true,
  });

  // A link preview's image (plugins/page-meta.ts): a cat photo as a JPEG, since some preview
  // fetchers skip WebP. Only what anyone may see: a hidden photo, or one of a hidden or inactive
  // cat, is a 404.
  app.get<{ Params: { file: string } }>('/preview/:file', async (request, reply) => {
    const id = /^([A-Za-z0-9_-]{1,64})\.jpg$/.exec(request.params.file)?.[1];
    const photo = id
      ? app.deps.db
          .select({ file: catPhotos.file, status: cats.status })
          .from(catPhotos)
          .innerJoin(cats, eq(cats.id, catPhotos.catId))
          .where(eq(catPhotos.id, id))
          .get()
      : undefined;
    if (!photo || photo.status !== 'Ativo' || isHiddenFile(app.deps.db, photo.file)) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ msg: translateKey(localeFromHeaders(request.headers), 'notFound') });
    }
    const sharp = await loadSharp();
    const jpeg = await sharp(join(resolve(settings.UPLOADS_DIR), photo.file))
      .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(jpeg);
  });

  // Also under /api: a front that forwards only /api and /uploads still reaches them.
  for (const prefix of ['', '/api']) {
    app.get<{ Params: { file: string } }>(`${prefix}/avatars/:file`, async (request, reply) => {
      const svg = avatarSvg(request.params.file.replace(/\.svg$/, ''));
      if (!svg) {
        return reply
          .code(404)
          .send({ msg: translateKey(localeFromHeaders(request.headers), 'notFound') });
      }
      return reply.type('image/svg+xml').header('cache-control', IMMUTABLE).send(svg);
    });
  }
}
