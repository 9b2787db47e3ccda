import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CAT_STATUS, LIMITS, type CatStatus } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { updateCatInput, type UpdateCatData } from '../../../shared/schemas/cats.js';
import { LocationStatus, usablePosition } from '../../components/location-status.js';
import { PhotoPicker } from '../../components/photo-picker.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { statusLabel } from '../../lib/enum-labels.js';
import { classifyError, type FieldErrors } from '../../lib/errors.js';
import { focusFirstError, validate } from '../../lib/form.js';
import { useCurrentLocation, type UserPosition } from '../../lib/location.js';
import { useTRPC } from '../../lib/trpc.js';
import {
  AddressField,
  BasicInfoSection,
  byField,
  CAT_FORM_FIELDS,
  HealthSection,
  NeedsSection,
  TraitsSection,
  type CatFormValues,
} from './cat-form-sections.js';
import { CheckboxField, FormSection, SelectField } from '../../components/form-fields.js';
import './add-cat.css';

const FORM_ID = 'edit-cat';
type CatData = RouterOutputs['cats']['byId'];
type Cat = CatData['cat'];

const valuesOf = (cat: Cat): CatFormValues => ({
  name: cat.name,
  description: cat.description,
  color: cat.color,
  health: cat.health,
  estimatedAge: cat.estimatedAge,
  gender: cat.gender,
  isSterilized: cat.isSterilized,
  isVaccinated: cat.isVaccinated,
  personalityTraits: [...cat.personalityTraits],
  needs: [...cat.needs],
  needsDescription: cat.needsDescription,
  address: cat.location.address,
});

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
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  const [values, setValues] = useState(() => valuesOf(cat));
  const [status, setStatus] = useState<CatStatus>(cat.status);
  const [newMain, setNewMain] = useState<File[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [newAdditional, setNewAdditional] = useState<File[]>([]);
  const [move, setMove] = useState(false);
  const [position, setPosition] = useState<UserPosition | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const kept = cat.additionalPhotoIds.filter((id) => !removed.has(id)).length;
  const room = Math.max(0, LIMITS.additionalPhotosMax - kept);

  const update = useMutation(
    trpc.cats.update.mutationOptions({
      onSuccess: (updated) => {
        toast.success(LL.cat.updated());
        queryClient.setQueryData(trpc.cats.byId.queryKey({ id: cat._id }), (old) =>
          old ? { ...old, cat: updated } : old,
        );
        void queryClient.invalidateQueries({ queryKey: trpc.cats.pathKey() });
        onDone();
      },
      onError: (error) => {
        const failure = classifyError(error);
        if (failure.kind !== 'http') {
          toast.error(LL.cat.updateError());
          return;
        }
        const fieldErrors = byField(failure.fieldErrors);
        setErrors(fieldErrors);
        toast.error(failure.message ?? LL.cat.updateError());
        focusFirstError(FORM_ID, CAT_FORM_FIELDS, fieldErrors);
      },
    }),
  );

  function change(patch: Partial<CatFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }

  function toggleRemoved(id: string) {
    const next = new Set(removed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setRemoved(next);
    // Keeping a photo again may leave less room than the new ones already chosen.
    const keptNext = cat.additionalPhotoIds.filter((photo) => !next.has(photo)).length;
    setNewAdditional((files) => files.slice(0, Math.max(0, LIMITS.additionalPhotosMax - keptNext)));
  }

  function locationData(): UpdateCatData['location'] | null {
    const [longitude, latitude] = cat.location.coordinates;
    if (move) {
      return position
        ? { latitude: position.latitude, longitude: position.longitude, address: values.address }
        : null;
    }
    // The address alone changed: the position stays (only sent when this caller sees it exactly).
    if (values.address.trim() !== cat.location.address && cat.exactLocation) {
      return { latitude, longitude, address: values.address };
    }
    return undefined;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const location = locationData();
    if (location === null) {
      const missing = { location: LL.errors.locationRequired() };
      setErrors(missing);
      focusFirstError(FORM_ID, CAT_FORM_FIELDS, missing);
      return;
    }
    const { address: _address, ...fields } = values;
    const result = validate(LL, updateCatInput, {
      id: cat._id,
      ...fields,
      status,
      removeAdditionalPhotos: [...removed],
      ...(location ? { location } : {}),
    });
    if (!result.ok) {
      const found = byField(result.errors);
      setErrors(found);
      focusFirstError(FORM_ID, CAT_FORM_FIELDS, found);
      return;
    }
    setErrors({});
    const form = new FormData();
    form.append('data', JSON.stringify(result.data));
    if (newMain[0]) form.append('photo', newMain[0]);
    for (const file of newAdditional.slice(0, room)) form.append('additionalPhotos', file);
    update.mutate(form);
  }

  const name = cat.name || LL.cat.unnamed();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LL.cat.editTitle({ name })}
      </h1>
      <form id={FORM_ID} className="form cat-form" noValidate onSubmit={submit}>
        <p className="muted">{t.requiredNote()}</p>

        <FormSection id={`${FORM_ID}-photos`} title={t.sections.photos()}>
          <div className="field">
            <p className="field__label">{t.edit.currentMainPhoto()}</p>
            {cat.thumbnailUrl ? (
              <img
                className="cat-form__current"
                src={cat.thumbnailUrl}
                alt={LL.cat.photoAlt({ name })}
                width="120"
                height="120"
                loading="lazy"
              />
            ) : (
              <p className="muted">{LL.cat.noPhoto()}</p>
            )}
          </div>
          <PhotoPicker
            id={`${FORM_ID}-photo`}
            label={t.edit.newMainPhoto()}
            hint={t.edit.newMainPhotoHint()}
            files={newMain}
            max={1}
            disabled={update.isPending}
            error={errors.photo}
            onChange={setNewMain}
          />
          {cat.additionalPhotoIds.length > 0 && (
            <div className="field">
              <p className="field__label" id={`${FORM_ID}-current-photos`}>
                {t.edit.currentPhotos()}
              </p>
              <ul className="cat-form__photos" aria-labelledby={`${FORM_ID}-current-photos`}>
                {cat.additionalPhotoIds.map((id, index) => {
                  const gone = removed.has(id);
                  const thumb = cat.additionalPhotoThumbnails[index] ?? cat.additionalPhotos[index];
                  return (
                    <li
                      key={id}
                      className={gone ? 'cat-form__photo is-removed' : 'cat-form__photo'}
                    >
                      <img
                        src={thumb}
                        alt={LL.cat.photoNumberAlt({ n: index + 2, name })}
                        width="96"
                        height="96"
                        loading="lazy"
                      />
                      {gone && (
                        <span className="cat-form__photo-note">{t.edit.markedForRemoval()}</span>
                      )}
                      <button
                        type="button"
                        className="btn btn--secondary btn--small"
                        aria-pressed={gone}
                        onClick={() => toggleRemoved(id)}
                      >
                        {gone
                          ? t.edit.keepPhoto({ n: index + 1 })
                          : t.edit.removePhoto({ n: index + 1 })}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          {room > 0 && (
            <PhotoPicker
              id={`${FORM_ID}-additionalPhotos`}
              label={t.edit.newAdditionalPhotos()}
              hint={t.edit.roomHint({ room, max: LIMITS.additionalPhotosMax })}
              files={newAdditional}
              max={room}
              overflow="drop"
              disabled={update.isPending}
              error={errors.additionalPhotos}
              onChange={setNewAdditional}
            />
          )}
        </FormSection>

        <BasicInfoSection formId={FORM_ID} values={values} onChange={change} errors={errors} />
        <HealthSection formId={FORM_ID} values={values} onChange={change} errors={errors}>
          <SelectField
            id={`${FORM_ID}-status`}
            label={t.edit.status()}
            value={status}
            options={CAT_STATUS.map((value) => ({ value, label: statusLabel(LL, value) }))}
            onChange={setStatus}
            error={errors.status}
          />
        </HealthSection>
        <TraitsSection formId={FORM_ID} values={values} onChange={change} errors={errors} />
        <NeedsSection formId={FORM_ID} values={values} onChange={change} errors={errors} />

        <FormSection id={`${FORM_ID}-locationSection`} title={t.sections.location()}>
          <CheckboxField
            id={`${FORM_ID}-move`}
            label={t.edit.useCurrentLocation()}
            checked={move}
            onChange={(checked) => {
              setMove(checked);
              setErrors((current) => ({ ...current, location: undefined }));
            }}
          />
          {move ? (
            <CurrentPosition error={errors.location} onPosition={setPosition} />
          ) : (
            <p className="muted">{t.edit.keepLocation()}</p>
          )}
          <AddressField formId={FORM_ID} values={values} onChange={change} errors={errors} />
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
    </section>
  );
}
