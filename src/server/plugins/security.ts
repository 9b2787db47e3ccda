import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import type { Settings } from '../settings.js';

const originOf = (url: string | undefined): string[] => {
  if (!url || url.startsWith('/')) return [];
  try {
    return [new URL(url.replace(/[{}]/g, '')).origin];
  } catch {
    return [];
  }
};

/**
 * The built app's hashed scripts, styles and images are never documents, so the headers that
 * only a document or a worker reads (CSP, frame options, opener and agent-cluster policy,
 * referrer policy, the legacy X- ones) do nothing on them. Over HTTP/1.1, which has no header
 * compression, they were about 750 of the 1,100 header bytes of each of the ~15 files of a first
 * load. These keep what a subresource does use: nosniff, the resource policy and HSTS.
 */
const subresourceHelmet = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * Security headers and CORS for every route (subresource headers for the built app's assets). The CSP allows the app itself, the configured map
 * tile host and, when configured, Google sign-in and the IP-lookup service; nothing else.
 */
export const securityPlugin = fp((app: FastifyInstance, { settings }: { settings: Settings }) => {
  const tileHosts = originOf(settings.MAP_TILE_URL);
  const google = settings.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  // Helmet's middlewares, built once at startup: @fastify/helmet built them (and re-parsed the
  // CSP directives) on every request.
  const documentHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileHosts, 'https://*.googleusercontent.com'],
        connectSrc: ["'self'", ...originOf(settings.IP_LOOKUP_URL), ...google],
        frameSrc: google.length ? google : ["'none'"],
        fontSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: {
      policy: google.length ? 'same-origin-allow-popups' : 'same-origin',
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const subresourceHeaders = helmet({
    ...subresourceHelmet,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.routeOptions.url?.startsWith('/assets/')
      ? subresourceHeaders
      : documentHeaders;
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  // CORS for the origins an admin lists; everything else stays same-origin only.
  const allowed = new Set(settings.CORS_ORIGINS.map((o) => new URL(o).origin));
  if (allowed.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
        .header(
          'access-control-allow-headers',
          'content-type, x-auth-token, authorization, x-lang, trpc-accept',
        )
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
});
