import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { Avatar } from '../../components/avatar.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { formatDate } from './carers-format.js';
import { useCarerActions } from './use-carer-actions.js';

type Carer = RouterOutputs['carers']['forCat']['carers'][number];

/** The cat's carers, for its carers' eyes: the registrar first, a revoke button for the others. */
export function CarersList({ catId, carers }: { catId: string; carers: Carer[] }) {
  const { LL, locale } = useI18nContext();
  const { revoke } = useCarerActions();
  const [revoking, setRevoking] = useState<Carer | null>(null);
  const nameOf = (carer: Carer) => carer.name || LL.cat.checkinItem.removedUser();

  return (
    <>
      <ul className="carer-list">
        {carers.map((carer) => (
          <li key={carer.userId} className="carer-item">
            <Avatar src={carer.profilePicture} name={nameOf(carer)} size={40} />
            <div className="carer-item__body">
              <p className="carer-item__name">
                <Link to={`/profile/${carer.userId}`}>{nameOf(carer)}</Link>
              </p>
              <p className="carer-item__meta muted">
                {carer.role === 'registrar'
                  ? LL.carers.registrar()
                  : LL.carers.since({ date: formatDate(locale, carer.since) })}
              </p>
            </div>
            {carer.canRevoke && (
              <button
                type="button"
                className="btn btn--danger-outline carer-item__revoke"
                aria-label={LL.carers.revokeLabel({ name: nameOf(carer) })}
                onClick={() => setRevoking(carer)}
              >
                {LL.carers.revoke()}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        danger
        title={LL.carers.revokeTitle({ name: revoking ? nameOf(revoking) : '' })}
        message={<p>{LL.carers.revokeText()}</p>}
        confirmLabel={LL.carers.revoke()}
        pending={revoke.isPending}
        pendingLabel={LL.carers.revokePending()}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate({ catId, userId: revoking.userId }, { onSettled: () => setRevoking(null) });
        }}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
