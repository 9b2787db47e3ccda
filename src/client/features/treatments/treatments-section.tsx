import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { useAuth } from '../../lib/auth.js';
import { useTreatmentsQueryOptions } from './api.js';
import { TreatmentRound } from './treatment-round.js';
import { lazyPart } from '../../lib/lazy-part.js';
import './treatments.css';

// The form (react-hook-form, zod) loads only when a carer opens it.
const StartTreatmentForm = lazyPart(
  async () => (await import('./start-treatment-form.js')).StartTreatmentForm,
);

/**
 * The cat page's "Tratamentos", for those who care for the cat (its registrar, carers and the
 * members of its colony): the rounds, their days and doses, and starting one. Nobody else sees
 * the section or asks for it.
 */
export function TreatmentsSection({
  catId,
  catName,
  cares,
}: {
  catId: string;
  catName: string;
  /** The caller cares for the cat (the cat's answer gives them its exact spot). */
  cares: boolean;
}) {
  const { LL } = useI18nContext();
  const t = LL.treatments;
  const { user } = useAuth();
  const shown = cares && user !== null;
  const query = useQuery(useTreatmentsQueryOptions(catId, shown));
  const [opening, setOpening] = useState(false);
  if (!shown) return null;
  const rounds = query.data?.treatments ?? [];
  return (
    <section id="treatments" className="cat-section treatments" aria-labelledby="cat-treatments">
      <h2 id="cat-treatments" className="cat-section__title">
        {t.title()}
      </h2>
      <p className="muted">{t.intro()}</p>
      {query.isError && <p role="alert">{t.loadError()}</p>}
      {query.data && !rounds.some((round) => round.active) && <p className="muted">{t.empty()}</p>}
      {rounds.length > 0 && (
        <ul className="treatments__list">
          {rounds.map((round) => (
            <TreatmentRound
              key={round._id}
              round={round}
              today={query.data!.today}
              catName={catName}
            />
          ))}
        </ul>
      )}
      {query.data &&
        (opening ? (
          <Suspense fallback={null}>
            <StartTreatmentForm
              catId={catId}
              today={query.data.today}
              onDone={() => setOpening(false)}
            />
          </Suspense>
        ) : (
          <button type="button" className="btn btn--secondary" onClick={() => setOpening(true)}>
            {t.start()}
          </button>
        ))}
    </section>
  );
}
