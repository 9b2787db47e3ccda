import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../shared/constants.js';
import { SPOROTRICHOSIS } from '../../shared/health-record.js';
import type { Db } from '../db/client.js';
import { healthEntries } from '../db/health-record-schema.js';
import { translatorFor } from '../lib/i18n.js';

/**
 * Whether the cat has a sporotrichosis diagnosis in its health record. The one thing of the record
 * that everyone learns (as handling advice, never as the diagnosis list): the disease passes to
 * people through scratches, bites and contact with the wounds.
 */
export function hasSporotrichosis(db: Db, catId: string): boolean {
  return (
    db
      .select({ id: healthEntries.id })
      .from(healthEntries)
      .where(and(eq(healthEntries.catId, catId), eq(healthEntries.diagnosis, SPOROTRICHOSIS)))
      .get() !== undefined
  );
}

/** The handling advice in a language, as one line (for a notification's text). */
export function handlingAdviceText(locale: Locale): string {
  const advice = translatorFor(locale).healthRecord.advice;
  return `${advice.title()} ${advice.text()}`;
}
