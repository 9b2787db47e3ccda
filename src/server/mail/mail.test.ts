import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userFromToken } from '../context.js';
import { transaction } from '../db/client.js';
import { mailOutbox } from '../db/mail-schema.js';
import { pointsLedger } from '../db/schema.js';
import { messageOf, rejection } from '../test/expect.js';
import { checkIn, registerCat } from '../test/fixtures.js';
import { createHarness, type Harness } from '../test/harness.js';
import { issueToken } from './email-tokens.js';
import { retryDelay } from './mailer.js';
import { resetMail } from './messages.js';
import { linkIn, startSmtp, type Received } from '../test/fake-smtp.js';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let h: Harness;
beforeEach(async () => {
  smtp = await startSmtp();
  h = createHarness({
    settings: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: smtp.port,
      SMTP_TLS: 'none',
      SMTP_FROM: 'Gateiros <gateiros@gateiros.test>',
      PUBLIC_URL: 'https://gateiros.test',
    },
  });
});
afterEach(async () => {
  h.deps.mailer?.close();
  h.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

const mailsTo = (address: string) => smtp.inbox.filter((m) => m.to.includes(address));
const delivered = () => h.deps.mailer!.settle();

async function signUp(email: string) {
  const res = await h.anon.auth.register({ name: 'Ana', email, password: 'segredo123' });
  await delivered();
  return res;
}

describe('password reset by e-mail', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const { token: session } = await signUp('ana@example.com');
    expect(await h.anon.email.forgotPassword({ email: 'Ana@Example.com' })).toEqual({ sent: true });
    await delivered();
    const [, resetMail] = mailsTo('ana@example.com');
    expect(resetMail!.raw).toMatch(/Subject: Gateiros: criar uma nova senha/);
    expect(resetMail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(resetMail!.raw).toMatch(/Content-Type: text\/html/);
    const token = linkIn(resetMail!, '/reset-password');

    expect(await h.anon.email.resetPassword({ token, password: 'nova-senha-1' })).toEqual({
      reset: true,
    });
    expect(await userFromToken(h.deps, session)).toBeNull();
    await rejection(
      h.anon.auth.login({ email: 'ana@example.com', password: 'segredo123' }),
      'BAD_REQUEST',
    );
    await h.anon.auth.login({ email: 'ana@example.com', password: 'nova-senha-1' });

    // Used once: the same link again is refused, in the user's language.
    const reused = await rejection(
      h.callerFor(null, 'en').email.resetPassword({ token, password: 'outra-senha-2' }),
      'BAD_REQUEST',
    );
    expect(reused.message).toBe('resetLinkInvalid');
    expect(messageOf(reused, 'en')).toMatch(/no longer works/);
  });

  it('mails the same link again after 10 minutes, a new one when it nears its end, none after an hour', async () => {
    await signUp('bia@example.com');
    await h.anon.email.forgotPassword({ email: 'bia@example.com' });
    await delivered();
    const first = linkIn(mailsTo('bia@example.com')[1]!, '/reset-password');
    // Within 10 minutes nothing more is mailed; then the same link again.
    await h.anon.email.forgotPassword({ email: 'bia@example.com' });
    await delivered();
    expect(mailsTo('bia@example.com')).toHaveLength(2);
    h.clock.advance(11 * 60 * 1000);
    await h.anon.email.forgotPassword({ email: 'bia@example.com' });
    await delivered();
    expect(linkIn(mailsTo('bia@example.com')[2]!, '/reset-password')).toBe(first);
    // With under 30 minutes left, a new link, and the older one stops working.
    h.clock.advance(25 * 60 * 1000);
    // (From another address: this one has asked 3 times this hour.)
    await h.callerFor(null, 'pt-BR', '10.0.0.2').email.forgotPassword({ email: 'bia@example.com' });
    await delivered();
    const second = linkIn(mailsTo('bia@example.com')[3]!, '/reset-password');
    expect(second).not.toBe(first);
    await rejection(
      h.anon.email.resetPassword({ token: first, password: 'nova-senha-1' }),
      'BAD_REQUEST',
    );
    h.clock.advance(60 * 60 * 1000);
    await rejection(
      h.anon.email.resetPassword({ token: second, password: 'nova-senha-1' }),
      'BAD_REQUEST',
    );
    await rejection(
      h.anon.email.resetPassword({ token: 'x', password: 'nova-senha-1' }),
      'BAD_REQUEST',
    );
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    await signUp('cai@example.com');
    const known = await h.anon.email.forgotPassword({ email: 'cai@example.com' });
    const unknown = await h.anon.email.forgotPassword({ email: 'ninguem@example.com' });
    expect(unknown).toEqual(known);
    await delivered();
    expect(mailsTo('ninguem@example.com')).toEqual([]);
    expect(mailsTo('cai@example.com')).toHaveLength(2);
  });

  it('answers every request the same, and limits the mails per (e-mail, address) silently', async () => {
    await signUp('eva@example.com');
    for (let i = 0; i < 5; i++) {
      expect(await h.anon.email.forgotPassword({ email: 'x@example.com' })).toEqual({ sent: true });
    }
    // The 10-minute rule aside, an address may make the mail go out 3 times an hour.
    for (let i = 0; i < 5; i++) {
      expect(await h.anon.email.forgotPassword({ email: 'eva@example.com' })).toEqual({
        sent: true,
      });
      h.clock.advance(11 * 60 * 1000);
    }
    await delivered();
    expect(mailsTo('eva@example.com')).toHaveLength(1 + 3);
  });
});

