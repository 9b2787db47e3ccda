import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { startTreatmentInput, TREATMENT_TEXT_MAX } from '../../../shared/schemas/treatments.js';
import { addDays } from '../../../shared/time.js';
import { TREATMENT } from '../../../shared/treatments.js';
import { DateField, TimeField } from '../../components/date-time-fields.js';
import { CheckboxField, InputField, SelectField } from '../../components/form-fields.js';
import { classifyError, errorMessage } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { checkedBy, useZodForm } from '../../lib/use-zod-form.js';
import { useStartTreatmentMutationOptions } from './api.js';

interface StartValues {
  catId: string;
  medicine: string;
  dose: string;
  everyHours: string;
  startDay: string;
  /** 'HH:MM', '' until a valid time is typed. */
  startMinute: string;
  days: string;
  untilEnded: boolean;
}

const FIELDS = ['medicine', 'dose', 'everyHours', 'startDay', 'startMinute', 'days'] as const;

/** The form's values as treatments.start takes them (a missing part left for the schema). */
const startForm = checkedBy(startTreatmentInput, (v: StartValues) => {
  const [hours, minutes] = v.startMinute.split(':').map(Number);
  return {
    catId: v.catId,
    medicine: v.medicine,
    dose: v.dose,
    everyHours: Number(v.everyHours),
    startDay: v.startDay,
    startMinute: v.startMinute ? hours! * 60 + minutes! : undefined,
    days: v.untilEnded ? null : v.days.trim() === '' ? undefined : Number(v.days),
  };
});

/** "Novo tratamento": the medicine, the dose, how often, from when and for how long. */
export function StartTreatmentForm({
  catId,
  today,
  onDone,
}: {
  catId: string;
  /** The community's today: the first day can be today or up to 30 days ahead. */
  today: string;
  onDone: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.treatments;
  const formId = useId();
  const form = useZodForm(startForm, {
    formId,
    fields: FIELDS,
    defaultValues: {
      catId,
      medicine: '',
      dose: '',
      everyHours: '24',
      startDay: today,
      startMinute: '',
      days: '',
      untilEnded: false,
    },
  });
  const start = useMutation(
    useStartTreatmentMutationOptions({
      onSuccess: () => {
        toast.success(t.started());
        onDone();
      },
      onError: (error) => {
        const failure = classifyError(error);
        const messages = failure.kind === 'http' ? failure.fieldErrors : {};
        form.showServerErrors(messages);
        if (!FIELDS.some((field) => messages[field])) toast.error(errorMessage(LL, error));
      },
    }),
  );
  const submit = form.onSubmit((input) => {
    if (!start.isPending) start.mutate(input);
  });
  const untilEnded = form.watch('untilEnded');
  return (
    <form
      id={formId}
      className="treatment-form"
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${formId}-title`} className="treatment-form__title">
        {t.formTitle()}
      </h3>
      <InputField
        {...form.register('medicine')}
        id={form.fieldId('medicine')}
        label={t.medicine()}
        maxLength={TREATMENT_TEXT_MAX}
        required
        error={form.errorOf('medicine')}
      />
      <InputField
        {...form.register('dose')}
        id={form.fieldId('dose')}
        label={t.dose()}
        hint={t.doseHint()}
        maxLength={TREATMENT_TEXT_MAX}
        required
        error={form.errorOf('dose')}
      />
      <Controller
        control={form.control}
        name="everyHours"
        render={({ field }) => (
          <SelectField
            id={form.fieldId('everyHours')}
            label={t.every()}
            value={field.value}
            options={[...TREATMENT.everyHours].reverse().map((hours) => ({
              value: String(hours),
              label: hours === 24 ? t.onceADay() : t.everyHours({ hours }),
            }))}
            onChange={field.onChange}
            error={form.errorOf('everyHours')}
          />
        )}
      />
      <div className="treatment-form__row">
        <Controller
          control={form.control}
          name="startDay"
          render={({ field }) => (
            <DateField
              id={form.fieldId('startDay')}
              label={t.startDay()}
              value={field.value}
              onChange={field.onChange}
              min={today}
              max={addDays(today, TREATMENT.startWithinDays)}
              error={form.errorOf('startDay')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="startMinute"
          render={({ field }) => (
            <TimeField
              id={form.fieldId('startMinute')}
              label={t.startTime()}
              value={field.value}
              onChange={field.onChange}
              error={form.errorOf('startMinute')}
            />
          )}
        />
      </div>
      {!untilEnded && (
        <InputField
          {...form.register('days')}
          id={form.fieldId('days')}
          label={t.days()}
          type="number"
          inputMode="numeric"
          min={1}
          max={TREATMENT.maxDays}
          error={form.errorOf('days')}
        />
      )}
      <Controller
        control={form.control}
        name="untilEnded"
        render={({ field }) => (
          <CheckboxField
            id={`${formId}-until`}
            label={t.untilEnded()}
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <div className="treatment-form__actions">
        <button type="submit" className="btn btn--primary" aria-busy={start.isPending || undefined}>
          {start.isPending ? t.saving() : t.submit()}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {t.cancel()}
        </button>
      </div>
    </form>
  );
}
