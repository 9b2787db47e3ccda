import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { successToast, toast } from '../../lib/toast.js';
import { CAT_STATUS, LIMITS } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CheckboxField, FormSection, SelectField } from '../../components/form-fields.js';
import { LocationStatus, usablePosition } from '../../components/location-status.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { statusLabel } from '../../../shared/enum-labels.js';
import { classifyError } from '../../lib/errors.js';
import { useCurrentLocation } from '../../lib/location.js';
import type { UserPosition } from '../../lib/position.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import {
  AddressField,
  BasicInfoSection,
  HealthSection,
  NeedsSection,
  TraitsSection,
} from './cat-form-sections.js';
import { useUpdateCatMutationOptions } from './api.js';
import { CAT_FORM_FIELDS } from './cat-form-values.js';
import { EditCatPhotos } from './edit-cat-photos.js';
import { editCatForm, editValuesOf } from './edit-cat-schema.js';
import './add-cat.css';

const FORM_ID = 'edit-cat';
type Cat = RouterOutputs['cats']['byId']['cat'];

/** Mounted only when the user chooses to move the cat: only then is the position asked for. */
function CurrentPosition({
  error,
  onPosition,
}: {
  error: string | undefined;
  onPosition: (position: UserPosition | null) => void;
}) {
  const { LL } = useI18nContext();
  const location = useCurrentLocation();
  const position = usablePosition(location);
  useEffect(() => {
    onPosition(position);
    return () => onPosition(null);
  }, [position, onPosition]);
  return (
    <LocationStatus
      id={`${FORM_ID}-location`}
      location={location}
      error={error}
      missingMessage={LL.errors.locationRequired()}
    />
  );
}

interface EditCatFormProps {
  cat: Cat;
  onDone: () => void;
}

/** Changes to a cat by its registrar or an admin: the add-cat sections plus status and photos. */
export function EditCatForm({ cat, onDone }: EditCatFormProps) {
  const { LL } = useI18nContext();
  const t = LL.addCat;

  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [move, setMove] = useState(false);
  const [position, setPosition] = useState<UserPosition | null>(null);
  const form = useZodForm(editCatForm({ cat, move, position, removed }), {
    formId: FORM_ID,
    fields: CAT_FORM_FIELDS,
    defaultValues: editValuesOf(cat),
  });

  const kept = cat.additionalPhotoIds.filter((id) => !removed.has(id)).length;
  const room = Math.max(0, LIMITS.additionalPhotosMax - kept);

  const update = useMutation(
    useUpdateCatMutationOptions({
      onSuccess: () => {
        successToast(LL.cat.updated());
        onDone();
      },
      onError: (error) => {
        const failure = classifyError(error);
        if (failure.kind !== 'http') {
          toast.error(LL.cat.updateError());
          return;
        }
        form.showServerErrors(failure.fieldErrors);
        toast.error(failure.message ?? LL.cat.updateError());
      },
    }),
  );

  function toggleRemoved(id: string) {
    const next = new Set(removed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setRemoved(next);
    // Keeping a photo again may leave less room than the new ones already chosen.
    const keptNext = cat.additionalPhotoIds.filter((photo) => !next.has(photo)).length;
    const files = form.getValues('additionalPhotos');
    form.setValue(
      'additionalPhotos',
      files.slice(0, Math.max(0, LIMITS.additionalPhotosMax - keptNext)),
    );
  }

  const submit = form.onSubmit((data) => {
    if (update.isPending) return;
    const body = new FormData();
    body.append('data', JSON.stringify(data));
    const [photo] = form.getValues('photo');
    if (photo) body.append('photo', photo);
    for (const file of form.getValues('additionalPhotos').slice(0, room)) {
      body.append('additionalPhotos', file);
    }
    update.mutate(body);
  });

  const name = cat.name || LL.cat.unnamed();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LL.cat.editTitle({ name })}
      </h1>
      <FormProvider {...form}>
        <form
          id={FORM_ID}
          className="form cat-form"
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <p className="muted">{t.requiredNote()}</p>

          <EditCatPhotos
            formId={FORM_ID}
            cat={cat}
            removed={removed}
            onToggleRemoved={toggleRemoved}
            room={room}
            pending={update.isPending}
            errorOf={form.errorOf}
          />
          <BasicInfoSection formId={FORM_ID} errorOf={form.errorOf} />
          <HealthSection formId={FORM_ID} errorOf={form.errorOf}>
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <SelectField
                  id={form.fieldId('status')}
                  label={t.edit.status()}
                  value={field.value}
                  options={CAT_STATUS.map((value) => ({ value, label: statusLabel(LL, value) }))}
                  onChange={field.onChange}
                  error={form.errorOf('status')}
                />
              )}
            />
          </HealthSection>
          <TraitsSection formId={FORM_ID} errorOf={form.errorOf} />
          <NeedsSection formId={FORM_ID} errorOf={form.errorOf} />

          <FormSection id={`${FORM_ID}-locationSection`} title={t.sections.location()}>
            <CheckboxField
              id={form.fieldId('move')}
              label={t.edit.useCurrentLocation()}
              checked={move}
              onChange={(checked) => {
                setMove(checked);
                form.clearErrors('location' as never);
              }}
            />
            {move ? (
              <CurrentPosition error={form.errorOf('location')} onPosition={setPosition} />
            ) : (
              <p className="muted">{t.edit.keepLocation()}</p>
            )}
            <AddressField formId={FORM_ID} errorOf={form.errorOf} />
          </FormSection>

          <div className="cat-form__submit">
            <p className="cat-form__progress" role="status" aria-live="polite">
              {update.isPending ? t.edit.saving() : ''}
            </p>
            <button
              type="submit"
              className="btn btn--primary btn--block"
              disabled={update.isPending}
              aria-busy={update.isPending || undefined}
            >
              {update.isPending ? t.edit.saving() : t.edit.save()}
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--block"
              disabled={update.isPending}
              onClick={onDone}
            >
              {t.edit.cancel()}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
