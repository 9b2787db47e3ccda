import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { successToast, toast } from '../../lib/toast.js';
import { COLONY } from '../../../shared/colonies.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { LocationStatus, usablePosition } from '../../components/location-status.js';
import { TextField } from '../../components/text-field.js';
import { classifyError, errorMessage } from '../../lib/errors.js';
import { useCurrentLocation } from '../../lib/location.js';
import { useTRPC } from '../../lib/trpc.js';

/**
 * "Criar colônia": a name and a description; the colony's point is where the creator stands, and
 * only its privacy cell is kept (the colony's public area until it has cats).
 */
export function CreateColony() {
  const { LL } = useI18nContext();
  const t = LL.colonies.create;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useCurrentLocation();
  const position = usablePosition(location);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const create = useMutation(
    trpc.colonies.create.mutationOptions({
      onSuccess: ({ _id }) => {
        successToast(t.created());
        void queryClient.invalidateQueries({ queryKey: trpc.colonies.pathKey() });
        void navigate(`/colony/${_id}`);
      },
      onError: (error) => {
        const failure = classifyError(error);
        const field = failure.kind === 'http' ? failure.fieldErrors?.name : undefined;
        if (field) setNameError(field);
        else toast.error(errorMessage(LL, error));
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(LL.errors.colonyNameRequired());
      document.getElementById('colony-name')?.focus();
      return;
    }
    if (!position) {
      toast.error(t.noLocation());
      return;
    }
    setNameError(undefined);
    create.mutate({
      name,
      description,
      latitude: position.latitude,
      longitude: position.longitude,
    });
  }

  return (
    <section className="colony-section" aria-labelledby="create-colony">
      <h2 id="create-colony">{t.title()}</h2>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          id="colony-name"
          label={t.name()}
          value={name}
          maxLength={COLONY.nameMax}
          required
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="field">
          <label className="field__label" htmlFor="colony-description">
            {t.description()}
          </label>
          <textarea
            id="colony-description"
            className="field__input"
            rows={3}
            maxLength={COLONY.descriptionMax}
            aria-describedby="colony-description-hint"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <p id="colony-description-hint" className="field__hint">
            {t.descriptionHint()}
          </p>
        </div>
        <p className="muted">{t.where()}</p>
        <LocationStatus id="colony-location" location={location} missingMessage={t.noLocation()} />
        <button type="submit" className="btn btn--primary btn--block" disabled={create.isPending}>
          {t.submit()}
        </button>
      </form>
    </section>
  );
}
