import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
 * referrer policy, the legacy X- ones) are left off them; they keep what a subresource does
 * use: nosniff, the resource policy and HSTS.
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
 * Security headers (@fastify/helmet) and CORS (@fastify/cors) for every route. The CSP allows the
 * app itself, the configured map tile host and, when configured, Google sign-in and the IP-lookup
 * service; nothing else. CORS answers only the origins an admin lists.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { settings }: { settings: Settings }) => {
    const tileHosts = originOf(settings.MAP_TILE_URL);
    const google = settings.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
    // The assets' routes (plugins/client.ts) are @fastify/static's: they get helmet's route
    // option here, as they are added.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/assets/')) route.helmet = subresourceHelmet;
    });
    await app.register(fastifyHelmet, {
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
          // Tiles are fetched, not only shown: by the service worker, which answers the map's
          // image requests (sw.ts; its own CSP is this one), and by a colony map saved offline.
          connectSrc: ["'self'", ...tileHosts, ...originOf(settings.IP_LOOKUP_URL), ...google],
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

    // Without listed origins, everything stays same-origin only.
    if (settings.CORS_ORIGINS.length === 0) return;
    await app.register(fastifyCors, {
      origin: settings.CORS_ORIGINS.map((o) => new URL(o).origin),
      credentials: true,
      methods: ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['content-type', 'x-auth-token', 'authorization', 'x-lang', 'trpc-accept'],
      maxAge: 600,
    });
  },
);
