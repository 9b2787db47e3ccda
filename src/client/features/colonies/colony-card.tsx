import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { ColonyCard as Card } from '../../../shared/schemas/colonies.js';
import { PendingRequestsBadge } from './pending-requests-badge.js';

/** What anyone sees of a colony: name, description, counts, and the reader's place in it. */
export function ColonyCard({ colony, link = true }: { colony: Card; link?: boolean }) {
  const { LL } = useI18nContext();
  const t = LL.colonies;
  const me = colony.me;
  // On its own page the colony's name is the page's heading.
  const Heading = link ? 'h2' : 'h1';
  return (
    <article className="colony-card" aria-labelledby={`colony-${colony._id}`}>
      <Heading id={`colony-${colony._id}`} className="colony-card__name">
        {link ? <Link to={`/colony/${colony._id}`}>{colony.name}</Link> : colony.name}
      </Heading>
      {colony.description && <p className="colony-card__description">{colony.description}</p>}
      <ul className="colony-card__facts">
        <li>{t.card.cats({ count: colony.catCount })}</li>
        <li>{t.card.members({ count: colony.memberCount })}</li>
        {colony.sterilizedPercent !== null && (
          <li>{t.card.sterilized({ percent: colony.sterilizedPercent })}</li>
        )}
      </ul>
      {link && <p className="muted">{t.card.area({ count: colony.area.cells.length })}</p>}
      {link && <PendingRequestsBadge colony={colony} />}
      {me && (
        <p className="colony-card__me">
          {me.status === 'pending' ? t.me.pending() : t.me[me.role]()}
        </p>
      )}
    </article>
  );
}
