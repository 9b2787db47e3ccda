import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { AlertIcon } from './icons.js';
import './form-error-summary.css';

interface FieldError {
  field: string;
  message: string;
}

/**
 * What is left to fix, near a long form's submit button (below it, so it never moves the button):
 * each message leads to its field. Shown only when some field with an error is far from the
 * button (not one of `nearSubmit`), the ones next to it being already in view.
 */
export function FormErrorSummary({
  id,
  errors,
  nearSubmit = [],
  onSelect,
}: {
  id: string;
  errors: readonly FieldError[];
  nearSubmit?: readonly string[];
  onSelect: (field: string) => void;
}) {
  const { LL } = useI18nContext();
  if (!errors.some((error) => !nearSubmit.includes(error.field))) return null;
  return (
    <section id={id} className="form-summary" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="form-summary__title">
        <AlertIcon width="18" height="18" />
        <span>{LL.common.formSummary({ count: errors.length })}</span>
      </p>
      <ul className="form-summary__list">
        {errors.map((error) => (
          <li key={error.field}>
            <button type="button" className="btn--link" onClick={() => onSelect(error.field)}>
              {error.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
