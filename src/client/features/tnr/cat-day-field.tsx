import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { DateField } from '../../components/date-time-fields.js';
import { dayOnDevice, todayOnDevice } from '../../lib/day.js';

interface CatDayFieldProps<TIn extends FieldValues, TOut> {
  control: Control<TIn, unknown, TOut>;
  name: FieldPathByValue<TIn, string>;
  id: string;
  label: string;
  error: string | undefined;
  /** When the cat was registered (ISO): the first day allowed; the last is today. */
  catCreatedAt: string;
}

/** A required day in the cat's life so far, as a react-hook-form field (a TNR step, an adoption). */
export function CatDayField<TIn extends FieldValues, TOut>({
  control,
  name,
  id,
  label,
  error,
  catCreatedAt,
}: CatDayFieldProps<TIn, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          id={id}
          label={label}
          value={field.value}
          min={dayOnDevice(catCreatedAt)}
          max={todayOnDevice()}
          required
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
