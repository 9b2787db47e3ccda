import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { colonyCatInput } from '../../../shared/schemas/colonies.js';
import { errorMessage } from '../../lib/errors.js';
import { useAddCatToColonyMutationOptions } from './api.js';
import { useZodForm } from '../../lib/use-zod-form.js';

/** A coordinator's "put this cat in one of my colonies" on the cat page. */
export function AddToColony({
  catId,
  colonies: coordinates,
}: {
  catId: string;
  colonies: { _id: string; name: string }[];
}) {
  const { LL } = useI18nContext();
  const t = LL.colonies.onCatPage;
  // The first colony is chosen until another is picked, once the list is there.
  const form = useZodForm(colonyCatInput, {
    formId: 'cat-colony',
    fields: ['colonyId'],
    values: { catId, colonyId: coordinates[0]?._id ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const add = useMutation(
    useAddCatToColonyMutationOptions({
      onSuccess: () => {
        toast.success(t.added());
      },
      onError: (error) => void toast.error(errorMessage(LL, error)),
    }),
  );
  const submit = form.onSubmit((input) => {
    if (!add.isPending) add.mutate(input);
  });
  return (
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
  );
}
