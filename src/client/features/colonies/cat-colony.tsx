import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { colonyCatInput } from '../../../shared/schemas/colonies.js';
import { useAuth } from '../../lib/auth.js';
import { errorMessage } from '../../lib/errors.js';
import { useTRPC } from '../../lib/trpc.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import './colonies.css';

/**
 * The cat page's "Colônia": which colony the cat is in (public) and, for someone who coordinates a
 * colony, putting it in one or taking it out (the server checks they care for the cat).
 */
export function CatColony({ catId }: { catId: string }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.onCatPage;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const current = useQuery(trpc.colonies.ofCat.queryOptions({ catId }));
  const mine = useQuery({
    ...trpc.colonies.list.queryOptions(),
    enabled: Boolean(user),
    select: (colonies) =>
      colonies.filter((c) => c.me?.status === 'approved' && c.me.role === 'coordinator'),
  });
  const coordinates = mine.data ?? [];
  // The first colony is chosen until another is picked, once the list is there.
  const form = useZodForm(colonyCatInput, {
    formId: 'cat-colony',
    fields: ['colonyId'],
    values: { catId, colonyId: coordinates[0]?._id ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.colonies.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.cats.byId.queryKey({ id: catId }) });
  };
  const onError = (error: unknown) => void toast.error(errorMessage(LL, error));
  const add = useMutation(
    trpc.colonies.addCat.mutationOptions({
      onSuccess: () => {
        toast.success(t.added());
        refresh();
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.colonies.removeCat.mutationOptions({
      onSuccess: () => {
        toast.success(t.removed());
        refresh();
      },
      onError,
    }),
  );
  const submit = form.onSubmit((input) => {
    if (!add.isPending) add.mutate(input);
  });
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
        <form id="cat-colony" className="form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="field">
            <label className="field__label" htmlFor={form.fieldId('colonyId')}>
              {t.choose()}
            </label>
            <select
              {...form.register('colonyId')}
              id={form.fieldId('colonyId')}
              className="field__input"
            >
              {coordinates.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn--primary" disabled={add.isPending}>
            {t.add()}
          </button>
        </form>
      )}
    </section>
  );
}
