import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { ESTIMATED_AGE, GENDER, HEALTH, LIMITS, TRAITS } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ageLabel, genderLabel, healthLabel, traitLabel } from '../../../shared/enum-labels.js';
import {
  CheckboxField,
  ChoiceGroup,
  FormSection,
  InputField,
  RequiredLabel,
  SelectField,
  TextAreaField,
  type FormPartProps,
} from '../../components/form-fields.js';
import { NeedsFields } from '../../components/needs-fields.js';
import type { CatFormValues } from './cat-form-values.js';

export function BasicInfoSection({ formId, errorOf }: FormPartProps) {
  const { LL } = useI18nContext();
  const t = LL.addCat;
  const { register, control } = useFormContext<CatFormValues>();
  return (
    <FormSection id={`${formId}-basic`} title={t.sections.basicInfo()}>
      <InputField
        {...register('name')}
        id={`${formId}-name`}
        label={<RequiredLabel text={t.name()} requiredText={t.required()} />}
        type="text"
        autoCapitalize="words"
        autoComplete="off"
        maxLength={LIMITS.nameMax}
        aria-required="true"
        error={errorOf('name')}
      />
      <TextAreaField
        {...register('description')}
        id={`${formId}-description`}
        label={<RequiredLabel text={t.description()} requiredText={t.required()} />}
        hint={t.descriptionHint()}
        maxLength={LIMITS.textMax}
        aria-required="true"
        error={errorOf('description')}
      />
      <InputField
        {...register('color')}
        id={`${formId}-color`}
        label={<RequiredLabel text={t.color()} requiredText={t.required()} />}
        hint={t.colorHint()}
        type="text"
        autoComplete="off"
        maxLength={LIMITS.nameMax}
        aria-required="true"
        error={errorOf('color')}
      />
      <div className="form-row">
        <Controller
          control={control}
          name="estimatedAge"
          render={({ field }) => (
            <SelectField
              id={`${formId}-estimatedAge`}
              label={t.estimatedAge()}
              value={field.value}
              options={ESTIMATED_AGE.map((value) => ({ value, label: ageLabel(LL, value) }))}
              onChange={field.onChange}
              error={errorOf('estimatedAge')}
            />
          )}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <SelectField
              id={`${formId}-gender`}
              label={t.gender()}
              value={field.value}
              options={GENDER.map((value) => ({ value, label: genderLabel(LL, value) }))}
              onChange={field.onChange}
              error={errorOf('gender')}
            />
          )}
        />
      </div>
    </FormSection>
  );
}

export function HealthSection({
  formId,
  errorOf,
  children,
}: FormPartProps & { children?: ReactNode }) {
  const { LL } = useI18nContext();
  const t = LL.addCat;
  const { control } = useFormContext<CatFormValues>();
  return (
    <FormSection id={`${formId}-healthSection`} title={t.sections.health()}>
      <Controller
        control={control}
        name="health"
        render={({ field }) => (
          <ChoiceGroup
            id={`${formId}-health`}
            legend={t.healthStatus()}
            type="radio"
            options={HEALTH.map((value) => ({ value, label: healthLabel(LL, value) }))}
            selected={[field.value]}
            onChange={([health]) => health && field.onChange(health)}
            error={errorOf('health')}
          />
        )}
      />
      <div className="form-row form-row--checks">
        <Controller
          control={control}
          name="isSterilized"
          render={({ field }) => (
            <CheckboxField
              id={`${formId}-isSterilized`}
              label={t.sterilized()}
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="isVaccinated"
          render={({ field }) => (
            <CheckboxField
              id={`${formId}-isVaccinated`}
              label={t.vaccinated()}
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      {children}
    </FormSection>
  );
}

export function TraitsSection({ formId, errorOf }: FormPartProps) {
  const { LL } = useI18nContext();
  const t = LL.addCat;
  const { control } = useFormContext<CatFormValues>();
  return (
    <FormSection id={`${formId}-traits`} title={t.sections.traits()}>
      <Controller
        control={control}
        name="personalityTraits"
        render={({ field }) => (
          <ChoiceGroup
            id={`${formId}-personalityTraits`}
            legend={t.traitsLegend()}
            type="checkbox"
            options={TRAITS.map((value) => ({ value, label: traitLabel(LL, value) }))}
            selected={field.value}
            onChange={field.onChange}
            error={errorOf('personalityTraits')}
          />
        )}
      />
    </FormSection>
  );
}

export function NeedsSection({ formId, errorOf }: FormPartProps) {
  const { LL } = useI18nContext();
  const t = LL.addCat;
  return (
    <FormSection id={`${formId}-needsSection`} title={t.sections.needs()}>
      <NeedsFields
        formId={formId}
        errorOf={errorOf}
        legend={t.needsLegend()}
        descriptionLabel={t.needsDescription()}
      />
    </FormSection>
  );
}

/** The optional address text of the location section. */
export function AddressField({ formId, errorOf }: FormPartProps) {
  const { LL } = useI18nContext();
  const { register } = useFormContext<CatFormValues>();
  return (
    <InputField
      {...register('address')}
      id={`${formId}-address`}
      label={LL.addCat.address()}
      hint={LL.addCat.addressHint()}
      type="text"
      autoComplete="off"
      maxLength={LIMITS.textMax}
      error={errorOf('address')}
    />
  );
}
