/**
 * The benchmark's own server process: the real app on a bench database, plus one comparison route
 * that exists only here: GET /bench/memory returns, from memory, the body the real app gave for
 * BENCH_COPY_URL. Prints `listening <address>` when ready. Env: BENCH_DB, BENCH_UPLOADS,
 * BENCH_SECRET, BENCH_COPY_URL.
 */
import { buildApp } from '../src/server/app.js';
import { testSettings } from '../src/server/settings.js';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const app = await buildApp({
  settings: testSettings({
    DATABASE_PATH: env('BENCH_DB'),
    UPLOADS_DIR: env('BENCH_UPLOADS'),
    JWT_SECRET: env('BENCH_SECRET'),
    LOG_LEVEL: 'silent',
  }),
  clientDir: null,
  logger: false,
});

let copied: { body: string; type: string } | null = null;
app.get('/bench/memory', async (_request, reply) => {
  if (!copied) return reply.code(503).send('not ready');
  return reply.type(copied.type).send(copied.body);
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const copyUrl = process.env.BENCH_COPY_URL;
if (copyUrl) {
  const res = await app.inject({ method: 'GET', url: copyUrl });
  if (res.statusCode !== 200) throw new Error(`${copyUrl}: ${res.statusCode} ${res.body}`);
  copied = { body: res.body, type: String(res.headers['content-type']) };
}
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
console.log(`listening ${address}`);
