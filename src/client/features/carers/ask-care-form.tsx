import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CARERS } from '../../../shared/constants.js';
import { carerRequestInput } from '../../../shared/schemas/carers.js';
import { TextAreaField } from '../../components/form-fields.js';
import { errorMessage } from '../../lib/errors.js';
import { useAskCareMutationOptions } from './api.js';
import { useZodForm } from '../../lib/use-zod-form.js';

/** "Sou cuidador(a) deste gato": opens a short form with an optional message, then asks. */
export function AskCareForm({ catId }: { catId: string }) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const form = useZodForm(carerRequestInput, {
    formId,
    fields: ['message'],
    defaultValues: { catId, message: '' },
  });
  const ask = useMutation(
    useAskCareMutationOptions({
      onSuccess: () => {
        toast.success(LL.carers.requested());
      },
      onError: (error) => toast.error(errorMessage(LL, error)),
    }),
  );
  const submit = form.onSubmit((input) => {
    if (!ask.isPending) ask.mutate(input);
  });
  if (!open) {
    return (
      <div className="carer-ask">
        <p className="field__hint">{LL.carers.askHint()}</p>
        <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
          {LL.carers.ask()}
        </button>
      </div>
    );
  }
  return (
    <form id={formId} className="carer-ask" noValidate onSubmit={(event) => void submit(event)}>
      <p className="field__hint">{LL.carers.askHint()}</p>
      <TextAreaField
        {...form.register('message')}
        id={form.fieldId('message')}
        label={LL.carers.messageLabel()}
        hint={LL.carers.messageHint()}
        maxLength={CARERS.messageMax}
        error={form.errorOf('message')}
      />
      <div className="carer-item__actions">
        <button type="submit" className="btn btn--primary" aria-busy={ask.isPending || undefined}>
          {LL.carers.send()}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => setOpen(false)}>
          {LL.carers.cancel()}
        </button>
      </div>
    </form>
  );
}
