import type { FormEvent, ReactNode, Ref } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { classifyError, errorMessage, type FieldErrors } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';

interface TnrFormFrameProps {
  id: string;
  title: string;
  className?: string;
  ref?: Ref<HTMLFormElement>;
  /** useZodForm's onSubmit(...): it checks the values, then calls the mutation. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

/** The TNR step and adoption forms: a form named by its heading, under the cat's timeline. */
export function TnrFormFrame({ id, title, className, ref, onSubmit, children }: TnrFormFrameProps) {
  return (
    <form
      ref={ref}
      id={id}
      className={className ? `tnr-form ${className}` : 'tnr-form'}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={`${id}-title`} className="tnr-form__title">
        {title}
      </h3>
      {children}
    </form>
  );
}

/** A refused save: the server's messages at their fields, anything else as a toast. */
export function useShowRefusal(
  form: { showServerErrors: (messages: FieldErrors) => void },
  fields: readonly string[],
) {
  const { LL } = useI18nContext();
  return (error: unknown) => {
    const failure = classifyError(error);
    const messages = failure.kind === 'http' ? failure.fieldErrors : {};
    form.showServerErrors(messages);
    if (!fields.some((field) => messages[field])) toast.error(errorMessage(LL, error));
  };
}
