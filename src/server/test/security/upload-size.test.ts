import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../lib/upload-limits.js';
import { UPLOAD_QUEUE } from '../../lib/upload-queue.js';
import { jpeg } from '../fixtures.js';
import {
  expectRefusedEverywhere,
  filesIn,
  restForms,
  trpcForms,
  uploadSetup,
} from './upload-attacks.js';

/**
 * Uploads over the size limits, through the REST multipart paths and through tRPC over HTTP:
 * refused with 413 (or 411 without a declared length), and nothing is left in UPLOADS_DIR.
 */

const MAX_UPLOAD_BYTES = UPLOAD_LIMITS.requestMaxBytes;

describe('upload size limits', () => {
  it('refuses a 50 MB photo and a body over the upload limit, storing nothing', async () => {
    const { app, token, cat } = await uploadSetup();
    const big = new File([new Uint8Array(50 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    for (const { method, url, form } of restForms(cat, [big]).slice(0, 2)) {
      const res = await app.call(method, url, { token, form });
      expect(res.status, url).toBe(413);
    }
    const viaTrpc = await app.postForm('cats.create', trpcForms(cat, [big])[0]!.form, {
      'x-auth-token': token,
    });
    expect(viaTrpc.status).toBe(413);

    // Over the whole-body limit: refused from the content length, before a byte is read.
    const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1024);
    const res = await app.app.inject({
      method: 'POST',
      url: '/trpc/cats.create',
      headers: { 'x-auth-token': token, 'content-type': 'multipart/form-data; boundary=x' },
      payload: huge,
    });
    expect(res.statusCode).toBe(413);
    const rest = await app.app.inject({
      method: 'POST',
      url: '/api/cats',
      headers: { 'x-auth-token': token, 'content-type': 'multipart/form-data; boundary=x' },
      payload: huge,
    });
    expect(rest.statusCode).toBeGreaterThanOrEqual(400);
    expect(rest.statusCode).toBeLessThan(500);
    expect(filesIn(app.uploadsDir)).toEqual([]);
  });

  it('refuses 100 parts', async () => {
    const { app, token, cat } = await uploadSetup();
    const tiny = await jpeg(1);
    const photos = Array.from(
      { length: 100 },
      (_, i) => new File([new Uint8Array(tiny)], `p${i}.jpg`, { type: 'image/jpeg' }),
    );
    await expectRefusedEverywhere(app, token, cat, photos, '100 photos');

    const fields = new FormData();
    for (let i = 0; i < 100; i++) fields.append(`f${i}`, 'x');
    const rest = await app.call('POST', '/api/cats', { token, form: fields });
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(rest.status).toBeLessThan(500);
    expect(filesIn(app.uploadsDir)).toEqual([]);
  });

  it('answers 413 over a real socket from the declared length, before reading the body', async () => {
    const { app, token, cat } = await uploadSetup();
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
    /** Declares `length` bytes, sends only a few, and waits for the answer. */
    const declare = (path: string, length: number | null, method = 'POST') =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${address}${path}`, {
          method,
          headers: {
            'x-auth-token': token,
            'content-type': 'multipart/form-data; boundary=x',
            ...(length === null ? {} : { 'content-length': String(length) }),
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode!);
          req.destroy();
        });
        req.on('error', reject);
        req.write('--x\r\n');
      });
    const uploads: [path: string, method?: string][] = [
      ['/trpc/cats.create'],
      ['/trpc/checkins.create'],
      ['/trpc/users.updateProfile'],
      // The REST shim's uploads, with and without /api.
      ['/api/cats'],
      ['/cats'],
      [`/api/cats/${cat.id}`, 'PUT'],
      ['/api/checkins'],
      ['/api/users/profile', 'PUT'],
    ];
    for (const [path, method] of uploads) {
      expect(await declare(path, MAX_UPLOAD_BYTES + 1, method), path).toBe(413);
      expect(await declare(path, 1024 * 1024 * 1024, method), path).toBe(413);
      // Chunked, with no declared length: refused too.
      expect(await declare(path, null, method), path).toBe(411);
    }
    // The refusal says why, in the caller's language.
    const chunked = await fetch(`${address}/api/cats`, {
      method: 'POST',
      headers: {
        'x-auth-token': token,
        'x-lang': 'en',
        'content-type': 'multipart/form-data; boundary=x',
      },
      body: new ReadableStream({
        start: (controller) => controller.enqueue(new TextEncoder().encode('--x\r\n')),
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
    expect(await chunked.json()).toEqual({
      msg: 'The upload must state its size (Content-Length header).',
    });
    expect(filesIn(app.uploadsDir)).toEqual([]);
  });

  it('lets photo-sized uploads take turns: past the queue a 503 with Retry-After, turns back on close', async () => {
    const { app, token, cat } = await uploadSetup();
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
    const held: ReturnType<typeof request>[] = [];
    const answers: { status: number; retryAfter: string | undefined; body: string }[] = [];
    // Photo-sized bodies that never finish: each holds a turn or waits for one.
    const total = UPLOAD_QUEUE.active + UPLOAD_QUEUE.waiting + 3;
    const refused = new Promise<void>((resolve, reject) => {
      for (let i = 0; i < total; i++) {
        const req = request(`${address}/api/checkins`, {
          method: 'POST',
          headers: {
            'x-auth-token': token,
            'accept-language': 'en',
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(5 * 1024 * 1024),
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            answers.push({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body });
            if (answers.length === 3) resolve();
          });
        });
        req.once('error', reject);
        req.write('--x\r\n');
        held.push(req);
      }
    });
    await refused;
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503]);
    for (const a of answers) {
      expect(a.retryAfter).toBe(String(UPLOAD_QUEUE.retryAfterSeconds));
      expect(JSON.parse(a.body)).toEqual({ msg: expect.stringMatching(/photos/i) });
    }
    // The senders give up: their turns come back, and a real upload goes through.
    for (const req of held) req.destroy();
    const photo = new File([new Uint8Array(await jpeg(2))], 'cat.jpg', { type: 'image/jpeg' });
    const form = trpcForms(cat, [photo]).find((f) => f.path === 'checkins.create')!.form;
    const send = async () => {
      const res = await fetch(`${address}/trpc/checkins.create`, {
        method: 'POST',
        body: form,
        headers: { 'x-auth-token': token },
      });
      await res.arrayBuffer();
      return res;
    };
    // As a client does on 503: again, until the closed connections' turns are back.
    let res = await send();
    while (res.status === 503) res = await send();
    expect(res.status).toBe(200);
  });
});
