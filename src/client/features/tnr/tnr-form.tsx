import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { tnrRecordInput } from '../../../shared/schemas/tnr.js';
import {
  detailKindOf,
  FIV_FELV_RESULTS,
  TNR,
  TNR_STEPS,
  type TnrStep,
} from '../../../shared/tnr.js';
import { InputField, SelectField } from '../../components/form-fields.js';
import { todayOnDevice } from '../../lib/day.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import { CatDayField } from './cat-day-field.js';
import { TnrFormFrame, useShowRefusal } from './tnr-form-frame.js';
import { useRecordTnrMutationOptions, useTnrRefresh } from './api.js';

const FIELDS = ['step', 'doneOn', 'detail'] as const;

interface TnrFormProps {
  catId: string;
  /** When the cat was registered (ISO): no step happened before that day. */
  catCreatedAt: string;
  initialStep: TnrStep | undefined;
}

/** "Registrar etapa": the step, its day (today unless told) and its detail when it has one. */
export function TnrForm({ catId, catCreatedAt, initialStep }: TnrFormProps) {
  const { LL } = useI18nContext();
  const t = LL.tnr;
  const refresh = useTnrRefresh(catId);
  const formId = useId();
  const form = useZodForm(tnrRecordInput, {
    formId,
    fields: FIELDS,
    defaultValues: {
      catId,
      step: initialStep ?? 'a-capturar',
      doneOn: todayOnDevice(),
      detail: '',
    },
  });
  const kind = detailKindOf(form.watch('step'));
  const showRefusal = useShowRefusal(form, FIELDS);

  const record = useMutation(
    useRecordTnrMutationOptions({
      onSuccess: () => {
        toast.success(t.saved());
        form.setValue('detail', '');
        form.clearErrors();
        refresh();
      },
      onError: showRefusal,
    }),
  );
  const submit = form.onSubmit((input) => {
    if (!record.isPending) record.mutate(input);
  });

  // Opened from a check-in's "Registrar etapa" (`?tnr=<step>`): the form comes into view with its
  // first field focused, after the page's own effect (it focuses the heading and scrolls to the top).
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!initialStep) return;
    const frame = requestAnimationFrame(() => {
      element.current?.scrollIntoView({ block: 'center' });
      element.current?.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [initialStep]);

  return (
    <TnrFormFrame ref={element} id={formId} title={t.formTitle()} onSubmit={submit}>
      <div className="tnr-form__row">
        <Controller
          control={form.control}
          name="step"
          render={({ field }) => (
            <SelectField
              id={form.fieldId('step')}
              label={t.stepLabel()}
              value={field.value}
              options={TNR_STEPS.map((value) => ({ value, label: t.steps[value]() }))}
              onChange={(value) => {
                field.onChange(value);
                form.setValue('detail', '');
                form.clearErrors();
              }}
              error={form.errorOf('step')}
            />
          )}
        />
        <CatDayField
          control={form.control}
          name="doneOn"
          id={form.fieldId('doneOn')}
          label={t.dateLabel()}
          error={form.errorOf('doneOn')}
          catCreatedAt={catCreatedAt}
        />
      </div>
      {kind === 'result' && (
        <Controller
          control={form.control}
          name="detail"
          render={({ field }) => (
            <SelectField
              id={form.fieldId('detail')}
              label={t.details.result()}
              value={field.value ?? ''}
              options={[
                { value: '', label: t.chooseResult() },
                ...FIV_FELV_RESULTS.map((value) => ({ value, label: t.results[value]() })),
              ]}
              onChange={field.onChange}
              error={form.errorOf('detail')}
            />
          )}
        />
      )}
      {kind && kind !== 'result' && (
        <InputField
          {...form.register('detail')}
          id={form.fieldId('detail')}
          label={t.details[kind]()}
          maxLength={TNR.detailMax}
          required
          {...(kind === 'chip' ? { inputMode: 'text', autoComplete: 'off' } : {})}
          error={form.errorOf('detail')}
        />
      )}
      <button type="submit" className="btn btn--primary" aria-busy={record.isPending || undefined}>
        {record.isPending ? t.saving() : t.submit()}
      </button>
    </TnrFormFrame>
  );
}
