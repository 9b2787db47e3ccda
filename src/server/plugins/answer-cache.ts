import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { carriesCredentials } from './private-answers.js';

interface Answer {
  /** Bytes, so Fastify sends them with tRPC's content type as it is. */
  body: Buffer;
  headers: Record<string, string>;
}

/** Answers kept for one database version only, bounded by the total size of their bodies. */
class AnswerCache {
  #version: string | null = null;
  #entries = new Map<string, Answer>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(version: string, key: string): Answer | undefined {
    if (version !== this.#version) {
      this.#version = version;
      this.#entries.clear();
      this.#bytes = 0;
      return undefined;
    }
    return this.#entries.get(key);
  }

  /** Keeps `answer` if it was computed at the current version. */
  set(version: string, key: string, answer: Answer) {
    if (version !== this.#version || answer.body.byteLength > this.maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#bytes -= previous.body.byteLength;
    this.#entries.set(key, answer);
    this.#bytes += answer.body.byteLength;
    // Oldest first: a Map iterates in insertion order.
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= old.body.byteLength;
    }
  }
}

export interface AnswerCacheOptions {
  /** Queries whose answer to an anonymous caller depends on their input and the database only. */
  paths: string[];
  /** Total size of the kept answers. */
  maxBytes: number;
}

/**
 * Reuses the answers of plain JSON GETs (single or batched) of `paths` for anonymous callers (no
 * credentials at all, not even unusable ones) until
 * the next write to the database, by this process or another: many people open the map at the
 * same default place. Register it in the scope of the tRPC routes, before them.
 */
export const answerCachePlugin = fp((app: FastifyInstance, options: AnswerCacheOptions) => {
  const paths = new Set(options.paths);
  const cache = new AnswerCache(options.maxBytes);
  const sqlite = app.deps.db.$client;
  // Writes of this connection, and commits of any other (admin commands, a restore).
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const versionNow = () => `${totalChanges.get() as number}.${dataVersion.get() as number}`;
  const pending = new WeakMap<FastifyRequest, { key: string; version: string }>();

  const keyOf = (request: FastifyRequest): string | null => {
    const { headers } = request;
    if (request.method !== 'GET' || carriesCredentials(headers)) return null;
    if (headers['trpc-accept'] !== undefined || headers.accept?.includes('jsonl')) return null;
    const type = headers['content-type'];
    if (type !== undefined && !type.toLowerCase().startsWith('application/json')) return null;
    const path = (request.params as { path?: string }).path ?? '';
    return path.split(',').every((p) => paths.has(p)) ? request.url : null;
  };

  app.addHook('onRequest', async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return;
    // Read before the query runs: an answer is never kept under a version newer than its data.
    const version = versionNow();
    const hit = cache.get(version, key);
    if (hit) return reply.headers(hit.headers).send(hit.body);
    pending.set(request, { key, version });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = pending.get(request);
    if (!slot) return payload;
    if (typeof payload === 'string' && reply.statusCode === 200) {
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'vary']) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      cache.set(slot.version, slot.key, { body: Buffer.from(payload), headers });
      return payload;
    }
    if (!(payload instanceof Response) || payload.status !== 200) return payload;
    const body = Buffer.from(await payload.arrayBuffer());
    const answer = { body, headers: Object.fromEntries(payload.headers) };
    cache.set(slot.version, slot.key, answer);
    reply.code(payload.status).headers(answer.headers);
    return answer.body;
  });
});
