import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { TNR } from '../../../shared/tnr.js';
import { DateField } from '../../components/date-time-fields.js';
import { TextAreaField } from '../../components/form-fields.js';
import { dayOnDevice, todayOnDevice } from '../../lib/day.js';
import { classifyError, errorMessage, type FieldErrors } from '../../lib/errors.js';
import { useTRPC } from '../../lib/trpc.js';
import { useTnrRefresh } from './use-tnr.js';

/** The registrar's (or an admin's) "Marcar como adotado": a day and a note, nothing about who. */
export function AdoptForm({ catId, catCreatedAt }: { catId: string; catCreatedAt: string }) {
  const { LL } = useI18nContext();
  const t = LL.tnr;
  const trpc = useTRPC();
  const refresh = useTnrRefresh(catId);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [adoptedOn, setAdoptedOn] = useState(todayOnDevice);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const adopt = useMutation(
    trpc.tnr.adopt.mutationOptions({
      onSuccess: () => {
        toast.success(t.adopted());
        setOpen(false);
        refresh();
      },
      onError: (error) => {
        const failure = classifyError(error);
        const fields = failure.kind === 'http' ? failure.fieldErrors : {};
        setErrors(fields);
        if (!fields.adoptedOn && !fields.note) toast.error(errorMessage(LL, error));
      },
    }),
  );

  if (!open) {
    return (
      <div className="tnr-adopt">
        <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
          {t.adoptTitle()}
        </button>
      </div>
    );
  }
  return (
    <form
      className="tnr-form tnr-adopt"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!adopt.isPending) adopt.mutate({ catId, adoptedOn, note });
      }}
    >
      <h3 id={`${id}-title`} className="tnr-form__title">
        {t.adoptTitle()}
      </h3>
      <p className="field__hint">{t.adoptHint()}</p>
      <DateField
        id={`${id}-date`}
        label={t.adoptDate()}
        value={adoptedOn}
        min={dayOnDevice(catCreatedAt)}
        max={todayOnDevice()}
        required
        onChange={setAdoptedOn}
        error={errors.adoptedOn}
      />
      <TextAreaField
        id={`${id}-note`}
        label={t.adoptNote()}
        maxLength={TNR.noteMax}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      <div className="tnr-form__actions">
        <button type="submit" className="btn btn--primary" aria-busy={adopt.isPending || undefined}>
          {t.adoptSubmit()}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => setOpen(false)}>
          {LL.common.cancel()}
        </button>
      </div>
    </form>
  );
}
