import type { ReactNode } from 'react';
import {
  ESTIMATED_AGE,
  GENDER,
  HEALTH,
  LIMITS,
  NEEDS,
  TRAITS,
  type EstimatedAge,
  type Gender,
  type Health,
  type Need,
  type Trait,
} from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { FieldErrors } from '../../lib/errors.js';
import {
  ageLabel,
  genderLabel,
  healthLabel,
  needLabel,
  traitLabel,
} from '../../lib/enum-labels.js';
import {
  CheckboxField,
  ChoiceGroup,
  FormSection,
  InputField,
  RequiredLabel,
  SelectField,
  TextAreaField,
} from '../../components/form-fields.js';

/** The typed fields of the add-cat and edit forms (photos and position are kept apart). */
export interface CatFormValues {
  name: string;
  description: string;
  color: string;
  health: Health;
  estimatedAge: EstimatedAge;
  gender: Gender;
  isSterilized: boolean;
  isVaccinated: boolean;
  personalityTraits: Trait[];
  needs: Need[];
  needsDescription: string;
  address: string;
}

export const EMPTY_CAT_FORM: CatFormValues = {
  name: '',
  description: '',
  color: '',
  health: 'Regular',
  estimatedAge: 'Desconhecido',
  gender: 'Desconhecido',
  isSterilized: false,
  isVaccinated: false,
  personalityTraits: [],
  needs: [],
  needsDescription: '',
  address: '',
};

/** Field names in form order, for focusing the first one with an error. */
export const CAT_FORM_FIELDS = [
  'photo',
  'additionalPhotos',
  'name',
  'description',
  'color',
  'estimatedAge',
  'gender',
  'health',
  'status',
  'personalityTraits',
  'needs',
  'needsDescription',
  'location',
  'address',
] as const;

/** Server field errors name nested paths ('location.latitude'); the form shows them per field. */
export function byField(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path;
    result[field] ??= message;
  }
  return result;
}

interface SectionProps {
  formId: string;
  values: CatFormValues;
  onChange: (patch: Partial<CatFormValues>) => void;
  errors: FieldErrors;
}

export function BasicInfoSection({ formId, values, onChange, errors }: SectionProps) {
  const { LL } = useI18nContext();
  const t = LL.addCat;
  return (
    <FormSection id={`${formId}-basic`} title={t.sections.basicInfo()}>
      <InputField
        id={`${formId}-name`}
        label={<RequiredLabel text={t.name()} requiredText={t.required()} />}
        type="text"
        autoCapitalize="words"
        autoComplete="off"
        maxLength={LIMITS.nameMax}
        aria-required="true"
        value={values.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={errors.name}
      />
      <TextAreaField
        id={`${formId}-description`}
        label={<RequiredLabel text={t.description()} requiredText={t.required()} />}
        hint={t.descriptionHint()}
        maxLength={LIMITS.textMax}
        aria-required="true"
        value={values.description}
        onChange={(e) => onChange({ description: e.target.value })}
        error={errors.description}
      />
      <InputField
        id={`${formId}-color`}
        label={<RequiredLabel text={t.color()} requiredText={t.required()} />}
        hint={t.colorHint()}
        type="text"
        autoComplete="off"
        maxLength={LIMITS.nameMax}
        aria-required="true"
        value={values.color}
        onChange={(e) => onChange({ color: e.target.value })}
        error={errors.color}
      />
      <div className="form-row">
        <SelectField
          id={`${formId}-estimatedAge`}
          label={t.estimatedAge()}
          value={values.estimatedAge}
          options={ESTIMATED_AGE.map((value) => ({ value, label: ageLabel(LL, value) }))}
          onChange={(estimatedAge) => onChange({ estimatedAge })}
          error={errors.estimatedAge}
        />
        <SelectField
          id={`${formId}-gender`}
          label={t.gender()}
          value={values.gender}
          options={GENDER.map((value) => ({ value, label: genderLabel(LL, value) }))}
          onChange={(gender) => onChange({ gender })}
          error={errors.gender}
        />
      </div>
    </FormSection>
  );
}

export function HealthSection({
  formId,
  values,
  onChange,
  errors,
  children,
}: SectionProps & { children?: ReactNode }) {
  const { LL } = useI18nContext();
  const t = LL.addCat;
  return (
    <FormSection id={`${formId}-healthSection`} title={t.sections.health()}>
      <ChoiceGroup
        id={`${formId}-health`}
        legend={t.healthStatus()}
        type="radio"
        options={HEALTH.map((value) => ({ value, label: healthLabel(LL, value) }))}
        selected={[values.health]}
        onChange={([health]) => health && onChange({ health })}
        error={errors.health}
      />
      <div className="form-row form-row--checks">
        <CheckboxField
          id={`${formId}-isSterilized`}
          label={t.sterilized()}
          checked={values.isSterilized}
          onChange={(isSterilized) => onChange({ isSterilized })}
        />
        <CheckboxField
          id={`${formId}-isVaccinated`}
          label={t.vaccinated()}
          checked={values.isVaccinated}
          onChange={(isVaccinated) => onChange({ isVaccinated })}
        />
      </div>
      {children}
    </FormSection>
  );
}

export function TraitsSection({ formId, values, onChange, errors }: SectionProps) {
  const { LL } = useI18nContext();
  const t = LL.addCat;
  return (
    <FormSection id={`${formId}-traits`} title={t.sections.traits()}>
      <ChoiceGroup
        id={`${formId}-personalityTraits`}
        legend={t.traitsLegend()}
        type="checkbox"
        options={TRAITS.map((value) => ({ value, label: traitLabel(LL, value) }))}
        selected={values.personalityTraits}
        onChange={(personalityTraits) => onChange({ personalityTraits })}
        error={errors.personalityTraits}
      />
    </FormSection>
  );
}

export function NeedsSection({ formId, values, onChange, errors }: SectionProps) {
  const { LL } = useI18nContext();
  const t = LL.addCat;
  return (
    <FormSection id={`${formId}-needsSection`} title={t.sections.needs()}>
      <ChoiceGroup
        id={`${formId}-needs`}
        legend={t.needsLegend()}
        type="checkbox"
        options={NEEDS.map((value) => ({ value, label: needLabel(LL, value) }))}
        selected={values.needs}
        onChange={(needs) => onChange({ needs })}
        error={errors.needs}
      />
      <TextAreaField
        id={`${formId}-needsDescription`}
        label={t.needsDescription()}
        maxLength={LIMITS.textMax}
        value={values.needsDescription}
        onChange={(e) => onChange({ needsDescription: e.target.value })}
        error={errors.needsDescription}
      />
    </FormSection>
  );
}

/** The optional address text of the location section. */
export function AddressField({ formId, values, onChange, errors }: SectionProps) {
  const { LL } = useI18nContext();
  return (
    <InputField
      id={`${formId}-address`}
      label={LL.addCat.address()}
      hint={LL.addCat.addressHint()}
      type="text"
      autoComplete="street-address"
      maxLength={LIMITS.textMax}
      value={values.address}
      onChange={(e) => onChange({ address: e.target.value })}
      error={errors.address}
    />
  );
}
