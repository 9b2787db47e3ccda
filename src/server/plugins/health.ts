import type { FastifyInstance } from 'fastify';
import { localeFromHeaders, translateKey } from '../lib/i18n.js';

/** `/health` (for the container) and `/api/health` (REST clients): 200 while the database answers. */
export function healthPlugin(app: FastifyInstance, _options: unknown, done: () => void) {
  const { db } = app.deps;
  for (const path of ['/health', '/api/health']) {
    app.get(path, async (request, reply) => {
      try {
        db.$client.prepare('select 1').get();
        return { status: 'ok' as const };
      } catch {
        const msg = translateKey(localeFromHeaders(request.headers), 'internal');
        return reply.code(503).send({ status: 'error', msg });
      }
    });
  }
  done();
}
