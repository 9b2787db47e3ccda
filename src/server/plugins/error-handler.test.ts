import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

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
    const lines: { level: number; msg: string }[] = [];
    t = await createTestApp({
      settings: { LOG_LEVEL: 'info' },
      logger: { write: (line) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
    });
    const { app } = t;
    const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
    const request = checkinRequest(await t.tokenFor(t.createUser()));
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
