import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { classifyError } from '../../lib/errors.js';
import { useDeleteCatMutationOptions } from './api.js';

/** 'Excluir' with a confirmation; the cat goes and the user lands on the map. */
export function DeleteCatButton({ catId, name }: { catId: string; name: string }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const remove = useMutation(
    useDeleteCatMutationOptions({
      onSuccess: () => {
        setOpen(false);
        toast.success(LL.cat.deleted());
        void navigate('/map', { replace: true });
      },
      onError: (error) => {
        const failure = classifyError(error);
        toast.error(
          failure.kind === 'http' && failure.message ? failure.message : LL.cat.deleteError(),
        );
      },
    }),
  );

  return (
    <>
      <button type="button" className="btn btn--danger-outline" onClick={() => setOpen(true)}>
        {LL.cat.delete()}
      </button>
      <ConfirmDialog
        open={open}
        danger
        title={LL.cat.deleteTitle({ name })}
        message={<p>{LL.cat.deleteText()}</p>}
        confirmLabel={LL.cat.deleteConfirm()}
        pending={remove.isPending}
        pendingLabel={LL.cat.deletePending()}
        onConfirm={() => remove.mutate({ id: catId })}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
