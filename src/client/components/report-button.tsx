import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../lib/toast.js';
import { REPORT_REASONS, type ReportReason, type ReportTarget } from '../../shared/moderation.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { useAuth } from '../lib/auth.js';
import { classifyError } from '../lib/errors.js';
import { useTRPC } from '../lib/trpc.js';
import { Modal } from './modal.js';
import './report-button.css';

interface Choice {
  type: ReportTarget;
  id: string;
  label: string;
}

/**
 * "Denunciar": a small button that opens the report form (what, why, what happened). Shown to
 * signed-in people only, never on their own things (the server refuses those too).
 */
export function ReportButton({ label, choices }: { label: string; choices: Choice[] }) {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
  const { status } = useAuth();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState(0);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const formId = useId();
  const report = useMutation(
    trpc.moderation.report.mutationOptions({
      onSuccess: () => {
        toast.success(LL.moderation.sent());
        setOpen(false);
        setReason(null);
        setText('');
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
  if (status !== 'authenticated' || choices.length === 0) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = choices[target];
    if (!chosen || !reason || report.isPending) return;
    report.mutate({ targetType: chosen.type, targetId: chosen.id, reason, text });
  }

  return (
    <>
      <button type="button" className="report-button" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal
        open={open}
        title={LL.moderation.dialogTitle()}
        description={LL.moderation.dialogHint()}
        onClose={() => setOpen(false)}
      >
        <form id={formId} className="report-form" onSubmit={submit}>
          {choices.length > 1 && (
            <fieldset className="report-form__group">
              <legend>{LL.moderation.what()}</legend>
              {choices.map((choice, i) => (
                <label key={choice.id} className="report-form__option">
                  <input
                    type="radio"
                    name="target"
                    checked={target === i}
                    onChange={() => setTarget(i)}
                  />
                  {choice.label}
                </label>
              ))}
            </fieldset>
          )}
          <fieldset className="report-form__group">
            <legend>{LL.moderation.reasonLabel()}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="report-form__option">
                <input
                  type="radio"
                  name="reason"
                  required
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {LL.moderation.reasons[value]()}
              </label>
            ))}
          </fieldset>
          <label className="report-form__text">
            {LL.moderation.textLabel()}
            <textarea
              className="field__input"
              rows={3}
              maxLength={500}
              value={text}
              onChange={(event) => setText(event.target.value)}
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
      </Modal>
    </>
  );
}