describe('address verification', () => {
  it('keeps the points pending until the mailed link, and releases them exactly once', async () => {
    const { user: dto } = await signUp('dan@example.com');
    const verifyMail = mailsTo('dan@example.com')[0]!;
    expect(verifyMail.raw).toMatch(/Subject: Gateiros: confirme seu e-mail/);
    const dan = h.reload({ id: dto._id } as never);
    expect(dan.emailVerifiedAt).toBeNull();

    const owner = h.createUser({ emailVerifiedAt: h.clock.now() });
    const cat = await registerCat(h, owner);
    const { checkIn: made } = await checkIn(h, dan, cat);
    expect(made.pointsEarned).toBeGreaterThan(0);
    expect(h.reload(dan).points).toBe(0);
    const me = await h.callerFor(h.reload(dan)).auth.me();
    expect(me).toMatchObject({ emailVerified: false, pendingPoints: made.pointsEarned });
    const ranking = await h.anon.ranking.list({ period: 'all' });
    expect(ranking.ranking.map((e) => e._id)).not.toContain(dan.id);

    const token = linkIn(verifyMail, '/verify-email');
    expect(await h.anon.email.verify({ token })).toEqual({
      verified: true,
      released: made.pointsEarned,
    });
    // A second open (a double tap, a mail preview) answers the same and releases nothing.
    expect(await h.anon.email.verify({ token })).toEqual({ verified: true, released: 0 });
    expect(h.reload(dan).points).toBe(made.pointsEarned);
    expect(
      h.db
        .select()
        .from(pointsLedger)
        .all()
        .some((r) => r.pending),
    ).toBe(false);
    const after = await h.anon.ranking.list({ period: 'all' });
    expect(after.ranking.find((e) => e._id === dan.id)?.points).toBe(made.pointsEarned);
    expect(await h.callerFor(h.reload(dan)).auth.me()).toMatchObject({
      emailVerified: true,
      pendingPoints: 0,
    });
  });

  it('cannot be approved by an admin before the address is verified', async () => {
    const { user: dto } = await signUp('eva@example.com');
    const admin = h.createUser({ isAdmin: true, emailVerifiedAt: h.clock.now() });
    const refused = await rejection(
      h.callerFor(admin).accounts.approve({ userId: dto._id }),
      'CONFLICT',
    );
    expect(refused.message).toBe('emailNotVerified');
    expect(messageOf(refused, 'pt-BR')).toMatch(/ainda não confirmou o e-mail/);
  });
});

describe('without SMTP', () => {
  it('says the server sends no e-mail, and points count at once', async () => {
    const plain = createHarness();
    try {
      const refused = await rejection(
        plain.anon.email.forgotPassword({ email: 'ana@example.com' }),
        'NOT_FOUND',
      );
      expect(refused.message).toBe('mailNotConfigured');
      expect(messageOf(refused, 'pt-BR')).toMatch(/não envia e-mails/);
      const { user } = await plain.anon.auth.register({
        name: 'Ana',
        email: 'ana@example.com',
        password: 'segredo123',
      });
      expect(user).toMatchObject({ emailVerified: true, pendingPoints: 0 });
    } finally {
      plain.close();
    }
  });
});

const outboxRows = () => h.db.select().from(mailOutbox).all();
const messageIdOf = (mail: Received) => /^Message-ID: (<[^>]+>)/im.exec(mail.raw)?.[1];

