import { useEffect } from 'react';
import {
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import { translateIssue } from '../../shared/messages.js';
import { z } from '../../shared/validation.js';
import type { FieldErrors as FieldMessages } from './errors.js';

/**
 * One message per top-level field, translated from the zod issue itself (its key and the
 * parameters it carries, messages.ts translateIssue): a nested path ('location.latitude',
 * 'needs.0') is shown at its field, and a message for the whole form (an empty path) is kept as
 * `form` (react-hook-form drops `root` when it validates).
 */
export function byField(
  LL: TranslationFunctions,
  issues: readonly z.core.$ZodIssue[],
): FieldErrors {
  const result: Record<string, FieldError> = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'form';
    result[field] ??= { type: issue.code, message: translateIssue(LL, issue) };
  }
  return result;
}

/** The form's resolver: the schema's result, or its issues as one translated message a field. */
export const zodFormResolver =
  <TIn extends FieldValues, TOut>(
    LL: TranslationFunctions,
    schema: z.ZodType<TOut, TIn>,
  ): Resolver<TIn, unknown, TOut> =>
  async (values) => {
    const result = await schema.safeParseAsync(values);
    return result.success
      ? { values: result.data, errors: {} }
      : { values: {}, errors: byField(LL, result.error.issues) as FieldErrors<TIn> };
  };

/**
 * A schema for a form whose values are not yet what the server takes: `toInput` shapes them (adds
 * the id, the position…) and the shared schema checks the result. A missing part is left
 * undefined for that schema to refuse, with its own message.
 */
export const checkedBy = <V, S extends z.ZodType>(
  schema: S,
  toInput: (values: V, ctx: z.RefinementCtx<V>) => unknown,
) => z.custom<V>().transform(toInput).pipe(schema);

/**
 * Focuses a field's input and brings its message (or, without one, the input) to the middle of
 * the screen, where the eye is: the message is drawn a moment after the focus, so it is waited for
 * a few frames. Chips and file inputs are visually hidden, so scrolling to the input alone could
 * leave the message off screen. A field inside a closed disclosure is opened first.
 */
export function revealField(formId: string, field: string) {
  const input = document.getElementById(`${formId}-${field}`);
  if (!input) return;
  // A field in a closed optional part (FormDisclosure) cannot take the focus: open it first.
  const closed = input.closest('details:not([open])');
  if (closed instanceof HTMLDetailsElement) closed.open = true;
  input.focus({ preventScroll: true });
  let frames = 10;
  const scroll = () => {
    const message = document.getElementById(`${formId}-${field}-error`);
    if (!message && (frames -= 1) > 0) return void requestAnimationFrame(scroll);
    (message ?? input).scrollIntoView({ block: 'center' });
  };
  requestAnimationFrame(scroll);
}

export interface ZodFormOptions<TIn extends FieldValues, TOut> extends Omit<
  UseFormProps<TIn, unknown, TOut>,
  'resolver'
> {
  /** The form element's id; each field's input has the id `${formId}-${field}`. */
  formId: string;
  /** Field names in form order (including files and the position): the first with an error
   * takes the focus. */
  fields: readonly string[];
}

/**
 * react-hook-form with zodFormResolver on a shared schema. Errors show after a submit and leave
 * a field as soon as it changes (the next submit checks again); the first field with an error,
 * in form order, takes the focus and its message is scrolled into view. `showServerErrors` puts
 * a failed call's field errors on the fields the same way.
 */
export function useZodForm<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  { formId, fields, ...options }: ZodFormOptions<TIn, TOut>,
) {
  const { LL } = useI18nContext();
  const resolver = zodFormResolver(LL, schema);
  const form = useForm<TIn, unknown, TOut>({
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...options,
    resolver,
  });

  const { subscribe, clearErrors, setError } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name) clearErrors([name.split('.')[0], 'form'] as Path<TIn>[]);
        },
      }),
    [subscribe, clearErrors],
  );

  const focusFirstError = (errors: Partial<Record<string, unknown>>) => {
    const first = fields.find((field) => errors[field]);
    if (first) revealField(formId, first);
  };

  /**
   * The server's field errors of a failed call (`classifyError(error).fieldErrors`: its
   * `data.errors` `[{param, msg}]` by param), or messages derived from it, at their fields; the
   * first one, in form order, takes the focus.
   */
  const showServerErrors = (messages: FieldMessages) => {
    const shown: Record<string, string> = {};
    for (const [param, message] of Object.entries(messages)) {
      const field = param.split('.')[0] ?? param;
      if (!message || shown[field]) continue;
      shown[field] = message;
      setError(field as Path<TIn>, { type: 'server', message });
    }
    focusFirstError(shown);
  };

  /**
   * handleSubmit, focusing the first field with an error when the schema refuses the values;
   * `invalid` also hears of the refusal (with the form-wide message, if any).
   */
  const onSubmit = (
    valid: (data: TOut) => void | Promise<void>,
    invalid?: (formMessage: string | undefined) => void,
  ) =>
    form.handleSubmit(valid, (errors) => {
      focusFirstError(errors);
      invalid?.((errors as Partial<Record<string, { message?: string }>>).form?.message);
    });

  /** The id of a field's input. */
  const fieldId = (field: string) => `${formId}-${field}`;

  /** The message shown at a field (or `form`, the whole form), if any. */
  const errorOf = (field: string): string | undefined =>
    (form.formState.errors as Partial<Record<string, { message?: string }>>)[field]?.message;

  /** Every field with a message, in form order (for the summary near the submit button). */
  const errorList = () =>
    fields.flatMap((field) => {
      const message = errorOf(field);
      return message ? [{ field, message }] : [];
    });

  /** Focuses a field and brings its message into view. */
  const reveal = (field: string) => revealField(formId, field);

  return { ...form, onSubmit, showServerErrors, fieldId, errorOf, errorList, reveal };
}
