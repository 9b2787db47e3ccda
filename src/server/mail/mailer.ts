import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Settings } from '../settings.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Outgoing mail through the group's SMTP server (nodemailer). Mail goes out after the answer, so
 * a slow or failing SMTP server never delays a request nor tells who has an account; a failure
 * is logged and kept for the admins' health page.
 */
export class Mailer {
  readonly #transport: Transporter;
  readonly #from: string;
  #log: Pick<FastifyBaseLogger, 'error'> | null = null;
  #inFlight = new Set<Promise<void>>();
  lastError: { at: Date; message: string } | null = null;

  constructor(settings: Settings) {
    this.#transport = nodemailer.createTransport({
      host: settings.SMTP_HOST,
      port: settings.SMTP_PORT,
      secure: settings.SMTP_TLS === 'tls',
      requireTLS: settings.SMTP_TLS === 'starttls',
      ignoreTLS: settings.SMTP_TLS === 'none',
      auth: settings.SMTP_USER
        ? { user: settings.SMTP_USER, pass: settings.SMTP_PASSWORD }
        : undefined,
    });
    this.#from = settings.SMTP_FROM ?? '';
  }

  useLogger(log: Pick<FastifyBaseLogger, 'error'>) {
    this.#log = log;
  }

  /** Sends in the background; never throws. */
  queue(message: MailMessage): void {
    const sending = this.#transport
      .sendMail({ from: this.#from, ...message })
      .then(
        () => undefined,
        (error: unknown) => {
          const text = error instanceof Error ? error.message : String(error);
          this.lastError = { at: new Date(), message: text };
          this.#log?.error({ err: error }, 'sending an e-mail failed');
        },
      )
      .finally(() => this.#inFlight.delete(sending));
    this.#inFlight.add(sending);
  }

  /** Waits for the mail queued so far (shutdown, tests). */
  async settle(): Promise<void> {
    await Promise.all([...this.#inFlight]);
  }

  close() {
    this.#transport.close();
  }
}

export const createMailer = (settings: Settings): Mailer | null =>
  settings.SMTP_HOST ? new Mailer(settings) : null;
