import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema.js';
import { ManualClock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import { testSettings } from '../settings.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** The real app on a real port, its log lines kept. */
async function loggedApp() {
  const lines: { level: number; msg: string }[] = [];
  const uploadsDir = mkdtempSync(join(tmpdir(), 'gateiros-errors-'));
  const db = openDatabase(':memory:');
  const clock = new ManualClock();
  const app = await buildApp({
    settings: testSettings({
      DATABASE_PATH: ':memory:',
      UPLOADS_DIR: uploadsDir,
      LOG_LEVEL: 'info',
    }),
    db,
    clock,
    clientDir: null,
    logger: { write: (line) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  cleanup = async () => {
    await app.close();
    db.$client.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  };
  const user = db
    .insert(users)
    .values({
      id: newId(),
      name: 'Ana',
      email: 'ana@gateiros.test',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning()
    .get();
  const token = await app.deps.tokens.sign(
    { userId: user.id, version: user.tokenVersion },
    clock.now(),
  );
  return { app, port: Number(new URL(base).port), token, lines };
}

/** A multipart check-in as raw HTTP/1.1 on a kept-alive connection. */
function checkinRequest(token: string) {
  const boundary = 'gateiros-test';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"catId":"nope"}\r\n` +
    `--${boundary}--\r\n`;
  return (
    `POST /trpc/checkins.create HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n` +
    body
  );
}

const opened = (port: number) =>
  new Promise<Socket>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    // The reset below is the test's own doing.
    socket.on('error', () => undefined);
  });
const answered = (socket: Socket) => new Promise((resolve) => socket.once('data', resolve));

describe('the error handler', () => {
  it('logs a request whose client left before its body was read as info, not as a server error', async () => {
    const { app, port, token, lines } = await loggedApp();
    const request = checkinRequest(token);
    const sockets = await Promise.all(Array.from({ length: 10 }, () => opened(port)));
    // Each connection answered once, so the next requests arrive on open connections together.
    await Promise.all(sockets.map((socket) => (socket.write(request), answered(socket))));
    // The second requests all arrive in one turn and wait for theirs (request turns); the phones
    // drop their connections (a reset) once the server has them all, before most have started.
    let seen = 0;
    app.server.on('request', () => {
      if (++seen === sockets.length) for (const socket of sockets) socket.resetAndDestroy();
    });
    for (const socket of sockets) socket.write(request);
    const left = () => lines.filter((l) => l.msg.startsWith('the client closed'));
    const failed = () => lines.filter((l) => l.level >= 50);
    // All but the first one or two started after the reset.
    await expect.poll(() => left().length + failed().length).toBeGreaterThanOrEqual(8);
    expect(failed()).toEqual([]);
  });
});
