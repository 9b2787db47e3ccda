import { useMutation, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { useAuth } from '../../lib/auth.js';
import { errorMessage } from '../../lib/errors.js';
import {
  useCatColonyQueryOptions,
  useColoniesQueryOptions,
  useRemoveCatFromColonyMutationOptions,
} from './api.js';
import { lazyPart } from '../../lib/lazy-part.js';
import './colonies.css';

// The form (react-hook-form, zod) loads only for someone who coordinates a colony: a cat page opened
// signed out fetches neither (docs/performance.md, e2e/first-load.spec.ts).
const AddToColony = lazyPart(async () => (await import('./cat-colony-form.js')).AddToColony);

/**
 * The cat page's "Colônia": which colony the cat is in (public) and, for someone who coordinates a
 * colony, putting it in one or taking it out (the server checks they care for the cat).
 */
export function CatColony({ catId }: { catId: string }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.onCatPage;
  const { user } = useAuth();
  const current = useQuery(useCatColonyQueryOptions(catId));
  const mine = useQuery({
    ...useColoniesQueryOptions(),
    enabled: Boolean(user),
    select: (colonies) =>
      colonies.filter((c) => c.me?.status === 'approved' && c.me.role === 'coordinator'),
  });
  const coordinates = mine.data ?? [];
  const onError = (error: unknown) => void toast.error(errorMessage(LL, error));
  const remove = useMutation(
    useRemoveCatFromColonyMutationOptions({
      onSuccess: () => {
        toast.success(t.removed());
      },
      onError,
    }),
  );
  if (current.data === undefined) return null;
  const colony = current.data;
  const canRemove = colony && coordinates.some((c) => c._id === colony._id);
  if (!colony && coordinates.length === 0) return null;
  return (
    <section className="cat-section" aria-labelledby="cat-colony">
      <h2 id="cat-colony" className="cat-section__title">
        {t.title()}
      </h2>
      {colony ? (
        <p>
          {t.in()} <Link to={`/colony/${colony._id}`}>{colony.name}</Link>.
        </p>
      ) : (
        <p className="muted">{t.none()}</p>
      )}
      {colony && canRemove && (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ colonyId: colony._id, catId })}
        >
          {t.remove()}
        </button>
      )}
      {!colony && coordinates.length > 0 && (
        <Suspense fallback={null}>
          <AddToColony catId={catId} colonies={coordinates} />
        </Suspense>
      )}
    </section>
  );
}
