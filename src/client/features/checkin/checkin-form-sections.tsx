import { Controller, useFormContext } from 'react-hook-form';
import {
  ACTIONS,
  HEALTH,
  LIMITS,
  type Action,
  type Health,
  type Need,
} from '../../../shared/constants.js';
import { actionLabel, healthLabel } from '../../../shared/enum-labels.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ACTION_POINTS } from '../../../shared/points.js';
import {
  ChoiceGroup,
  FormDisclosure,
  FormSection,
  TextAreaField,
  type FormPartProps,
} from '../../components/form-fields.js';
import { NeedsFields } from '../../components/needs-fields.js';
import { PhotoPicker } from '../../components/photo-picker.js';
import { toast } from '../../lib/toast.js';

export interface CheckinValues {
  actions: Action[];
  actionsDescription: string;
  healthStatus: Health | undefined;
  needs: Need[];
  needsDescription: string;
  photos: File[];
}

/** The common case: what was done for the cat, and how it is. */
export function ActionsAndHealth({ formId, errorOf }: FormPartProps) {
  const { LL } = useI18nContext();
  const t = LL.checkin;
  const { control } = useFormContext<CheckinValues>();
  return (
    <>
      <FormSection id={`${formId}-actionsSection`} title={t.sections.actions()}>
        <Controller
          control={control}
          name="actions"
          render={({ field }) => (
            <ChoiceGroup
              id={`${formId}-actions`}
              // The section's title says it: the question is for screen readers, and the
              // eight actions keep the phone's first screen.
              legend={<span className="visually-hidden">{t.actionsLegend()}</span>}
              type="checkbox"
              className="checkin-actions"
              options={ACTIONS.map((value) => ({
                value,
                label: actionLabel(LL, value),
                extra: t.actionPoints({ points: ACTION_POINTS[value] }),
              }))}
              selected={field.value}
              onChange={field.onChange}
              error={errorOf('actions')}
            />
          )}
        />
      </FormSection>

      <FormSection id={`${formId}-healthSection`} title={t.sections.health()}>
        <Controller
          control={control}
          name="healthStatus"
          render={({ field }) => (
            <ChoiceGroup
              id={`${formId}-healthStatus`}
              legend={t.healthLegend()}
              type="radio"
              options={HEALTH.map((value) => ({ value, label: healthLabel(LL, value) }))}
              selected={field.value ? [field.value] : []}
              onChange={([healthStatus]) => healthStatus && field.onChange(healthStatus)}
              error={errorOf('healthStatus')}
            />
          )}
        />
      </FormSection>
    </>
  );
}

/**
 * The optional parts, closed until opened: a description, photos (at most 5, not changed while
 * the check-in is sent), and the cat's needs, which the check-in replaces.
 */
export function OptionalParts({ formId, errorOf, sending }: FormPartProps & { sending: boolean }) {
  const { LL } = useI18nContext();
  const t = LL.checkin;
  const { register, control } = useFormContext<CheckinValues>();
  const tooMany = LL.errors.checkinTooManyPhotos();
  return (
    <>
      <FormDisclosure
        id={`${formId}-descriptionSection`}
        title={t.sections.description()}
        optionalText={t.optional()}
      >
        <TextAreaField
          {...register('actionsDescription')}
          id={`${formId}-actionsDescription`}
          label={t.actionsDescription()}
          hint={t.actionsDescriptionHint()}
          maxLength={LIMITS.textMax}
          error={errorOf('actionsDescription')}
        />
      </FormDisclosure>

      <FormDisclosure
        id={`${formId}-photosSection`}
        title={t.sections.photos()}
        optionalText={t.optional()}
      >
        <Controller
          control={control}
          name="photos"
          render={({ field }) => (
            <PhotoPicker
              id={`${formId}-photos`}
              label={t.photosLabel()}
              hint={t.photosHint({ max: LIMITS.checkinPhotosMax })}
              files={field.value}
              max={LIMITS.checkinPhotosMax}
              overflow="reject"
              tooManyMessage={tooMany}
              onReject={() => toast.warning(tooMany)}
              disabled={sending}
              error={errorOf('photos')}
              onChange={field.onChange}
            />
          )}
        />
      </FormDisclosure>

      <FormDisclosure
        id={`${formId}-needsSection`}
        title={t.sections.needs()}
        optionalText={t.optional()}
      >
        <NeedsFields
          formId={formId}
          errorOf={errorOf}
          legend={t.needsLegend()}
          descriptionLabel={t.needsDescription()}
        />
      </FormDisclosure>
    </>
  );
}
