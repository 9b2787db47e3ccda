import { Controller, useFormContext } from 'react-hook-form';
import { LIMITS, NEEDS, type Need } from '../../shared/constants.js';
import { needLabel } from '../../shared/enum-labels.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { ChoiceGroup, TextAreaField, type FormPartProps } from './form-fields.js';

interface NeedsFieldsProps extends FormPartProps {
  /** The question over the tick boxes: the cat's form and a check-in ask it differently. */
  legend: string;
  descriptionLabel: string;
}

/**
 * A cat's needs (tick boxes) and their description, read from the form's FormProvider: the same
 * two fields in the cat's form and in a check-in, which replaces them.
 */
export function NeedsFields({ formId, errorOf, legend, descriptionLabel }: NeedsFieldsProps) {
  const { LL } = useI18nContext();
  const { register, control } = useFormContext<{ needs: Need[]; needsDescription: string }>();
  return (
    <>
      <Controller
        control={control}
        name="needs"
        render={({ field }) => (
          <ChoiceGroup
            id={`${formId}-needs`}
            legend={legend}
            type="checkbox"
            options={NEEDS.map((value) => ({ value, label: needLabel(LL, value) }))}
            selected={field.value}
            onChange={field.onChange}
            error={errorOf('needs')}
          />
        )}
      />
      <TextAreaField
        {...register('needsDescription')}
        id={`${formId}-needsDescription`}
        label={descriptionLabel}
        maxLength={LIMITS.textMax}
        error={errorOf('needsDescription')}
      />
    </>
  );
}
