import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { AlertIcon } from './icons.js';
import './handling-advice.css';

/**
 * How to handle a cat with sporotrichosis (gloves, no bare-hand contact: a zoonosis), in the
 * user's language, from the healthRecord strings: a page that shows it names that namespace. The
 * server says when (healthRecord.ofCat's handlingAdvice, services/sporotrichosis.ts).
 */
export function HandlingAdvice({ id = 'handling-advice' }: { id?: string }) {
  const { LL } = useI18nContext();
  const t = LL.healthRecord.advice;
  return (
    <aside className="handling-advice" aria-labelledby={`${id}-title`}>
      <AlertIcon className="handling-advice__icon" width="22" height="22" aria-hidden="true" />
      <p>
        <strong id={`${id}-title`}>{t.title()}</strong> {t.text()}
      </p>
    </aside>
  );
}
