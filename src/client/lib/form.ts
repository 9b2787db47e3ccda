import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import { translateMessage } from '../../shared/messages.js';
import type { FieldErrors } from './errors.js';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Checks form values with a shared schema; the first message of each field, translated. */
export function validate<S extends z.ZodType>(
  LL: TranslationFunctions,
  schema: S,
  values: unknown,
): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    errors[issue.path.join('.')] ??= translateMessage(LL, issue.message);
  }
  return { ok: false, errors };
}

/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstError(formId: string, fields: readonly string[], errors: FieldErrors) {
  const first = fields.find((field) => errors[field]);
  if (first) document.getElementById(`${formId}-${first}`)?.focus();
}

/**
 * The state of a form of text fields: values, per-field errors (cleared as the field changes),
 * `showErrors`, which displays errors and focuses the first field that has one, `bind` and `reset`.
 */
export function useFormFields<F extends string>(
  formId: string,
  fields: readonly F[],
  initial: Record<F, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (field: F) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    focusFirstError(formId, fields, next);
  };
  /** A field's id, name, value, change handler and error, to spread on a TextField. */
  const bind = (field: F) => ({
    id: `${formId}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field)(event.target.value),
    error: errors[field],
  });
  const reset = () => {
    setValues(initial);
    setErrors({});
  };
  return { values, errors, change, showErrors, bind, reset };
}
