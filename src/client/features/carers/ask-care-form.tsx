import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CARERS } from '../../../shared/constants.js';
import { TextAreaField } from '../../components/form-fields.js';
import { errorMessage } from '../../lib/errors.js';
import { useTRPC } from '../../lib/trpc.js';

/** "Sou cuidador(a) deste gato": opens a short form with an optional message, then asks. */
export function AskCareForm({ catId }: { catId: string }) {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const id = useId();
  const ask = useMutation(
    trpc.carers.request.mutationOptions({
      onSuccess: () => {
        toast.success(LL.carers.requested());
        void queryClient.invalidateQueries({ queryKey: trpc.carers.forCat.queryKey({ catId }) });
      },
      onError: (error) => toast.error(errorMessage(LL, error)),
    }),
  );

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
    <form
      className="carer-ask"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ask.isPending) ask.mutate({ catId, message });
      }}
    >
      <p className="field__hint">{LL.carers.askHint()}</p>
      <TextAreaField
        id={`${id}-message`}
        label={LL.carers.messageLabel()}
        hint={LL.carers.messageHint()}
        maxLength={CARERS.messageMax}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
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
