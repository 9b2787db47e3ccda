import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  ACTIONS,
  HEALTH,
  LIMITS,
  NEEDS,
  type Action,
  type Health,
  type Need,
} from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ACTION_POINTS } from '../../../shared/points.js';
import { createCheckinInput } from '../../../shared/schemas/checkins.js';
import { showBonusToasts } from '../../components/bonus-toasts.js';
import { ChoiceGroup, FormSection, TextAreaField } from '../../components/form-fields.js';
import { LocationStatus, usablePosition } from '../../components/location-status.js';
import { PhotoPicker } from '../../components/photo-picker.js';
import { useAuth } from '../../lib/auth.js';
import { actionLabel, healthLabel, needLabel } from '../../lib/enum-labels.js';
import { classifyError, type FieldErrors } from '../../lib/errors.js';
import { focusFirstError, validate } from '../../lib/form.js';
import { useCurrentLocation } from '../../lib/location.js';
import { useTRPC } from '../../lib/trpc.js';
import './checkin.css';

const FORM_ID = 'checkin';
const FIELDS = [
  'actions',
  'actionsDescription',
  'healthStatus',
  'photos',
  'needs',
  'needsDescription',
  'location',
] as const;

interface Values {
  actions: Action[];
  actionsDescription: string;
  healthStatus: Health | null;
  needs: Need[];
  needsDescription: string;
}

/** Server field errors name nested paths ('location.latitude'); the form shows them per field. */
function byField(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    result[path.split('.')[0] ?? path] ??= message;
  }
  return result;
}

interface CheckinFormProps {
  catId: string;
  /** The cat's needs so far: the check-in replaces them, so the form starts from them. */
  initialNeeds: readonly Need[];
  initialNeedsDescription: string;
}

/**
 * SPEC.md §2 Check-in: actions, health, photos (at most 5), needs and location; on success the
 * points toast, the bonus messages half a second later, and back to the cat's page.
 */
