import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { successToast, toast } from '../../lib/toast.js';
import { LIMITS } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { CreateCatData } from '../../../shared/schemas/cats.js';
import { showBonusToasts } from '../../components/bonus-toasts.js';
import { FormErrorSummary } from '../../components/form-error-summary.js';
import { FormSection } from '../../components/form-fields.js';
import { LocationStatus, usablePosition } from '../../components/location-status.js';
import { PhotoPicker } from '../../components/photo-picker.js';
import { photoFacts } from '../../lib/photo-facts.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { classifyError } from '../../lib/errors.js';
import { useCurrentLocation } from '../../lib/location.js';
import { useOutboxSend } from '../../lib/use-outbox-send.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import { addCatForm } from './add-cat-schema.js';
import { useCreateCatMutationOptions, useFetchSimilarCats } from './api.js';
import {
  AddressField,
  BasicInfoSection,
  HealthSection,
  NeedsSection,
  TraitsSection,
} from './cat-form-sections.js';
import { CAT_FORM_FIELDS, EMPTY_CAT_FORM } from './cat-form-values.js';
import { SimilarCats } from './similar-cats.js';
import './add-cat.css';
import { isUploadCanceled } from '../../lib/upload-progress.js';

const FORM_ID = 'add-cat';
type SimilarCat = RouterOutputs['cats']['similar'][number];
type Checked = { data: CreateCatData; photo: File; additionalPhotos: File[] };

/** The FormData cats.create takes: the typed fields as JSON in `data`, the photos as parts. */
function toFormData({ data, photo, additionalPhotos }: Checked) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('photo', photo);
  for (const file of additionalPhotos) form.append('additionalPhotos', file);
  return form;
}

/**
 * Register a cat: six sections checked with the shared parseCreateCat, a look for active cats
 * within 300 m before saving, then cats.create.
 */
export function AddCatForm() {
  const { LL } = useI18nContext();
  const t = LL.addCat;
  const navigate = useNavigate();
  const fetchSimilar = useFetchSimilarCats();
  const location = useCurrentLocation();
  const outbox = useOutboxSend('cat');
  /** No connection: the new cat waits in the outbox, and the user goes home. */
  const keepForLater = async (body: FormData) => {
    const raw = body.get('data');
    const data: unknown = typeof raw === 'string' ? JSON.parse(raw) : null;
    const name = typeof data === 'object' && data && 'name' in data ? String(data.name) : '';
    if (await outbox.keep(body, name)) void navigate('/');
  };

  const form = useZodForm(addCatForm(usablePosition(location)), {
    formId: FORM_ID,
    fields: CAT_FORM_FIELDS,
    defaultValues: { ...EMPTY_CAT_FORM, photo: [], additionalPhotos: [] },
  });
  const [similar, setSimilar] = useState<SimilarCat[] | null>(null);
  const [checking, setChecking] = useState(false);

  const create = useMutation(
    useCreateCatMutationOptions({
      onSuccess: ({ bonusDetails, _id }) => {
        successToast(t.success());
        showBonusToasts(bonusDetails);
        void navigate(`/cat/${_id}`);
      },
      onError: (error, body) => {
        if (isUploadCanceled(error)) return void toast(LL.upload.canceled());
        setSimilar(null);
        const failure = classifyError(error);
        if (failure.kind === 'noResponse') {
          void keepForLater(body);
          return;
        }
        if (failure.kind !== 'http') {
          toast.error(t.error());
          return;
        }
        form.showServerErrors(failure.fieldErrors);
        toast.error(failure.message ?? t.error());
      },
    }),
  );
  const busy = checking || create.isPending;
  const send = (checked: Checked) => {
    const body = outbox.prepare(toFormData(checked));
    if (outbox.offline()) void keepForLater(body);
    else create.mutate(body);
  };
  const refused = (formMessage: string | undefined) => {
    if (formMessage) toast.error(formMessage);
  };

  const submit = form.onSubmit(async (checked) => {
    if (outbox.offline()) {
      send(checked);
      return;
    }
    setChecking(true);
    let nearby: SimilarCat[] = [];
    try {
      const { latitude, longitude } = checked.data.location;
      const facts = await photoFacts(checked.photo);
      const photoHash = facts && facts !== 'notImage' ? facts.hash : undefined;
      nearby = await fetchSimilar({ latitude, longitude, photoHash });
    } catch {
      // The look for duplicates is a courtesy: without an answer the cat is registered anyway.
    } finally {
      setChecking(false);
    }
    if (nearby.length > 0) setSimilar(nearby);
    else send(checked);
  }, refused);

  const registerAnyway = form.onSubmit(send, refused);
  const summary = form.errorOf('form');

  return (
    <FormProvider {...form}>
      <form
        id={FORM_ID}
        className="form cat-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          setSimilar(null);
          void submit(event);
        }}
      >
        <p className="muted">{t.requiredNote()}</p>

        <FormSection id={`${FORM_ID}-photos`} title={t.sections.photos()}>
          <Controller
            control={form.control}
            name="photo"
            render={({ field }) => (
              <PhotoPicker
                id={form.fieldId('photo')}
                label={t.mainPhoto()}
                hint={t.mainPhotoHint()}
                files={field.value}
                max={1}
                required
                disabled={create.isPending}
                error={form.errorOf('photo')}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="additionalPhotos"
            render={({ field }) => (
              <PhotoPicker
                id={form.fieldId('additionalPhotos')}
                label={t.additionalPhotos()}
                hint={t.additionalPhotosHint({ max: LIMITS.additionalPhotosMax })}
                files={field.value}
                max={LIMITS.additionalPhotosMax}
                overflow="drop"
                disabled={create.isPending}
                error={form.errorOf('additionalPhotos')}
                onChange={field.onChange}
              />
            )}
          />
        </FormSection>

        <BasicInfoSection formId={FORM_ID} errorOf={form.errorOf} />
        <HealthSection formId={FORM_ID} errorOf={form.errorOf} />
        <TraitsSection formId={FORM_ID} errorOf={form.errorOf} />
        <NeedsSection formId={FORM_ID} errorOf={form.errorOf} />

        <FormSection id={`${FORM_ID}-locationSection`} title={t.sections.location()}>
          <LocationStatus
            id={form.fieldId('location')}
            location={location}
            error={form.errorOf('location')}
            missingMessage={LL.errors.locationRequired()}
          />
          <AddressField formId={FORM_ID} errorOf={form.errorOf} />
        </FormSection>

        {similar ? (
          <SimilarCats
            cats={similar}
            pending={create.isPending}
            onRegisterAnyway={() => void registerAnyway()}
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
          <FormErrorSummary
            id={`${FORM_ID}-summary`}
            errors={form.errorList()}
            nearSubmit={['location', 'address']}
            onSelect={form.reveal}
          />
        </div>
      </form>
    </FormProvider>
  );
}
