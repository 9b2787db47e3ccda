import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { successToast, toast } from '../../lib/toast.js';
import { COLONY } from '../../../shared/colonies.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { createColonyInput } from '../../../shared/schemas/colonies.js';
import { TextAreaField } from '../../components/form-fields.js';
import { LocationStatus, usablePosition } from '../../components/location-status.js';
import { TextField } from '../../components/text-field.js';
import { classifyError, errorMessage } from '../../lib/errors.js';
import { useCurrentLocation } from '../../lib/location.js';
import type { UserPosition } from '../../lib/position.js';
import { checkedBy, useZodForm } from '../../lib/use-zod-form.js';
import { useCreateColonyMutationOptions } from './api.js';

const FORM_ID = 'colony';
const FIELDS = ['name', 'description', 'latitude'] as const;

interface ColonyValues {
  name: string;
  description: string;
}

/** The form's values and where the creator stands, as colonies.create takes them. */
const colonyForm = (position: UserPosition | null) =>
  checkedBy(createColonyInput, (values: ColonyValues) => ({
    ...values,
    latitude: position?.latitude,
    longitude: position?.longitude,
  }));

/**
 * "Criar colônia": a name and a description; the colony's point is where the creator stands, and
 * only its privacy cell is kept (the colony's public area until it has cats).
 */
export function CreateColony() {
  const { LL } = useI18nContext();
  const t = LL.colonies.create;
  const navigate = useNavigate();
  const location = useCurrentLocation();
  const form = useZodForm(colonyForm(usablePosition(location)), {
    formId: FORM_ID,
    fields: FIELDS,
    defaultValues: { name: '', description: '' },
  });
  const create = useMutation(
    useCreateColonyMutationOptions({
      onSuccess: ({ _id }) => {
        successToast(t.created());
        void navigate(`/colony/${_id}`);
      },
      onError: (error) => {
        const failure = classifyError(error);
        const fields = failure.kind === 'http' ? failure.fieldErrors : {};
        if (FIELDS.some((field) => fields[field])) form.showServerErrors(fields);
        else toast.error(errorMessage(LL, error));
      },
    }),
  );
  const submit = form.onSubmit((input) => {
    if (!create.isPending) create.mutate(input);
  });

  return (
    <section className="colony-section" aria-labelledby="create-colony">
      <h2 id="create-colony">{t.title()}</h2>
      <form id={FORM_ID} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          {...form.register('name')}
          id={form.fieldId('name')}
          label={t.name()}
          maxLength={COLONY.nameMax}
          required
          error={form.errorOf('name')}
        />
        <TextAreaField
          {...form.register('description')}
          id={form.fieldId('description')}
          label={t.description()}
          hint={t.descriptionHint()}
          maxLength={COLONY.descriptionMax}
          error={form.errorOf('description')}
        />
        <p className="muted">{t.where()}</p>
        <LocationStatus
          id={form.fieldId('latitude')}
          location={location}
          error={form.errorOf('latitude')}
          missingMessage={t.noLocation()}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={create.isPending}>
          {t.submit()}
        </button>
      </form>
    </section>
  );
}
