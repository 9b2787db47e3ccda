import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, min } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox, type OutboxRow } from '../db/mail-schema.js';
import type { Clock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import type { Settings } from '../settings.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** The wait after the first failure; it doubles after each one, up to MAX_DELAY. */
const FIRST_DELAY = MINUTE;
const MAX_DELAY = 2 * 60 * MINUTE;
/** Sent and given-up rows are removed after this long (their bodies are emptied at once). */
const KEEP_DONE = 30 * DAY;
/** How many due mails one pass sends before looking again (a long queue never blocks others). */
const BATCH = 20;

/** The wait before attempt number `failures + 1`: 1 min, 2, 4, … up to 2 h. */
export const retryDelay = (failures: number): number =>
  Math.min(FIRST_DELAY * 2 ** (failures - 1), MAX_DELAY);

/** The domain of the sender address (the right side of Message-IDs), or a fallback. */
function messageIdDomain(settings: Settings): string {
  const from = /@([A-Za-z0-9.-]+)>?\s*$/.exec(settings.SMTP_FROM ?? '');
  if (from) return from[1]!.toLowerCase();
  return settings.PUBLIC_URL ? new URL(settings.PUBLIC_URL).hostname : 'gateiros.invalid';
}

export interface OutboxStatus {
  /** Mails waiting to be sent (new, or waiting for their next try). */
  queued: number;
  /** Mails given up after MAIL_MAX_ATTEMPTS tries, in the last 7 days. */
  failedLastWeek: number;
  oldestQueuedAt: Date | null;
  lastSentAt: Date | null;
  /** The most recent failed attempt (of a mail still queued or given up). */
  lastError: { at: Date; message: string } | null;
}

/**
 * Outgoing mail through the group's SMTP server (nodemailer), from the mail_outbox table. A mail
 * is written in the transaction of what caused it (`queue`), so it is kept if the process dies
 * before it goes out; it is sent after the answer, so a slow or failing SMTP server never delays
 * a request nor tells who has an account. A failure is retried with exponential backoff, up to
 * MAIL_MAX_ATTEMPTS tries, then kept as failed; /admin/health shows both.
 */
export class Mailer {
  readonly #transport: Transporter;
  readonly #from: string;
  readonly #domain: string;
  readonly #maxAttempts: number;
  readonly #db: Db;
  readonly #clock: Clock;
  #log: Pick<FastifyBaseLogger, 'error' | 'warn'> | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #wakeSoon: NodeJS.Immediate | null = null;
  #timer: NodeJS.Timeout | null = null;
  #started = false;
  #closed = false;

  constructor(settings: Settings, db: Db, clock: Clock) {
    this.#transport = nodemailer.createTransport({
      host: settings.SMTP_HOST,
      port: settings.SMTP_PORT,
      secure: settings.SMTP_TLS === 'tls',
      requireTLS: settings.SMTP_TLS === 'starttls',
      ignoreTLS: settings.SMTP_TLS === 'none',
      auth: settings.SMTP_USER
        ? { user: settings.SMTP_USER, pass: settings.SMTP_PASSWORD }
        : undefined,
      // A stuck server must not hold the queue for nodemailer's default 10 minutes.
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    this.#from = settings.SMTP_FROM ?? '';
    this.#domain = messageIdDomain(settings);
    this.#maxAttempts = settings.MAIL_MAX_ATTEMPTS;
    this.#db = db;
    this.#clock = clock;
  }

  useLogger(log: Pick<FastifyBaseLogger, 'error' | 'warn'>) {
    this.#log = log;
  }

  /**
   * Keeps `message` in the outbox, in the caller's transaction `tx`, and sends it once that
   * transaction has committed (a rolled-back one leaves nothing to send). Answers its Message-ID.
   */
  queue(tx: Db, message: MailMessage): string {
    const id = newId();
    const messageId = `<${id}@${this.#domain}>`;
    const now = this.#clock.now();
    tx.insert(mailOutbox)
      .values({ id, messageId, ...message, nextAttemptAt: now, createdAt: now })
      .run();
    // better-sqlite3 transactions are synchronous: this runs after the commit.
    this.#wakeSoon ??= setImmediate(() => {
      this.#wakeSoon = null;
      this.wake();
    });
    return messageId;
  }

  /** Sends what is due now and keeps sending on its own (retries, mail left by a crash). */
  start(): void {
    this.#started = true;
    this.wake();
  }

  /** Sends the mail that is due, now (one pass at a time; a call during a pass adds another). */
  wake(): void {
    if (this.#closed) return;
    this.#again = true;
    this.#running ??= this.#drain().finally(() => {
      this.#running = null;
    });
  }

  async #drain(): Promise<void> {
    while (this.#again && !this.#closed) {
      this.#again = false;
      try {
        if ((await this.sendDue()) === BATCH) this.#again = true;
      } catch (error) {
        // The database itself failed (it is closing): the mail stays queued.
        this.#log?.error({ err: error }, 'the mail queue could not be read');
      }
    }
    this.#arm();
  }

  /** After a pass: a timer for the next retry, when the queue runs on its own. */
  #arm(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (!this.#started || this.#closed) return;
    const next = this.#db
      .select({ at: min(mailOutbox.nextAttemptAt) })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'))
      .get()?.at;
    if (!next) return;
    const wait = Math.min(Math.max(next.getTime() - this.#clock.now().getTime(), 1000), MAX_DELAY);
    this.#timer = setTimeout(() => this.wake(), wait);
  }

  /** One pass: sends up to BATCH due mails, oldest first; answers how many it tried. */
  async sendDue(): Promise<number> {
    const now = this.#clock.now();
    this.#db
      .delete(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.status, ['sent', 'failed']),
          lt(mailOutbox.createdAt, new Date(now.getTime() - KEEP_DONE)),
        ),
      )
      .run();
    const due = this.#db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .all();
    for (const mail of due) {
      if (this.#closed) break;
      await this.#send(mail);
    }
    return due.length;
  }

  async #send(mail: OutboxRow): Promise<void> {
    let failure: string | null = null;
    try {
      await this.#transport.sendMail({
        from: this.#from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const now = this.#clock.now();
    if (failure === null) {
      this.#db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now, lastAttemptAt: now, text: '', html: '' })
        .where(eq(mailOutbox.id, mail.id))
        .run();
      return;
    }
    const attempts = mail.attempts + 1;
    const givenUp = attempts >= this.#maxAttempts;
    this.#db
      .update(mailOutbox)
      .set({
        attempts,
        lastAttemptAt: now,
        lastError: failure.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + retryDelay(attempts)),
        ...(givenUp ? { status: 'failed' as const, text: '', html: '' } : {}),
      })
      .where(eq(mailOutbox.id, mail.id))
      .run();
    this.#log?.[givenUp ? 'error' : 'warn'](
      { messageId: mail.messageId, attempts, err: failure },
      givenUp ? 'gave up sending an e-mail' : 'sending an e-mail failed; it will be tried again',
    );
  }

  /** What /admin/health shows of the queue. */
  status(): OutboxStatus {
    const db = this.#db;
    const weekAgo = new Date(this.#clock.now().getTime() - 7 * DAY);
    const queued = db
      .select({ n: count(), oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'))
      .get();
    const failed = db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'failed'), gte(mailOutbox.lastAttemptAt, weekAgo)))
      .get();
    const lastSent = db
      .select({ at: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'sent'))
      .orderBy(desc(mailOutbox.sentAt))
      .limit(1)
      .get();
    const lastError = db
      .select({ at: mailOutbox.lastAttemptAt, message: mailOutbox.lastError })
      .from(mailOutbox)
      .where(
        and(inArray(mailOutbox.status, ['pending', 'failed']), isNotNull(mailOutbox.lastError)),
      )
      .orderBy(desc(mailOutbox.lastAttemptAt))
      .limit(1)
      .get();
    return {
      queued: queued?.n ?? 0,
      failedLastWeek: failed?.n ?? 0,
      oldestQueuedAt: queued?.oldest ?? null,
      lastSentAt: lastSent?.at ?? null,
      lastError:
        lastError?.at && lastError.message
          ? { at: lastError.at, message: lastError.message }
          : null,
    };
  }

  /** Waits for the sending in progress and what was queued so far (shutdown, tests). */
  async settle(): Promise<void> {
    if (this.#wakeSoon) {
      clearImmediate(this.#wakeSoon);
      this.#wakeSoon = null;
      this.wake();
    }
    while (this.#running) await this.#running;
  }

  /**
   * Stops sending (the process is going down): the pass in progress ends after its current mail;
   * what is still queued goes out after the next start.
   */
  async stop(): Promise<void> {
    this.#closed = true;
    if (this.#wakeSoon) clearImmediate(this.#wakeSoon);
    if (this.#timer) clearTimeout(this.#timer);
    this.#wakeSoon = null;
    this.#timer = null;
    while (this.#running) await this.#running;
    this.#transport.close();
  }

  close() {
    void this.stop();
  }
}

export const createMailer = (settings: Settings, db: Db, clock: Clock): Mailer | null =>
  settings.SMTP_HOST ? new Mailer(settings, db, clock) : null;
