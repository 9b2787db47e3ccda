import type { TranslationFunctions } from './i18n/i18n-types.js';
import type { HealthKind, Vaccine } from './health-record.js';

/** What an entry or a due item is, in words: "Vacina: V4 (quádrupla felina)", "Vermífugo". */
export function healthWhat(
  LL: TranslationFunctions,
  item: { kind: HealthKind; vaccine: Vaccine | null },
): string {
  const t = LL.healthRecord;
  const kind = t.kinds[item.kind]();
  return item.kind === 'vacina' && item.vaccine ? `${kind}: ${t.vaccines[item.vaccine]()}` : kind;
}
