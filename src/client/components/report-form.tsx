import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from '../lib/toast.js';
import {
  MODERATION,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '../../shared/moderation.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { reportInput } from '../../shared/schemas/moderation.js';
import { classifyError } from '../lib/errors.js';
import { useReportMutationOptions } from '../lib/report-api.js';
import { checkedBy, useZodForm } from '../lib/use-zod-form.js';

interface ReportValues {
  /** The index of the chosen thing in `choices`, as the radio's value. */
  target: string;
  reason: ReportReason | null;
  text: string;
}

/** The chosen thing, the reason and the text, as moderation.report takes them. */
const reportForm = (choices: ReportChoice[]) =>
  checkedBy(reportInput, ({ target, reason, text }: ReportValues) => {
    const chosen = choices[Number(target)];
    return { targetType: chosen?.type, targetId: chosen?.id, reason, text };
  });

export interface ReportChoice {
  type: ReportTarget;
  id: string;
  label: string;
}

/** The report form (what, why, what happened), drawn inside ReportButton's dialog. */
export function ReportForm({ choices, onSent }: { choices: ReportChoice[]; onSent: () => void }) {
  const { LL } = useI18nContext();
  const formId = useId();
  const form = useZodForm(reportForm(choices), {
    formId,
    fields: ['target', 'reason', 'text'],
    defaultValues: { target: '0', reason: null, text: '' },
  });
  const report = useMutation(
    useReportMutationOptions({
      onSuccess: () => {
        toast.success(LL.moderation.sent());
        form.reset();
        onSent();
      },
      onError: (error) => {
        const failure = classifyError(error);
        toast.error(LL.moderation.failed(), {
          description:
            failure.kind === 'http' && failure.status < 500
              ? (failure.message ?? undefined)
              : undefined,
        });
      },
    }),
  );
  const submit = form.onSubmit((input) => {
    if (!report.isPending) report.mutate(input);
  });
  const reason = form.watch('reason');
  return (
    <form id={formId} className="report-form" noValidate onSubmit={(event) => void submit(event)}>
      {choices.length > 1 && (
        <fieldset className="report-form__group">
          <legend>{LL.moderation.what()}</legend>
          {choices.map((choice, i) => (
            <label key={choice.id} className="report-form__option">
              <input
                {...form.register('target')}
                id={i === 0 ? form.fieldId('target') : undefined}
                type="radio"
                value={String(i)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="report-form__group">
        <legend>{LL.moderation.reasonLabel()}</legend>
        {REPORT_REASONS.map((value, i) => (
          <label key={value} className="report-form__option">
            <input
              {...form.register('reason')}
              id={i === 0 ? form.fieldId('reason') : undefined}
              type="radio"
              value={value}
              required
            />
            {LL.moderation.reasons[value]()}
          </label>
        ))}
      </fieldset>
      <label className="report-form__text">
        {LL.moderation.textLabel()}
        <textarea
          {...form.register('text')}
          id={form.fieldId('text')}
          className="field__input"
          rows={3}
          maxLength={MODERATION.textMax}
        />
      </label>
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={!reason || report.isPending}
      >
        {LL.moderation.send()}
      </button>
    </form>
  );
}
