import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { ColonyCard } from '../../../shared/schemas/colonies.js';

/**
 * "2 pedidos para entrar": the requests waiting for a coordinator's decision. The server counts
 * them only for the colony's coordinators (and admins); nothing shows for anyone else, or at zero.
 * With `href` the line is a link to where they are decided (the colony page's requests).
 */
export function PendingRequestsBadge({
  colony,
  href,
}: {
  colony: Pick<ColonyCard, 'pendingRequests'>;
  href?: string;
}) {
  const { LL } = useI18nContext();
  const count = colony.pendingRequests ?? 0;
  if (count === 0) return null;
  const line = (
    <>
      <span className="badge badge--pending">{count}</span> {LL.colonies.pendingRequests({ count })}
    </>
  );
  return (
    <p className="pending-requests-badge" role="status">
      {href ? (
        <a className="pending-requests-badge__link" href={href}>
          {line}
        </a>
      ) : (
        line
      )}
    </p>
  );
}
