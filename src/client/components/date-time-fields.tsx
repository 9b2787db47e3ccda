import { useState, type ComponentPropsWithRef } from 'react';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { dayFromInput, dayPlaceholder, dayToInput, timeFromInput } from '../lib/day-input.js';
import { TextField } from './text-field.js';

interface FieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'value' | 'onChange' | 'type' | 'min' | 'max'
> {
  id: string;
  label: string;
  /** 'YYYY-MM-DD' for a date, 'HH:MM' for a time; '' when empty or not yet valid. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * A date typed in the user's format (dd/mm/aaaa in pt-BR), whatever the browser's language:
 * native date inputs follow the browser's locale, not the page's (lib/day-input.ts).
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  error,
  min,
  max,
  ...input
}: FieldProps & { min?: string; max?: string }) {
  const { LL, locale } = useI18nContext();
  const pattern = dayPlaceholder(locale);
  const [text, setText] = useState(() => dayToInput(locale, value));
  const [left, setLeft] = useState(false);
  // 'YYYY-MM-DD' compares as text.
  const read = (typed: string) => {
    const day = dayFromInput(locale, typed);
    return day && (!min || day >= min) && (!max || day <= max) ? day : null;
  };
  const outOfRange = dayFromInput(locale, text) !== null && read(text) === null;
  const invalid = left && text.trim() !== '' && read(text) === null;
  const message = outOfRange
    ? LL.common.dateOutOfRange({
        min: min ? dayToInput(locale, min) : '…',
        max: max ? dayToInput(locale, max) : '…',
      })
    : LL.common.dateInvalid({ pattern });
  return (
    <TextField
      {...input}
      id={id}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={pattern}
      hint={LL.common.dateFormat({ pattern })}
      error={invalid ? message : error}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(read(event.target.value) ?? '');
      }}
      onBlur={() => setLeft(true)}
    />
  );
}

/** A time typed as 07:30 (24 h), whatever the browser's language. */
export function TimeField({ id, label, value, onChange, error, ...input }: FieldProps) {
  const { LL } = useI18nContext();
  const [text, setText] = useState(value);
  const [left, setLeft] = useState(false);
  const invalid = left && text.trim() !== '' && timeFromInput(text) === null;
  return (
    <TextField
      {...input}
      id={id}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="07:30"
      hint={LL.common.timeFormat()}
      error={invalid ? LL.common.timeInvalid() : error}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(timeFromInput(event.target.value) ?? '');
      }}
      onBlur={() => {
        setLeft(true);
        const time = timeFromInput(text);
        if (time) setText(time);
      }}
    />
  );
}
