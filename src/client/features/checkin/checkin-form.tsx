import { useMutation } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import type { Health, Need } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { createCheckinInput } from '../../../shared/schemas/checkins.js';
import { FormErrorSummary } from '../../components/form-error-summary.js';
import { FormDisclosure } from '../../components/form-fields.js';
import { LocationStatus, usablePosition } from '../../components/location-status.js';
import { classifyError } from '../../lib/errors.js';
import { useCurrentLocation } from '../../lib/location.js';
import type { UserPosition } from '../../lib/position.js';
import { toast } from '../../lib/toast.js';
import { isUploadCanceled } from '../../lib/upload-progress.js';
import { useOutboxSend } from '../../lib/use-outbox-send.js';
import { checkedBy, useZodForm } from '../../lib/use-zod-form.js';
import { useCachedCatName, useCheckinMutationOptions } from './api.js';
import { ActionsAndHealth, OptionalParts, type CheckinValues } from './checkin-form-sections.js';
import type { CheckinOutcome } from './checkin-outcome.js';
import './checkin.css';

const FORM_ID = 'checkin';
const FIELDS = [
  'actions',
  'healthStatus',
  'actionsDescription',
  'photos',
  'needs',
  'needsDescription',
  'location',
] as const;

/** The form's values as cats.create's `data` takes them, checked by the shared schema. */
const checkinForm = (catId: string, position: UserPosition | null) =>
  checkedBy(createCheckinInput, ({ photos: _photos, ...values }: CheckinValues) => ({
    catId,
    ...values,
    location: position ? { latitude: position.latitude, longitude: position.longitude } : undefined,
  }));

interface CheckinFormProps {
  catId: string;
  /** The cat's needs so far: the check-in replaces them, so the form starts from them. */
  initialNeeds: readonly Need[];
  initialNeedsDescription: string;
  /**
   * The cat's health so far, chosen to start with: feeding a cat that is as it was is two taps.
   * The same urgent state sent again is no new report (services/health-reports.ts).
   */
  initialHealth: Health;
  /** Sent or kept in the outbox: the screen shows the result in place of the form. */
  onDone: (outcome: CheckinOutcome) => void;
}

/**
 * Check-in: actions and health first, with the button kept in view below them; description,
 * photos (at most 5), needs and location as parts opened on demand; once sent (or kept in the
 * outbox without a connection) `onDone` hands the outcome to the screen.
 */
export function CheckinForm({
  catId,
  initialNeeds,
  initialNeedsDescription,
  initialHealth,
  onDone,
}: CheckinFormProps) {
  const { LL } = useI18nContext();
  const t = LL.checkin;
  const location = useCurrentLocation();
  const outbox = useOutboxSend('checkin');
  const catName = useCachedCatName(catId);
  /** No connection: the check-in waits in the outbox, and the result says so. */
  const keepForLater = async (body: FormData) => {
    const name = catName();
    if (await outbox.keep(body, name, { quiet: true })) {
      onDone({ kind: 'queued', catId, catName: name });
    }
  };

  const form = useZodForm(checkinForm(catId, usablePosition(location)), {
    formId: FORM_ID,
    fields: FIELDS,
    defaultValues: {
      actions: [],
      actionsDescription: '',
      healthStatus: initialHealth,
      needs: [...initialNeeds],
      needsDescription: initialNeedsDescription,
      photos: [],
    },
  });

  const create = useMutation(
    useCheckinMutationOptions({
      onSuccess: (answer) => {
        onDone({
          kind: 'sent',
          catId,
          catName: answer.checkIn.cat.name,
          answer,
          healthBefore: initialHealth,
        });
      },
      onError: (error, body) => {
        if (isUploadCanceled(error)) return void toast(LL.upload.canceled());
        const failure = classifyError(error);
        if (failure.kind === 'noResponse') {
          void keepForLater(body);
        } else if (failure.kind === 'http' && failure.message) {
          toast.error(t.errorMsg({ msg: failure.message }));
          form.showServerErrors(failure.fieldErrors);
        } else {
          toast.error(t.failed());
        }
      },
    }),
  );

  const submit = form.onSubmit((data) => {
    if (create.isPending) return;
    const body = new FormData();
    body.append('data', JSON.stringify(data));
    for (const photo of form.getValues('photos')) body.append('photos', photo);
    const send = outbox.prepare(body);
    if (outbox.offline()) void keepForLater(send);
    else create.mutate(send);
  });

  return (
    <FormProvider {...form}>
      <form
        id={FORM_ID}
        className="form checkin-form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {/* The common case first: what was done and how the cat is, then the button (kept in
            view by the sticky bar); the rest are optional parts, closed until opened. */}
        <ActionsAndHealth formId={FORM_ID} errorOf={form.errorOf} />
        <OptionalParts formId={FORM_ID} errorOf={form.errorOf} sending={create.isPending} />

        <FormDisclosure id={`${FORM_ID}-locationSection`} title={t.sections.location()}>
          <p className="field__hint">{t.locationHint()}</p>
          <LocationStatus
            id={`${FORM_ID}-location`}
            location={location}
            error={form.errorOf('location')}
            missingMessage={LL.errors.checkinLocationRequired()}
          />
        </FormDisclosure>

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
        <FormErrorSummary
          id={`${FORM_ID}-summary`}
          errors={form.errorList()}
          nearSubmit={['location']}
          onSelect={form.reveal}
        />
      </form>
    </FormProvider>
  );
}
