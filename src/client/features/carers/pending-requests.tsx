import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { Avatar } from '../../components/avatar.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { formatDate } from './carers-format.js';
import { useCarerActions } from './use-carer-actions.js';

type Pending = RouterOutputs['carers']['pendingForMe'][number];

/** Requests waiting for an answer, each with approve and decline; `showCat` names the cat too. */
export function PendingRequests({ requests, showCat }: { requests: Pending[]; showCat: boolean }) {
  const { LL, locale } = useI18nContext();
  const { decide } = useCarerActions();
  const busy = (request: Pending) =>
    decide.isPending &&
    decide.variables.userId === request.userId &&
    decide.variables.catId === request.catId;

  return (
    <ul className="carer-list">
      {requests.map((request) => {
        const name = request.name || LL.cat.checkinItem.removedUser();
        const answer = (decision: 'approve' | 'decline') =>
          decide.mutate({ catId: request.catId, userId: request.userId, decision });
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
                  onClick={() => answer('approve')}
                >
                  {LL.carers.approve()}
                </button>
                <button
                  type="button"
                  className="btn btn--secondary"
                  aria-label={LL.carers.declineLabel({ name })}
                  disabled={busy(request)}
                  onClick={() => answer('decline')}
                >
                  {LL.carers.decline()}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
