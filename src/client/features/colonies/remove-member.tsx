import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { COLONY } from '../../../shared/colonies.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { TextAreaField } from '../../components/form-fields.js';
import { errorMessage } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { useRemoveMemberMutationOptions } from './api.js';

interface Person {
  _id: string;
  name: string;
}

/**
 * A coordinator's "Remover" on a member: a confirm dialog saying what removal does, with an
 * optional reason the person will read.
 */
export function RemoveMember({ colonyId, member }: { colonyId: string; member: Person }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.page;
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setOpen(false);
    setReason('');
    setError(undefined);
  };
  const remove = useMutation(
    useRemoveMemberMutationOptions({
      onSuccess: () => {
        toast.success(t.removed({ name: member.name }));
        close();
      },
      onError: (failure) => setError(errorMessage(LL, failure)),
    }),
  );
  return (
    <>
      <button
        type="button"
        className="btn btn--danger-outline btn--small"
        aria-label={t.removeLabel({ name: member.name })}
        onClick={() => setOpen(true)}
      >
        {t.remove()}
      </button>
      <ConfirmDialog
        open={open}
        danger
        title={t.removeTitle({ name: member.name })}
        message={
          <>
            <p>{t.removeText()}</p>
            <TextAreaField
              id={reasonId}
              label={t.removeReason()}
              hint={t.removeReasonHint()}
              error={error}
              maxLength={COLONY.removalReasonMax}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </>
        }
        confirmLabel={t.remove()}
        pending={remove.isPending}
        pendingLabel={t.removePending()}
        onConfirm={() => remove.mutate({ colonyId, userId: member._id, reason })}
        onCancel={close}
      />
    </>
  );
}
