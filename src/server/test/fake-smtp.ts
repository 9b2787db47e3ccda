import { SMTPServer } from 'smtp-server';

/** A local SMTP server on 127.0.0.1 that keeps every message it receives. */
export interface Received {
  to: string[];
  raw: string;
}

export async function startSmtp() {
  const inbox: Received[] = [];
  /** While true, every recipient is refused with a temporary error (451). */
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      callback(Object.assign(new Error('Busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve((server.server.address() as { port: number }).port),
    );
  });
  return { server, port, inbox, state };
}

/** The link of a mail's plain-text part (quoted-printable soft breaks and escapes undone). */
export function linkIn(mail: Received, path: string): string {
  const text = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = new RegExp(`https://gateiros\\.test${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
}
