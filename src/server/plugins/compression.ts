import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers fit in a packet or two anyway; compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Answers up to this size are compressed in one call on the event loop, larger ones (exports)
 * through a zlib stream in the thread pool. The plugin's default scales with the cores Node
 * reports, which sent every list of cats through a web stream, a Node stream and a zlib stream:
 * on the event loop alone that plumbing cost more than compressing in one call, and the small
 * machines the app runs on have no spare core for the thread pool to use. The library's own
 * advice for CPU-constrained hosts.
 */
export const COMPRESS_SYNC_MAX_BYTES = 65_536;

/**
 * gzip's level, for the clients that take no brotli (the REST clients: OkHttp asks for gzip
 * alone): level 3, the highest of the levels that use zlib's fast match strategy, takes about
 * half the CPU of zlib's default 6 for an answer only slightly larger.
 */
export const GZIP_LEVEL = 3;

/**
 * Compresses the answers that compress (JSON, HTML, SVG, text) for clients that ask: brotli, else
 * gzip; a client that sends no Accept-Encoding gets them as they are. @fastify/compress attaches
 * its onSend hook to each route registered after this plugin, after the scope's own hooks. Files
 * that @fastify/static sends precompressed (the built client, plugins/client.ts) already carry
 * Content-Encoding and pass untouched; photos (WebP) are not compressible types. Request bodies
 * are not decompressed: no client sends them compressed, and a decompressing parser would be one
 * more way to make the server inflate a small request.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    // Quality 3: a list of cats comes out slightly bigger than at the plugin's default 4, for a
    // fraction of its CPU (4's larger match finder is allocated and page-faulted in on every
    // answer). 11 is for the build, where the client's files are compressed once.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: GZIP_LEVEL },
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    globalDecompression: false,
  });
});