describe('admin.health', () => {
  it('shows whether mail is set up, the queue, and the last mail that could not be sent', async () => {
    const admin = h.createUser({ isAdmin: true, emailVerifiedAt: h.clock.now() });
    const asAdmin = h.callerFor(admin);
    expect((await asAdmin.admin.health()).mail).toEqual({
      configured: true,
      queued: 0,
      oldestQueuedAt: null,
      failedLastWeek: 0,
      lastSentAt: null,
      lastError: null,
    });
    await signUp('fia@example.com');
    // The SMTP server goes away: the request still answers the same, the failure is kept.
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    expect(await h.anon.email.forgotPassword({ email: 'fia@example.com' })).toEqual({ sent: true });
    await delivered();
    const { mail } = await asAdmin.admin.health();
    expect(mail).toMatchObject({ configured: true, queued: 1, failedLastWeek: 0 });
    expect(mail.lastSentAt).not.toBeNull();
    expect(mail.lastError?.message).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('the outbox', () => {
  it('keeps a refused mail, tries again with backoff, then sends it once with its Message-ID', async () => {
    await signUp('gil@example.com');
    smtp.state.refuse = true;
    expect(await h.anon.email.forgotPassword({ email: 'gil@example.com' })).toEqual({ sent: true });
    await delivered();
    const queued = outboxRows().find((r) => r.subject.includes('senha'))!;
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, to: 'gil@example.com' });
    expect(queued.lastError).toMatch(/Busy, try again later/);
    expect(queued.nextAttemptAt.getTime() - h.clock.now().getTime()).toBe(retryDelay(1));
    expect(queued.messageId).toMatch(/^<[0-9a-f]{24}@gateiros\.test>$/);

    // Not due before its time, even with the server back.
    smtp.state.refuse = false;
    h.clock.advance(retryDelay(1) - 1000);
    expect(await h.deps.mailer!.sendDue()).toBe(0);
    expect(mailsTo('gil@example.com')).toHaveLength(1);

    h.clock.advance(1000);
    expect(await h.deps.mailer!.sendDue()).toBe(1);
    const [, reset] = mailsTo('gil@example.com');
    expect(messageIdOf(reset!)).toBe(queued.messageId);
    // Sent: the row says so, and no longer holds the link (a copy of the database opens nothing).
    const sent = outboxRows().find((r) => r.id === queued.id)!;
    expect(sent).toMatchObject({ status: 'sent', text: '', html: '', attempts: 1 });
    expect(await h.deps.mailer!.sendDue()).toBe(0);
    expect(mailsTo('gil@example.com')).toHaveLength(2);
    // The link still works.
    const token = linkIn(reset!, '/reset-password');
    expect(await h.anon.email.resetPassword({ token, password: 'nova-senha-1' })).toEqual({
      reset: true,
    });
  });

  it('gives up after MAIL_MAX_ATTEMPTS tries, keeps the mail as failed and shows it', async () => {
    h.deps.mailer?.close();
    h.close();
    h = createHarness({
      settings: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: smtp.port,
        SMTP_TLS: 'none',
        SMTP_FROM: 'Gateiros <gateiros@gateiros.test>',
        PUBLIC_URL: 'https://gateiros.test',
        MAIL_MAX_ATTEMPTS: 3,
      },
    });
    smtp.state.refuse = true;
    await signUp('hel@example.com');
    for (let failures = 1; failures < 3; failures++) {
      expect(outboxRows()).toMatchObject([{ status: 'pending', attempts: failures }]);
      h.clock.advance(retryDelay(failures));
      expect(await h.deps.mailer!.sendDue()).toBe(1);
    }
    expect(outboxRows()).toMatchObject([{ status: 'failed', attempts: 3, text: '', html: '' }]);
    h.clock.advance(24 * 60 * 60 * 1000);
    expect(await h.deps.mailer!.sendDue()).toBe(0);
    expect(smtp.inbox).toEqual([]);

    const admin = h.createUser({ isAdmin: true, emailVerifiedAt: h.clock.now() });
    const { mail } = await h.callerFor(admin).admin.health();
    expect(mail).toMatchObject({ queued: 0, failedLastWeek: 1, lastSentAt: null });
    expect(mail.lastError?.message).toMatch(/Busy, try again later/);
  });

  it('sends nothing when the transaction that queued the mail rolls back', async () => {
    const user = h.createUser({ email: 'ivo@example.com' });
    expect(() =>
      transaction(h.db, (tx) => {
        issueToken(tx, { id: user.id, email: 'ivo@example.com' }, 'reset', h.clock.now());
        h.deps.mailer!.queue(tx, resetMail('pt-BR', 'ivo@example.com', 'Ivo', 'https://x.test'));
        throw new Error('something after it failed');
      }),
    ).toThrow(/something after it failed/);
    await delivered();
    expect(outboxRows()).toEqual([]);
    expect(smtp.inbox).toEqual([]);
  });
});
