import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { Avatar } from '../../components/avatar.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { formatDate } from './carers-format.js';
import { useCarerActions } from './use-carer-actions.js';

type Pending = RouterOutputs['carers']['pendingForMe'][number];

/**
 * Requests waiting for an answer, each with approve and decline (after a dialog saying what it
 * does); `showCat` names the cat too.
 */
export function PendingRequests({ requests, showCat }: { requests: Pending[]; showCat: boolean }) {
  const { LL, locale } = useI18nContext();
  const { decide } = useCarerActions();
  const [declining, setDeclining] = useState<Pending | null>(null);
  const nameOf = (request: Pending) => request.name || LL.cat.checkinItem.removedUser();
  const busy = (request: Pending) =>
    decide.isPending &&
    decide.variables.userId === request.userId &&
    decide.variables.catId === request.catId;

  return (
    <>
      <ul className="carer-list">
        {requests.map((request) => {
          const name = nameOf(request);
          return (
            <li key={`${request.catId}:${request.userId}`} className="carer-item">
              <Avatar src={request.profilePicture} name={name} size={40} />
              <div className="carer-item__body">
                <p className="carer-item__name">
                  <Link to={`/profile/${request.userId}`}>{name}</Link>
                  {showCat && (
                    <>
                      {' '}
                      <span className="muted">
                        {LL.carers.asksFor()}{' '}
                        <Link to={`/cat/${request.catId}`}>{request.catName}</Link>
                      </span>
                    </>
                  )}
                </p>
                {request.message && <p className="carer-item__message">“{request.message}”</p>}
                <p className="carer-item__meta muted">
                  <time dateTime={request.requestedAt}>
                    {LL.carers.requestedAt({ date: formatDate(locale, request.requestedAt) })}
                  </time>
                </p>
                <div className="carer-item__actions">
                  <button
                    type="button"
                    className="btn btn--primary"
                    aria-label={LL.carers.approveLabel({ name })}
                    disabled={busy(request)}
                    onClick={() =>
                      decide.mutate({
                        catId: request.catId,
                        userId: request.userId,
                        decision: 'approve',
                      })
                    }
                  >
                    {LL.carers.approve()}
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary"
                    aria-label={LL.carers.declineLabel({ name })}
                    disabled={busy(request)}
                    onClick={() => setDeclining(request)}
                  >
                    {LL.carers.decline()}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={declining !== null}
        danger
        title={LL.carers.declineTitle({ name: declining ? nameOf(declining) : '' })}
        message={
          <p>
            {LL.carers.declineText({
              name: declining ? nameOf(declining) : '',
              cat: declining?.catName ?? '',
            })}
          </p>
        }
        confirmLabel={LL.carers.decline()}
        pending={decide.isPending}
        pendingLabel={LL.carers.declinePending()}
        onConfirm={() =>
          declining &&
          decide.mutate(
            { catId: declining.catId, userId: declining.userId, decision: 'decline' },
            { onSettled: () => setDeclining(null) },
          )
        }
        onCancel={() => setDeclining(null)}
      />
    </>
  );
}
