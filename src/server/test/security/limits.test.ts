import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { MAX_HEADER_BYTES } from '../../limits.js';
import { testSettings, type Settings } from '../../settings.js';

/**
 * The HTTP server's own limits, over real sockets (inject bypasses Node's HTTP parser and its
 * timers). The JSON body limit (413) is covered in http/app.test.ts, uploads in uploads.test.ts.
 */

let app: FastifyInstance | undefined;
let cleanup: (() => void) | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  cleanup?.();
  cleanup = undefined;
});

async function listening(over: Partial<Settings> = {}) {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'gateiros-limits-'));
  const db = openDatabase(':memory:');
  cleanup = () => {
    db.$client.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  };
  app = await buildApp({
    settings: testSettings({ DATABASE_PATH: ':memory:', UPLOADS_DIR: uploadsDir, ...over }),
    db,
    clientDir: null,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server: app.server, port: address.port };
}

/**
 * Sends `head` at once, then `rest` one byte per tick, like a slow-loris client; resolves when
 * the connection ends, telling whether the whole request went out first.
 */
function dribble(port: number, head: string, rest: string, tickMs = 50) {
  return new Promise<{ response: string; sentAll: boolean }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('error', () => {}); // the server hanging up mid-write
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ response, sentAll: sent >= rest.length });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < rest.length) socket.write(rest[sent++]!);
        else socket.destroy(); // never cut off: the server let the slow request through
      }, tickMs);
    });
  });
}

/** One request over a fresh socket (sent with `Connection: close`): the raw response. */
function rawRequest(port: number, request: string) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(response));
  });
}

describe('HTTP server limits', () => {
  it('uses the documented timeouts and header limit', async () => {
    const { server } = await listening();
    expect(server.requestTimeout).toBe(120_000);
    expect(server.headersTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.timeout).toBe(60_000);
    // Not typed on http.Server, but Node keeps the option there.
    expect((server as typeof server & { maxHeaderSize?: number }).maxHeaderSize).toBe(16 * 1024);
  });

  it('disconnects a client that dribbles its body slower than the request timeout (408)', async () => {
    const { port } = await listening({ REQUEST_TIMEOUT_SECONDS: 1 });
    const body = JSON.stringify({ email: 'ana@example.com', password: 'x'.repeat(160) });
    const head =
      'POST /trpc/auth.login HTTP/1.1\r\nHost: localhost\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { response, sentAll } = await dribble(port, head, body);
    expect(sentAll).toBe(false);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('disconnects a client that dribbles its headers (408)', async () => {
    const { port } = await listening({ REQUEST_TIMEOUT_SECONDS: 1 });
    const headers = Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: ${i}\r\n`).join('');
    const { response, sentAll } = await dribble(port, 'GET /health HTTP/1.1\r\n', headers);
    expect(sentAll).toBe(false);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a request that arrives in time', async () => {
    const { port } = await listening({ REQUEST_TIMEOUT_SECONDS: 1 });
    const response = await rawRequest(
      port,
      'GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answers 431 to oversized headers, and serves large but allowed ones', async () => {
    const { port } = await listening();
    const request = (cookieBytes: number) =>
      rawRequest(
        port,
        'GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
          `Cookie: c=${'a'.repeat(cookieBytes)}\r\n\r\n`,
      );
    expect(await request(MAX_HEADER_BYTES + 1)).toMatch(/^HTTP\/1\.1 431 /);
    expect(await request(8 * 1024)).toMatch(/^HTTP\/1\.1 200 /);
  });
});