export function CheckinForm({ catId, initialNeeds, initialNeedsDescription }: CheckinFormProps) {
  const { LL } = useI18nContext();
  const t = LL.checkin;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refreshUser } = useAuth();
  const location = useCurrentLocation();

  const [values, setValues] = useState<Values>(() => ({
    actions: [],
    actionsDescription: '',
    healthStatus: null,
    needs: [...initialNeeds],
    needsDescription: initialNeedsDescription,
  }));
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});

  const create = useMutation(
    trpc.checkins.create.mutationOptions({
      onSuccess: ({ pointsEarned, bonusDetails }) => {
        toast.success(t.success({ points: pointsEarned }));
        showBonusToasts(bonusDetails);
        for (const queryKey of [
          trpc.cats.pathKey(),
          trpc.checkins.pathKey(),
          trpc.users.pathKey(),
          trpc.ranking.pathKey(),
        ]) {
          void queryClient.invalidateQueries({ queryKey });
        }
        void refreshUser();
        void navigate(`/cat/${catId}`);
      },
      onError: (error) => {
        const failure = classifyError(error);
        if (failure.kind === 'noResponse') {
          toast.error(t.noResponse());
        } else if (failure.kind === 'http' && failure.message) {
          toast.error(t.errorMsg({ msg: failure.message }));
          const fieldErrors = byField(failure.fieldErrors);
          setErrors(fieldErrors);
          focusFirstError(FORM_ID, FIELDS, fieldErrors);
        } else {
          toast.error(t.failed());
        }
      },
    }),
  );

  function change(patch: Partial<Values>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const position = usablePosition(location);
    const result = validate(LL, createCheckinInput, {
      catId,
      actions: values.actions,
      actionsDescription: values.actionsDescription,
      healthStatus: values.healthStatus ?? undefined,
      needs: values.needs,
      needsDescription: values.needsDescription,
      location: position
        ? { latitude: position.latitude, longitude: position.longitude }
        : undefined,
    });
    if (!result.ok) {
      const found = byField(result.errors);
      setErrors(found);
      focusFirstError(FORM_ID, FIELDS, found);
      return;
    }
    setErrors({});
    const form = new FormData();
    form.append('data', JSON.stringify(result.data));
    for (const photo of photos) form.append('photos', photo);
    create.mutate(form);
  }

  const tooMany = LL.errors.checkinTooManyPhotos();
  return (
    <form id={FORM_ID} className="form checkin-form" noValidate onSubmit={submit}>
      <FormSection id={`${FORM_ID}-actionsSection`} title={t.sections.actions()}>
        <ChoiceGroup
          id={`${FORM_ID}-actions`}
          legend={t.actionsLegend()}
          type="checkbox"
          options={ACTIONS.map((value) => ({
            value,
            label: actionLabel(LL, value),
            extra: t.actionPoints({ points: ACTION_POINTS[value] }),
          }))}
          selected={values.actions}
          onChange={(actions) => change({ actions })}
          error={errors.actions}
        />
        <TextAreaField
          id={`${FORM_ID}-actionsDescription`}
          label={t.actionsDescription()}
          hint={t.actionsDescriptionHint()}
          maxLength={LIMITS.textMax}
          value={values.actionsDescription}
          onChange={(e) => change({ actionsDescription: e.target.value })}
          error={errors.actionsDescription}
        />
      </FormSection>

      <FormSection id={`${FORM_ID}-healthSection`} title={t.sections.health()}>
        <ChoiceGroup
          id={`${FORM_ID}-healthStatus`}
          legend={t.healthLegend()}
          type="radio"
          options={HEALTH.map((value) => ({ value, label: healthLabel(LL, value) }))}
          selected={values.healthStatus ? [values.healthStatus] : []}
          onChange={([healthStatus]) => healthStatus && change({ healthStatus })}
          error={errors.healthStatus}
        />
      </FormSection>

      <FormSection id={`${FORM_ID}-photosSection`} title={t.sections.photos()}>
        <PhotoPicker
          id={`${FORM_ID}-photos`}
          label={t.photosLabel()}
          hint={t.photosHint({ max: LIMITS.checkinPhotosMax })}
          files={photos}
          max={LIMITS.checkinPhotosMax}
          overflow="reject"
          tooManyMessage={tooMany}
          onReject={() => toast.warning(tooMany)}
          disabled={create.isPending}
          error={errors.photos}
          onChange={(files) => {
            setPhotos(files);
            setErrors((current) => ({ ...current, photos: undefined }));
          }}
        />
      </FormSection>

      <FormSection id={`${FORM_ID}-needsSection`} title={t.sections.needs()}>
        <ChoiceGroup
          id={`${FORM_ID}-needs`}
          legend={t.needsLegend()}
          type="checkbox"
          options={NEEDS.map((value) => ({ value, label: needLabel(LL, value) }))}
          selected={values.needs}
          onChange={(needs) => change({ needs })}
          error={errors.needs}
        />
        <TextAreaField
          id={`${FORM_ID}-needsDescription`}
          label={t.needsDescription()}
          maxLength={LIMITS.textMax}
          value={values.needsDescription}
          onChange={(e) => change({ needsDescription: e.target.value })}
          error={errors.needsDescription}
        />
      </FormSection>

      <FormSection id={`${FORM_ID}-locationSection`} title={t.sections.location()}>
        <p className="field__hint">{t.locationHint()}</p>
        <LocationStatus
          id={`${FORM_ID}-location`}
          location={location}
          error={errors.location}
          missingMessage={LL.errors.checkinLocationRequired()}
        />
      </FormSection>

      <div className="checkin-form__submit">
        <p className="checkin-form__progress" role="status" aria-live="polite">
          {create.isPending ? t.uploading() : ''}
        </p>
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
        >
          {create.isPending ? t.submitting() : t.submit()}
        </button>
      </div>
    </form>
  );
}
