import type { TranslationFunctions } from './i18n/i18n-types.js';
import type { TreatmentProgress } from './schemas/treatments.js';

/** A round's progress in words: "dia 23 de 60, 2 doses perdidas" ("dia 23, …" with no end). */
export function progressText(LL: TranslationFunctions, progress: TreatmentProgress): string {
  const { day, days, missed } = progress;
  return days === null
    ? LL.treatments.progressOpen({ day, missed })
    : LL.treatments.progress({ day, days, missed });
}
