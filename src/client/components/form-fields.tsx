import type { ComponentPropsWithRef, ReactNode } from 'react';
import { AlertIcon } from './icons.js';
import './form-fields.css';

function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          <AlertIcon width="16" height="16" />
          <span>{error}</span>
        </p>
      )}
    </>
  );
}

/** The label of a required field: a visible asterisk, and the word for screen readers. */
export function RequiredLabel({ text, requiredText }: { text: string; requiredText: string }) {
  return (
    <>
      {text}
      <span className="form-required" aria-hidden="true">
        {' '}
        *
      </span>
      <span className="visually-hidden"> ({requiredText})</span>
    </>
  );
}

/** A part of a form that reads it from its FormProvider; `errorOf` gives a field's message. */
export interface FormPartProps {
  formId: string;
  errorOf: (field: string) => string | undefined;
}

interface InputFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
}

export function InputField({ id, label, hint, error, ...input }: InputFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
}

export function TextAreaField({ id, label, hint, error, ...textarea }: TextAreaFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input form-textarea"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
        {...textarea}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

interface SelectFieldProps<V extends string> {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  error,
  disabled,
}: SelectFieldProps<V>) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input form-select"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

interface ChoiceGroupProps<V extends string> {
  /** The first option's input gets this id (focusFirstError lands there), the rest `id-n`. */
  id: string;
  legend: ReactNode;
  type: 'checkbox' | 'radio';
  options: readonly { value: V; label: string; extra?: string }[];
  selected: readonly V[];
  onChange: (selected: V[]) => void;
  error?: string | undefined;
  hint?: string | undefined;
  /** Drawn otherwise than as a row of chips (the check-in's grid of actions). */
  className?: string;
}

/** Checkboxes or radio buttons drawn as chips, in a fieldset with its legend. */
export function ChoiceGroup<V extends string>({
  id,
  legend,
  type,
  options,
  selected,
  onChange,
  error,
  hint,
  className,
}: ChoiceGroupProps<V>) {
  const toggle = (value: V, checked: boolean) => {
    if (type === 'radio') onChange([value]);
    else if (checked) onChange([...selected.filter((v) => v !== value), value]);
    else onChange(selected.filter((v) => v !== value));
  };
  const described = describedBy(id, hint, error) || undefined;
  return (
    <fieldset
      className={className ? `choice-group ${className}` : 'choice-group'}
      aria-describedby={described}
    >
      <legend className="field__label">{legend}</legend>
      {/* The message above the options: where the eye lands with the focus on the first one. */}
      <FieldMessages id={id} hint={hint} error={error} />
      <div className="choice-group__options">
        {options.map((option, index) => {
          const inputId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={option.value} className="choice">
              <input
                id={inputId}
                className="choice__input"
                type={type}
                name={id}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label className="choice__label" htmlFor={inputId}>
                <span>{option.label}</span>
                {option.extra && <span className="choice__extra">{option.extra}</span>}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A single yes/no checkbox drawn like the chips. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="choice choice--single">
      <input
        id={id}
        className="choice__input"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="choice__label" htmlFor={id}>
        <span>{label}</span>
      </label>
    </div>
  );
}

/** One numbered part of a long form, with its heading. */
export function FormSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="form-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-section__title">
        {title}
      </h2>
      <div className="form-section__body">{children}</div>
    </section>
  );
}

/**
 * An optional part of a long form, closed until the user opens it: its fields stay mounted, so
 * what was typed or picked is kept (and sent) while it is closed. A field with an error inside is
 * opened before it takes the focus (`revealField`).
 */
export function FormDisclosure({
  id,
  title,
  optionalText,
  children,
}: {
  id: string;
  title: string;
  /** The word "optional" in the user's language, shown beside the title. */
  optionalText?: string;
  children: ReactNode;
}) {
  return (
    <details id={id} className="form-disclosure">
      <summary id={`${id}-title`} className="form-disclosure__title">
        <span>{title}</span>
        {optionalText && <span className="form-disclosure__optional">{optionalText}</span>}
      </summary>
      <div className="form-section__body form-disclosure__body">{children}</div>
    </details>
  );
}
