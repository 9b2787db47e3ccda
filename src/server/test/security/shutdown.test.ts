import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { exitOf, startServer } from '../server-process.js';

/**
 * The real server as a child process (tsx, 127.0.0.1, a temporary database): a request in flight
 * when SIGTERM arrives still completes, new connections are refused, and the process exits 0.
 */

let stopServer: (() => void) | undefined;
let dir: string | undefined;
afterEach(() => {
  stopServer?.();
  stopServer = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('graceful shutdown', () => {
  it('finishes a multipart upload in flight at SIGTERM, then exits 0', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gateiros-shutdown-'));
    const databasePath = join(dir, 'data', 'gateiros.db');
    const uploadsDir = join(dir, 'uploads');
    const started = await startServer({
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: uploadsDir,
      CLIENT_DIR: join(dir, 'no-client'),
      LOG_LEVEL: 'info',
      JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    });
    stopServer = started.stop;
    const { base, child: server, output } = started;

    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana', email: 'ana@gateiros.test', password: 'segredo-123' }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };

    // A large noisy photo: a few MB to send and a moment of work for sharp.
    const photo = await sharp({
      create: {
        width: 2400,
        height: 1800,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    const form = new FormData();
    form.append('name', 'Mingau');
    form.append('description', 'Manso');
    form.append('color', 'Cinza');
    form.append(
      'location',
      JSON.stringify({ type: 'Point', coordinates: [-46.6333, -23.5505], address: 'Sé' }),
    );
    form.append('photo', new File([new Uint8Array(photo)], 'big.jpg', { type: 'image/jpeg' }));
    const encoded = new Response(form);
    const contentType = encoded.headers.get('content-type')!;
    const body = Buffer.from(await encoded.arrayBuffer());
    expect(body.length).toBeGreaterThan(1_000_000);

    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${base}/api/cats`, {
        method: 'POST',
        headers: {
          'x-auth-token': token,
          'content-type': contentType,
          'content-length': String(body.length),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on('error', reject);
      // Half the body now, SIGTERM, then the rest: the request is certainly in flight.
      req.write(body.subarray(0, body.length >> 1));
      void sleep(300).then(async () => {
        server.kill('SIGTERM');
        await sleep(300);
        req.end(body.subarray(body.length >> 1));
      });
    });

    // While it drains, the server takes no new connections.
    await sleep(450);
    await expect(fetch(`${base}/health`)).rejects.toThrow();

    const res = await answer;
    expect(res.status, res.body).toBe(201);
    const cat = JSON.parse(res.body) as { _id: string; photoUrl: string };
    expect(await exitOf(server), output()).toEqual({ code: 0, signal: null });
    expect(output()).toContain('shutting down');

    // What was acknowledged is on disk: the row and its photo files.
    const db = new Database(databasePath, { readonly: true });
    try {
      expect(db.prepare('select count(*) as n from cats where id = ?').get(cat._id)).toEqual({
        n: 1,
      });
      expect(db.prepare('pragma integrity_check').get()).toEqual({ integrity_check: 'ok' });
    } finally {
      db.close();
    }
    const files = readdirSync(uploadsDir, { recursive: true, encoding: 'utf8' });
    expect(files).toContain(cat.photoUrl.replace('/uploads/', ''));
  }, 60_000);
});
