import type { ComponentPropsWithRef } from 'react';
import { AlertIcon } from './icons.js';

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  id: string;
  label: string;
  /** A message shown under the field and tied to it (aria-describedby, aria-invalid). */
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          <AlertIcon width="16" height="16" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
