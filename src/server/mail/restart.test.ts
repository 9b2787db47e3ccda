import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { mailOutbox } from '../db/mail-schema.js';
import { users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { exitOf, startServer } from '../test/server-process.js';

/**
 * The real server process, killed with SIGKILL while a password reset mail it had answered 200 for
 * was still on its way (the SMTP server had the message but had not said "ok"): after the restart
 * the mail is sent, with the same Message-ID as the attempt the kill cut off.
 */

interface Received {
  to: string[];
  raw: string;
}

/** A local SMTP server; while `hold` is set it takes each message and never answers it. */
async function startSmtp() {
  const inbox: Received[] = [];
  const held: Received[] = [];
  const state = { hold: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw };
        if (state.hold) {
          held.push(mail);
          return;
        }
        inbox.push(mail);
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve((server.server.address() as { port: number }).port),
    );
  });
  return { server, port, inbox, held, state };
}

let dir: string;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let stopServer: (() => void) | undefined;
afterEach(async () => {
  stopServer?.();
  await new Promise<void>((resolve) => (smtp ? smtp.server.close(() => resolve()) : resolve()));
  rmSync(dir, { recursive: true, force: true });
});

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const messageIdOf = (mail: Received) => /^Message-ID: (<[^>]+>)/im.exec(mail.raw)?.[1];

function resetToken(mail: Received): string {
  const text = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return /https:\/\/gateiros\.test\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;
}

function outbox(databasePath: string) {
  const db = openDatabase(databasePath);
  try {
    return db.select().from(mailOutbox).all();
  } finally {
    db.$client.close();
  }
}

it('sends after a SIGKILL restart the reset mail accepted before it, with the same Message-ID', async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateiros-mail-restart-'));
  smtp = await startSmtp();
  const databasePath = join(dir, 'gateiros.db');
  const seed = openDatabase(databasePath);
  const now = new Date();
  seed
    .insert(users)
    .values({
      id: newId(),
      name: 'Ana',
      email: 'ana@example.com',
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  seed.$client.close();
  const env = {
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: join(dir, 'uploads'),
    BACKUP_EVERY_HOURS: '0',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_TLS: 'none',
    SMTP_FROM: 'Gateiros <gateiros@gateiros.test>',
    PUBLIC_URL: 'https://gateiros.test',
  };

  const first = await startServer(env);
  stopServer = first.stop;
  const res = await fetch(`${first.base}/trpc/email.forgotPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ana@example.com' }),
  });
  expect(res.status).toBe(200);
  // The message reached the SMTP server, which has not answered: killed now, nothing says sent.
  await until(() => smtp!.held.length === 1, 'the first attempt');
  first.child.kill('SIGKILL');
  await exitOf(first.child);
  const cutOff = messageIdOf(smtp.held[0]!);
  expect(cutOff).toMatch(/^<[0-9a-f]{24}@gateiros\.test>$/);
  expect(outbox(databasePath)).toMatchObject([
    { status: 'pending', messageId: cutOff, to: 'ana@example.com' },
  ]);
  expect(smtp.inbox).toEqual([]);

  smtp.state.hold = false;
  const second = await startServer(env);
  stopServer = second.stop;
  await until(() => smtp!.inbox.length > 0, 'the mail after the restart');
  const [mail] = smtp.inbox;
  expect(mail!.to).toEqual(['ana@example.com']);
  expect(messageIdOf(mail!)).toBe(cutOff);
  expect(resetToken(mail!)).toBe(resetToken(smtp.held[0]!));
  await until(() => outbox(databasePath)[0]?.status === 'sent', 'the row marked sent');

  // The link in it works.
  const reset = await fetch(`${second.base}/trpc/email.resetPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: resetToken(mail!), password: 'nova-senha-forte-1' }),
  });
  expect(reset.status).toBe(200);
  second.child.kill('SIGTERM');
  expect(await exitOf(second.child)).toEqual({ code: 0, signal: null });
  expect(smtp.inbox).toHaveLength(1);
}, 90_000);
