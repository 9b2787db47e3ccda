import { useMutation } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ROTA } from '../../../shared/rota.js';
import { addShiftInput, feedingLimitInput } from '../../../shared/schemas/rota.js';
import { TimeField } from '../../components/date-time-fields.js';
import { TextField } from '../../components/text-field.js';
import { useAddShiftMutationOptions, useSetFeedingLimitMutationOptions } from './api.js';
import { checkedBy, useZodForm } from '../../lib/use-zod-form.js';
import { useRotaChange } from './rota-change.js';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** '07:30' → 450; an empty or unfinished time ('') stays undefined, for the schema to refuse. */
const toMinute = (value: string) => {
  if (!value) return undefined;
  const [h, m] = value.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The new shift as typed: the day, and its window as 'HH:MM' (TimeField), named as rota.addShift takes them. */
interface ShiftValues {
  weekday: number;
  startMinute: string;
  endMinute: string;
}

const SHIFT_FIELDS = ['weekday', 'startMinute', 'endMinute'] as const;

/** The new shift checked by the shared addShiftInput, the times turned into minutes. */
const shiftForm = (colonyId: string) =>
  checkedBy(addShiftInput, ({ weekday, startMinute, endMinute }: ShiftValues) => ({
    colonyId,
    weekday,
    startMinute: toMinute(startMinute),
    endMinute: toMinute(endMinute),
  }));

/** The hour limit checked by the shared feedingLimitInput. */
const limitForm = (colonyId: string) =>
  checkedBy(feedingLimitInput, ({ limitHours }: { limitHours: number }) => ({
    colonyId,
    limitHours,
  }));

/**
 * The coordinators' tools, apart from what members use: a new weekly shift, and the hours without
 * feeding before an alert. Shifts are removed on their own card in the week shown (rota-shift).
 */
export function RotaEditor({ colonyId, limitHours }: { colonyId: string; limitHours: number }) {
  const { LL } = useI18nContext();
  const t = LL.rota;
  const shiftFields = useZodForm(shiftForm(colonyId), {
    formId: 'rota',
    fields: SHIFT_FIELDS,
    defaultValues: { weekday: 0, startMinute: '07:00', endMinute: '08:00' },
  });
  const limitFields = useZodForm(limitForm(colonyId), {
    formId: 'rota',
    fields: ['limitHours'],
    defaultValues: { limitHours },
  });
  const add = useMutation(useAddShiftMutationOptions(useRotaChange(t.editor.added)));
  const save = useMutation(useSetFeedingLimitMutationOptions(useRotaChange(t.limit.saved)));

  const submit = shiftFields.onSubmit((input) => {
    if (!add.isPending) add.mutate(input);
  });
  const saveLimit = limitFields.onSubmit((input) => {
    if (!save.isPending) save.mutate(input);
  });
  return (
    <section className="colony-tools" aria-labelledby="rota-tools">
      <h3 id="rota-tools">{t.coordinatorTools()}</h3>
      <form
        className="rota-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="rota-new"
      >
        <h4 id="rota-new">{t.editor.title()}</h4>
        <div className="rota-form__times">
          <div className="field">
            <label className="field__label" htmlFor={shiftFields.fieldId('weekday')}>
              {t.editor.day()}
            </label>
            <select
              id={shiftFields.fieldId('weekday')}
              className="field__input"
              {...shiftFields.register('weekday', { valueAsNumber: true })}
            >
              {WEEKDAYS.map((d) => (
                <option key={d} value={d}>
                  {t.weekdays[`d${d}`]()}
                </option>
              ))}
            </select>
          </div>
          <Controller
            control={shiftFields.control}
            name="startMinute"
            render={({ field }) => (
              <TimeField
                id={shiftFields.fieldId('startMinute')}
                label={t.editor.start()}
                value={field.value}
                required
                onChange={field.onChange}
                error={shiftFields.errorOf('startMinute')}
              />
            )}
          />
          <Controller
            control={shiftFields.control}
            name="endMinute"
            render={({ field }) => (
              <TimeField
                id={shiftFields.fieldId('endMinute')}
                label={t.editor.end()}
                value={field.value}
                required
                onChange={field.onChange}
                error={shiftFields.errorOf('endMinute')}
              />
            )}
          />
        </div>
        <p className="muted">{t.editor.zone()}</p>
        <button type="submit" className="btn btn--primary" disabled={add.isPending}>
          {t.editor.add()}
        </button>
      </form>
      <form
        className="rota-form rota-form--limit"
        noValidate
        onSubmit={(event) => void saveLimit(event)}
        aria-labelledby="rota-limit"
      >
        <h4 id="rota-limit">{t.limit.title()}</h4>
        <TextField
          id={limitFields.fieldId('limitHours')}
          label={t.limit.hours()}
          type="number"
          inputMode="numeric"
          min={ROTA.minLimitHours}
          max={ROTA.maxLimitHours}
          {...limitFields.register('limitHours', { valueAsNumber: true })}
          error={limitFields.errorOf('limitHours')}
        />
        <button type="submit" className="btn btn--secondary" disabled={save.isPending}>
          {t.limit.save()}
        </button>
      </form>
    </section>
  );
}
