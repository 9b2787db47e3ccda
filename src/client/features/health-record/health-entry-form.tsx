import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  defaultDueOn,
  DIAGNOSES,
  HEALTH,
  HEALTH_KINDS,
  VACCINES,
  type Diagnosis,
  type HealthKind,
  type Vaccine,
} from '../../../shared/health-record.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { healthAddInput, healthEditInput } from '../../../shared/schemas/health-record.js';
import type { z } from '../../../shared/validation.js';
import { DateField } from '../../components/date-time-fields.js';
import { SelectField, TextAreaField } from '../../components/form-fields.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { todayOnDevice } from '../../lib/day.js';
import { downscalePhoto } from '../../lib/downscale-photo.js';
import { classifyError, errorMessage } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { checkedBy, useZodForm } from '../../lib/use-zod-form.js';
import { useAddHealthEntryMutationOptions, useEditHealthEntryMutationOptions } from './api.js';

type Entry = RouterOutputs['healthRecord']['ofCat']['entries'][number];

interface Values {
  kind: HealthKind;
  doneOn: string;
  vaccine: Vaccine | '';
  diagnosis: Diagnosis | '';
  note: string;
  dueOn: string;
  removePhoto: boolean;
}

const FIELDS = ['kind', 'doneOn', 'vaccine', 'diagnosis', 'note', 'dueOn', 'photo'] as const;

/** The typed fields as the procedures take them (the photo travels beside them). */
const typed = ({ vaccine, diagnosis, removePhoto, ...values }: Values) => ({
  ...values,
  vaccine: vaccine || undefined,
  diagnosis: diagnosis || undefined,
  ...(removePhoto ? { removePhoto } : {}),
});

interface HealthEntryFormProps {
  catId: string;
  /** The entry to change; a new one when absent. */
  entry?: Entry;
  onDone: () => void;
}

/**
 * "Registrar" (or an entry's edit): the kind, its day, which vaccine or diagnosis, a note, the due
 * date (filled in from the kind and the day, editable) and a photo of the prescription or receipt.
 */
