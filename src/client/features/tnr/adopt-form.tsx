import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { tnrAdoptInput } from '../../../shared/schemas/tnr.js';
import { TNR } from '../../../shared/tnr.js';
import { TextAreaField } from '../../components/form-fields.js';
import { todayOnDevice } from '../../lib/day.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import { CatDayField } from './cat-day-field.js';
import { TnrFormFrame, useShowRefusal } from './tnr-form-frame.js';
import { useAdoptMutationOptions, useTnrRefresh } from './api.js';

const FIELDS = ['adoptedOn', 'note'] as const;

/** The registrar's (or an admin's) "Marcar como adotado": a day and a note, nothing about who. */
export function AdoptForm({ catId, catCreatedAt }: { catId: string; catCreatedAt: string }) {
  const [open, setOpen] = useState(false);
  const { LL } = useI18nContext();
  const t = LL.tnr;
  const refresh = useTnrRefresh(catId);
  const formId = useId();
  const form = useZodForm(tnrAdoptInput, {
    formId,
    fields: FIELDS,
    defaultValues: { catId, adoptedOn: todayOnDevice(), note: '' },
  });
  const showRefusal = useShowRefusal(form, FIELDS);
  const adopt = useMutation(
    useAdoptMutationOptions({
      onSuccess: () => {
        toast.success(t.adopted());
        setOpen(false);
        refresh();
      },
      onError: showRefusal,
    }),
  );
  const submit = form.onSubmit((input) => {
    if (!adopt.isPending) adopt.mutate(input);
  });

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
    <TnrFormFrame id={formId} title={t.adoptTitle()} className="tnr-adopt" onSubmit={submit}>
      <p className="field__hint">{t.adoptHint()}</p>
      <CatDayField
        control={form.control}
        name="adoptedOn"
        id={form.fieldId('adoptedOn')}
        label={t.adoptDate()}
        error={form.errorOf('adoptedOn')}
        catCreatedAt={catCreatedAt}
      />
      <TextAreaField
        {...form.register('note')}
        id={form.fieldId('note')}
        label={t.adoptNote()}
        maxLength={TNR.noteMax}
        error={form.errorOf('note')}
      />
      <div className="tnr-form__actions">
        <button type="submit" className="btn btn--primary" aria-busy={adopt.isPending || undefined}>
          {t.adoptSubmit()}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => setOpen(false)}>
          {LL.common.cancel()}
        </button>
      </div>
    </TnrFormFrame>
  );
}
