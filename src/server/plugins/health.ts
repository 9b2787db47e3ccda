import type { FastifyInstance } from 'fastify';
import { localeFromHeaders, translateKey } from '../lib/i18n.js';
import { appVersion } from '../lib/version.js';

/**
 * `/health` (for the container) and `/api/health` (REST clients): 200 while the database answers,
 * with the app's version and the commit the image was built from.
 */
export function healthPlugin(app: FastifyInstance, _options: unknown, done: () => void) {
  const { db, settings } = app.deps;
  const { version, commit } = appVersion(settings);
  for (const path of ['/health', '/api/health']) {
    app.get(path, async (request, reply) => {
      try {
        db.$client.prepare('select 1').get();
        return { status: 'ok' as const, version, commit };
      } catch {
        const msg = translateKey(localeFromHeaders(request.headers), 'internal');
        return reply.code(503).send({ status: 'error', msg });
      }
    });
  }
  done();
}
