import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import {
  detailKindOf,
  FIV_FELV_RESULTS,
  TNR,
  TNR_STEPS,
  type TnrStep,
} from '../../../shared/tnr.js';
import { DateField } from '../../components/date-time-fields.js';
import { InputField, SelectField } from '../../components/form-fields.js';
import { dayOnDevice, todayOnDevice } from '../../lib/day.js';
import { classifyError, errorMessage, type FieldErrors } from '../../lib/errors.js';
import { useTRPC } from '../../lib/trpc.js';
import { useTnrRefresh } from './use-tnr.js';

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
  const trpc = useTRPC();
  const refresh = useTnrRefresh(catId);
  const id = useId();
  const [step, setStep] = useState<TnrStep>(initialStep ?? 'a-capturar');
  const [doneOn, setDoneOn] = useState(todayOnDevice);
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const kind = detailKindOf(step);

  const record = useMutation(
    trpc.tnr.record.mutationOptions({
      onSuccess: () => {
        toast.success(t.saved());
        setDetail('');
        setErrors({});
        refresh();
      },
      onError: (error) => {
        const failure = classifyError(error);
        const fields = failure.kind === 'http' ? failure.fieldErrors : {};
        setErrors(fields);
        if (!fields.detail && !fields.doneOn && !fields.step) {
          toast.error(errorMessage(LL, error));
        }
      },
    }),
  );

  return (
    <form
      className="tnr-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (record.isPending) return;
        record.mutate({ catId, step, doneOn, ...(kind ? { detail } : {}) });
      }}
    >
      <h3 id={`${id}-title`} className="tnr-form__title">
        {t.formTitle()}
      </h3>
      <div className="tnr-form__row">
        <SelectField
          id={`${id}-step`}
          label={t.stepLabel()}
          value={step}
          options={TNR_STEPS.map((value) => ({ value, label: t.steps[value]() }))}
          onChange={(value) => {
            setStep(value);
            setDetail('');
            setErrors({});
          }}
          error={errors.step}
        />
        <DateField
          id={`${id}-date`}
          label={t.dateLabel()}
          value={doneOn}
          min={dayOnDevice(catCreatedAt)}
          max={todayOnDevice()}
          required
          onChange={setDoneOn}
          error={errors.doneOn}
        />
      </div>
      {kind === 'result' && (
        <SelectField
          id={`${id}-detail`}
          label={t.details.result()}
          value={detail}
          options={[
            { value: '', label: t.chooseResult() },
            ...FIV_FELV_RESULTS.map((value) => ({ value, label: t.results[value]() })),
          ]}
          onChange={setDetail}
          error={errors.detail}
        />
      )}
      {kind && kind !== 'result' && (
        <InputField
          id={`${id}-detail`}
          label={t.details[kind]()}
          value={detail}
          maxLength={TNR.detailMax}
          required
          {...(kind === 'chip' ? { inputMode: 'text', autoComplete: 'off' } : {})}
          onChange={(event) => setDetail(event.target.value)}
          error={errors.detail}
        />
      )}
      <button type="submit" className="btn btn--primary" aria-busy={record.isPending || undefined}>
        {record.isPending ? t.saving() : t.submit()}
      </button>
    </form>
  );
}