export function HealthEntryForm({ catId, entry, onDone }: HealthEntryFormProps) {
  const { LL } = useI18nContext();
  const t = LL.healthRecord;
  const formId = useId();
  const today = todayOnDevice();
  const schema: z.ZodType<object, Values> = entry
    ? checkedBy(healthEditInput, (values: Values) => ({ id: entry.id, ...typed(values) }))
    : checkedBy(healthAddInput, (values: Values) => ({ catId, ...typed(values) }));
  const form = useZodForm(schema, {
    formId,
    fields: FIELDS,
    defaultValues: {
      kind: entry?.kind ?? 'vacina',
      doneOn: entry?.doneOn ?? today,
      vaccine: entry?.vaccine ?? '',
      diagnosis: entry?.diagnosis ?? '',
      note: entry?.note ?? '',
      dueOn: entry ? (entry.dueOn ?? '') : defaultDueOn('vacina', today),
      removePhoto: false,
    },
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoKey, setPhotoKey] = useState(0);
  // The due date's field shows what it was given when drawn: drawn again when the default moves.
  const [dueKey, setDueKey] = useState(0);
  const kind = form.watch('kind');

  const refill = (next: { kind?: HealthKind; doneOn?: string }) => {
    const day = next.doneOn ?? form.getValues('doneOn');
    if (!day) return;
    form.setValue('dueOn', defaultDueOn(next.kind ?? form.getValues('kind'), day));
    setDueKey((key) => key + 1);
  };

  const onError = (error: unknown) => {
    const failure = classifyError(error);
    const messages = failure.kind === 'http' ? { ...failure.fieldErrors } : {};
    if (failure.kind === 'http' && failure.status === 413) messages.photo = errorMessage(LL, error);
    form.showServerErrors(messages);
    if (!FIELDS.some((field) => messages[field])) toast.error(errorMessage(LL, error));
  };
  const onSuccess = () => {
    toast.success(t.saved());
    onDone();
  };
  const add = useMutation(useAddHealthEntryMutationOptions({ onSuccess, onError }));
  const edit = useMutation(useEditHealthEntryMutationOptions({ onSuccess, onError }));
  const pending = add.isPending || edit.isPending;

  const submit = form.onSubmit((data) => {
    if (pending) return;
    const body = new FormData();
    body.append('data', JSON.stringify(data));
    if (photo) body.append('photo', photo);
    if (entry) edit.mutate(body);
    else add.mutate(body);
  });

  const photoId = form.fieldId('photo');
  return (
    <form
      id={formId}
      className="health-form"
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${formId}-title`} className="health-form__title">
        {entry ? t.editTitle() : t.formTitle()}
      </h3>
      <div className="health-form__row">
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <SelectField
              id={form.fieldId('kind')}
              label={t.kindLabel()}
              value={field.value}
              options={HEALTH_KINDS.map((value) => ({ value, label: t.kinds[value]() }))}
              onChange={(value) => {
                field.onChange(value);
                form.setValue('vaccine', '');
                form.setValue('diagnosis', '');
                if (!entry) refill({ kind: value });
              }}
              error={form.errorOf('kind')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="doneOn"
          render={({ field }) => (
            <DateField
              id={form.fieldId('doneOn')}
              label={t.dateLabel()}
              value={field.value}
              max={today}
              required
              onChange={(value) => {
                field.onChange(value);
                if (!entry && value) refill({ doneOn: value });
              }}
              onBlur={field.onBlur}
              error={form.errorOf('doneOn')}
            />
          )}
        />
      </div>
      {kind === 'vacina' && (
        <Controller
          control={form.control}
          name="vaccine"
          render={({ field }) => (
            <SelectField<Vaccine | ''>
              id={form.fieldId('vaccine')}
              label={t.vaccineLabel()}
              value={field.value as Vaccine | ''}
              options={[
                { value: '' as const, label: t.choose() },
                ...VACCINES.map((value) => ({ value, label: t.vaccines[value]() })),
              ]}
              onChange={field.onChange}
              error={form.errorOf('vaccine')}
            />
          )}
        />
      )}
      {kind === 'diagnostico' && (
        <Controller
          control={form.control}
          name="diagnosis"
          render={({ field }) => (
            <SelectField<Diagnosis | ''>
              id={form.fieldId('diagnosis')}
              label={t.diagnosisLabel()}
              value={field.value as Diagnosis | ''}
              options={[
                { value: '' as const, label: t.choose() },
                ...DIAGNOSES.map((value) => ({ value, label: t.diagnoses[value]() })),
              ]}
              onChange={field.onChange}
              error={form.errorOf('diagnosis')}
            />
          )}
        />
      )}
      <TextAreaField
        {...form.register('note')}
        id={form.fieldId('note')}
        label={t.noteLabel()}
        rows={2}
        maxLength={HEALTH.noteMax}
        error={form.errorOf('note')}
      />
      <Controller
        control={form.control}
        name="dueOn"
        render={({ field }) => (
          <DateField
            key={dueKey}
            id={form.fieldId('dueOn')}
            label={t.dueLabel()}
            value={field.value}
            min={form.getValues('doneOn') || undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={form.errorOf('dueOn')}
          />
        )}
      />
      <p className="field__hint health-form__due-hint">{t.dueHint()}</p>
      <div className="field">
        <label className="field__label" htmlFor={photoId}>
          {t.photoLabel()}
        </label>
        <input
          key={photoKey}
          id={photoId}
          className="field__file"
          type="file"
          accept="image/*"
          aria-describedby={`${photoId}-hint`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) void downscalePhoto(chosen).then(setPhoto);
          }}
        />
        <p id={`${photoId}-hint`} className="field__hint">
          {entry?.hasPhoto ? `${t.photoHint()} ${t.keepPhoto()}` : t.photoHint()}
        </p>
        {photo && (
          <p className="health-form__chosen">
            {t.photoChosen({ name: photo.name })}{' '}
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => {
                setPhoto(null);
                setPhotoKey((key) => key + 1);
              }}
            >
              {t.removeChosen()}
            </button>
          </p>
        )}
        {form.errorOf('photo') && (
          <p className="field__error" role="alert">
            {form.errorOf('photo')}
          </p>
        )}
      </div>
      {entry?.hasPhoto && !photo && (
        <label className="health-form__check">
          <input type="checkbox" {...form.register('removePhoto')} /> {t.removePhoto()}
        </label>
      )}
      <div className="health-form__actions">
        <button type="submit" className="btn btn--primary" aria-busy={pending || undefined}>
          {pending ? t.saving() : entry ? t.save() : t.submit()}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {t.cancel()}
        </button>
      </div>
    </form>
  );
}
