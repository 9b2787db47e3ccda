import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { LIMITS } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { translateMessage } from '../../../shared/messages.js';
import { parseCreateCat, type CreateCatData } from '../../../shared/schemas/cats.js';
import { LocationStatus, usablePosition } from '../../components/location-status.js';
import { PhotoPicker } from '../../components/photo-picker.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { useAuth } from '../../lib/auth.js';
import { classifyError, type FieldErrors } from '../../lib/errors.js';
import { focusFirstError } from '../../lib/form.js';
import { useCurrentLocation } from '../../lib/location.js';
import { useTRPC } from '../../lib/trpc.js';
import { showBonusToasts } from '../../components/bonus-toasts.js';
import {
  AddressField,
  BasicInfoSection,
  byField,
  CAT_FORM_FIELDS,
  EMPTY_CAT_FORM,
  HealthSection,
  NeedsSection,
  TraitsSection,
  type CatFormValues,
} from './cat-form-sections.js';
import { FormSection } from '../../components/form-fields.js';
import { SimilarCats } from './similar-cats.js';
import './add-cat.css';

const FORM_ID = 'add-cat';
type SimilarCat = RouterOutputs['cats']['similar'][number];

/** The FormData cats.create takes: the typed fields as JSON in `data`, the photos as parts. */
function toFormData(data: CreateCatData, photo: File, additional: readonly File[]) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('photo', photo);
  for (const file of additional) form.append('additionalPhotos', file);
  return form;
}

/**
 * Register a cat (SPEC.md §2 Add cat, §5): six sections, validation with the shared
 * parseCreateCat, a look for active cats within 300 m before saving, then cats.create.
 */
export function AddCatForm() {
  const { LL } = useI18nContext();
  const t = LL.addCat;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refreshUser } = useAuth();
  const location = useCurrentLocation();

  const [values, setValues] = useState<CatFormValues>(EMPTY_CAT_FORM);
  const [mainPhoto, setMainPhoto] = useState<File[]>([]);
  const [additional, setAdditional] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [similar, setSimilar] = useState<SimilarCat[] | null>(null);
  const [checking, setChecking] = useState(false);

  const create = useMutation(
    trpc.cats.create.mutationOptions({
      onSuccess: ({ pointsEarned: _points, bonusDetails, ...cat }) => {
        toast.success(t.success());
        showBonusToasts(bonusDetails);
        queryClient.setQueryData(trpc.cats.byId.queryKey({ id: cat._id }), {
          cat,
          recentCheckIns: [],
        });
        void queryClient.invalidateQueries({ queryKey: trpc.cats.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.ranking.pathKey() });
        void refreshUser();
        void navigate(`/cat/${cat._id}`);
      },
      onError: (error) => {
        setSimilar(null);
        const failure = classifyError(error);
        if (failure.kind !== 'http') {
          toast.error(t.error());
          return;
        }
        const fieldErrors = byField(failure.fieldErrors);
        setErrors(fieldErrors);
        toast.error(failure.message ?? t.error());
        focusFirstError(FORM_ID, CAT_FORM_FIELDS, fieldErrors);
      },
    }),
  );
  const busy = checking || create.isPending;

  function change(patch: Partial<CatFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
    setSummary(null);
  }

  function clearError(field: string) {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSummary(null);
  }

  /** Checks the form; the data to send, or null after showing what is missing. */
  function validated(): CreateCatData | null {
    const position = usablePosition(location);
    const { address, ...fields } = values;
    const result = parseCreateCat(
      {
        ...fields,
        location: position
          ? { latitude: position.latitude, longitude: position.longitude, address }
          : undefined,
      },
      mainPhoto.length > 0,
    );
    if (result.success) return result.data;
    const found: FieldErrors = {};
    let formMessage: string | null = null;
    for (const issue of result.error.issues) {
      const message = translateMessage(LL, issue.message);
      const field = issue.path[0];
      if (field === undefined) formMessage ??= message;
      else found[String(field)] ??= message;
    }
    setErrors(found);
    setSummary(formMessage);
    if (formMessage) toast.error(formMessage);
    focusFirstError(FORM_ID, CAT_FORM_FIELDS, found);
    return null;
  }

  function send(data: CreateCatData) {
    const [photo] = mainPhoto;
    if (!photo) return;
    create.mutate(toFormData(data, photo, additional));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSimilar(null);
    const data = validated();
    if (!data) return;
    setErrors({});
    setChecking(true);
    let nearby: SimilarCat[] = [];
    try {
      nearby = await queryClient.fetchQuery(
        trpc.cats.similar.queryOptions(
          { latitude: data.location.latitude, longitude: data.location.longitude },
          { staleTime: 0, meta: { silent: true } },
        ),
      );
    } catch {
      // The look for duplicates is a courtesy: without an answer the cat is registered anyway.
    } finally {
      setChecking(false);
    }
    if (nearby.length > 0) setSimilar(nearby);
    else send(data);
  }

  function registerAnyway() {
    const data = validated();
    if (data) send(data);
  }

  return (
    <form id={FORM_ID} className="form cat-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="muted">{t.requiredNote()}</p>

      <FormSection id={`${FORM_ID}-photos`} title={t.sections.photos()}>
        <PhotoPicker
          id={`${FORM_ID}-photo`}
          label={t.mainPhoto()}
          hint={t.mainPhotoHint()}
          files={mainPhoto}
          max={1}
          required
          disabled={create.isPending}
          error={errors.photo}
          onChange={(files) => {
            setMainPhoto(files);
            clearError('photo');
          }}
        />
        <PhotoPicker
          id={`${FORM_ID}-additionalPhotos`}
          label={t.additionalPhotos()}
          hint={t.additionalPhotosHint({ max: LIMITS.additionalPhotosMax })}
          files={additional}
          max={LIMITS.additionalPhotosMax}
          overflow="drop"
          disabled={create.isPending}
          error={errors.additionalPhotos}
          onChange={(files) => {
            setAdditional(files);
            clearError('additionalPhotos');
          }}
        />
      </FormSection>

      <BasicInfoSection formId={FORM_ID} values={values} onChange={change} errors={errors} />
      <HealthSection formId={FORM_ID} values={values} onChange={change} errors={errors} />
      <TraitsSection formId={FORM_ID} values={values} onChange={change} errors={errors} />
      <NeedsSection formId={FORM_ID} values={values} onChange={change} errors={errors} />

      <FormSection id={`${FORM_ID}-locationSection`} title={t.sections.location()}>
        <LocationStatus
          id={`${FORM_ID}-location`}
          location={location}
          error={errors.location}
          missingMessage={LL.errors.locationRequired()}
        />
        <AddressField formId={FORM_ID} values={values} onChange={change} errors={errors} />
      </FormSection>

      {similar ? (
        <SimilarCats
          cats={similar}
          pending={create.isPending}
          onRegisterAnyway={registerAnyway}
          onCancel={() => setSimilar(null)}
        />
      ) : null}

      <div className="cat-form__submit">
        {summary && (
          <p className="notice notice--error" role="alert">
            {summary}
          </p>
        )}
        <p className="cat-form__progress" role="status" aria-live="polite">
          {create.isPending ? t.uploading() : checking ? t.checkingSimilar() : ''}
        </p>
        {!similar && (
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? t.submitting() : t.submit()}
          </button>
        )}
      </div>
    </form>
  );
}
