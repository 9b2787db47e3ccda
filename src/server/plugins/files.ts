import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { avatarSvg } from '../lib/cat-art.js';
import { localeFromHeaders, translateKey } from '../lib/i18n.js';
import { PREVIEWS_DIR } from '../lib/photos.js';
import { PRIVATE_DIR_MODE } from '../lib/private-files.js';
import { isHiddenFile } from '../moderation/visibility.js';
import { isHealthPhoto } from '../services/health-photos.js';
import { previewImagePlugin } from './preview-image.js';

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
 * Stored photos under /uploads/ (generated names, never changed, so cached for a year), link
 * previews under /preview/ (plugins/preview-image.ts), and the default avatars under /avatars/
 * and /api/avatars/, drawn by the server from their fixed names (cached for a year too: a drawing
 * changes only with a release, and an old one is harmless).
 */
export async function filesPlugin(app: FastifyInstance) {
  const { settings } = app.deps;
  mkdirSync(settings.UPLOADS_DIR, { recursive: true, mode: PRIVATE_DIR_MODE });
  // A photo hidden by moderation answers as a missing one, uncached, until it is restored; a
  // health record's photo always does (services/health-photos.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(UPLOADS)) return;
    const name = safeDecode(request.url.slice(UPLOADS.length).split('?')[0]!);
    if (name === null) return;
    if (!isHiddenFile(app.deps.db, name) && !isHealthPhoto(app.deps.db, name)) return;
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
    // Link previews are kept in the uploads folder too, but served only by /preview/, which
    // checks on every request that the photo may be shown.
    allowedPath: (pathName) => pathName.replace(/^\/+/, '').split('/')[0] !== PREVIEWS_DIR,
  });

  await app.register(previewImagePlugin);

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
