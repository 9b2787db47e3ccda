import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { avatarSvg } from '../lib/cat-art.js';
import { localeFromHeaders, translate } from '../lib/i18n.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Stored photos under /uploads/ (generated names, never changed, so cached for a year) and the
 * default avatars under /avatars/, drawn by the server from their fixed names (cached for a year
 * too: a drawing changes only with a release, and an old one is harmless).
 */
export async function filesPlugin(app: FastifyInstance) {
  const { settings } = app.deps;
  mkdirSync(settings.UPLOADS_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: resolve(settings.UPLOADS_DIR),
    prefix: '/uploads/',
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    maxAge: '365d',
    immutable: true,
  });

  app.get<{ Params: { file: string } }>('/avatars/:file', async (request, reply) => {
    const svg = avatarSvg(request.params.file.replace(/\.svg$/, ''));
    if (!svg) {
      return reply
        .code(404)
        .send({ msg: translate(localeFromHeaders(request.headers), 'notFound') });
    }
    return reply.type('image/svg+xml').header('cache-control', IMMUTABLE).send(svg);
  });
}
