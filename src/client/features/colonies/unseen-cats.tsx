import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { useUnseenCatsQueryOptions } from './api.js';
import './unseen-cats.css';

// A coordinator's form, with the form library: fetched when it is shown, not with the page.
const UnseenDaysForm = lazyPart(async () => (await import('./unseen-days-form.js')).UnseenDaysForm);

/**
 * "Gatos sumidos" on the colony page (docs/colonies.md): under each cat when it was last seen and
 * by whom, "Sumido" past the colony's days; the rule, and for coordinators the days to set. The
 * sightings are one query (unseenCats.ofColony), shared by every cat of the list.
 */

/** "Visto há 9 dias, por Ana" under a colony cat's card; "Sumido" first when it is missing. */
export function CatLastSeen({ colonyId, catId }: { colonyId: string; catId: string }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.unseen;
  const { data } = useQuery(useUnseenCatsQueryOptions(colonyId));
  const cat = data?.cats.find((one) => one._id === catId);
  if (!cat) return null;
  const seen =
    cat.daysAgo === 0
      ? t.seenToday({ name: cat.seenBy })
      : t.seenDays({ days: cat.daysAgo, name: cat.seenBy });
  return (
    <p className={cat.unseen ? 'cat-seen cat-seen--missing' : 'cat-seen'}>
      {cat.unseen && <strong className="badge cat-seen__badge">{t.missing()}</strong>}
      <time dateTime={cat.lastSeenAt}>{seen}</time>
    </p>
  );
}

/** The rule with the colony's days, and the coordinators' setting. */
export function UnseenCatsRule({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const { data } = useQuery(useUnseenCatsQueryOptions(colonyId));
  if (!data) return null;
  return (
    <>
      <p className="muted">{LL.colonies.unseen.rule({ days: data.days })}</p>
      {data.canEdit && (
        // The form's room is kept while its code comes: the page below it does not jump (a tap
        // on "Salvar mapa da região" landed on the wrong place as it did).
        <Suspense
          fallback={<div className="colony-tools colony-tools--coming" aria-hidden="true" />}
        >
          <UnseenDaysForm key={data.days} colonyId={colonyId} days={data.days} />
        </Suspense>
      )}
    </>
  );
}
