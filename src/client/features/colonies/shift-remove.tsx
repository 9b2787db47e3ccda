import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { TrashIcon } from '../../components/icons.js';
import { useRemoveShiftMutationOptions } from './api.js';
import { shiftLabel, useRotaChange, type Shift } from './rota-change.js';

/**
 * "Remover turno" on a shift of the rota (coordinators), which first says what removal does: a bin
 * in the shift's row, named with the shift.
 */
export function ShiftRemove({ shift }: { shift: Shift }) {
  const { LL } = useI18nContext();
  const t = LL.rota;
  const [asking, setAsking] = useState(false);
  const remove = useMutation(useRemoveShiftMutationOptions(useRotaChange(t.removed)));
  const label = shiftLabel(LL, shift);
  return (
    <>
      <button
        type="button"
        className="btn btn--danger-outline btn--small btn--icon"
        aria-label={t.removeLabel({ label })}
        title={t.remove()}
        onClick={() => setAsking(true)}
      >
        <TrashIcon />
      </button>
      <ConfirmDialog
        open={asking}
        danger
        title={t.removeTitle({ label })}
        message={<p>{t.removeText()}</p>}
        confirmLabel={t.remove()}
        pending={remove.isPending}
        pendingLabel={t.removePending()}
        onConfirm={() =>
          remove.mutate({ shiftId: shift._id }, { onSettled: () => setAsking(false) })
        }
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
