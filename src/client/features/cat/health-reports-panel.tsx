import { useMutation, useQuery } from '@tanstack/react-query';
import { healthLabel } from '../../../shared/enum-labels.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { classifyError } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { useConfirmHealthReportMutationOptions, useHealthReportsQueryOptions } from './api.js';
import { dateFormat } from '../../lib/formats.js';

/**
 * Health reported by people who do not care for the cat, "waiting for confirmation": the cat's
 * health is unchanged until a carer taps "Confirmar" (or a second person near it, with an account
 * that has a history, reports it: docs/abuse.md).
 */
export function HealthReportsPanel({ catId }: { catId: string }) {
  const { LL, locale } = useI18nContext();
  const reports = useQuery(useHealthReportsQueryOptions(catId));
  const confirm = useMutation(
    useConfirmHealthReportMutationOptions({
      onSuccess: (result) => {
        toast.success(LL.cat.healthReportConfirmed({ health: healthLabel(LL, result.health) }));
      },
      onError: (error) => {
        const failure = classifyError(error);
        toast.error(LL.cat.healthReportFailed(), {
          description:
            failure.kind === 'http' && failure.status < 500
              ? (failure.message ?? undefined)
              : undefined,
        });
      },
    }),
  );

  const list = reports.data?.reports ?? [];
  if (list.length === 0) return null;
  const when = dateFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className="health-reports" aria-labelledby="health-reports-title">
      <h2 id="health-reports-title" className="health-reports__title">
        {LL.cat.healthReportsTitle()}
      </h2>
      <p className="health-reports__hint">{LL.cat.healthReportsHint()}</p>
      <ul className="health-reports__list">
        {list.map((report) => (
          <li key={report._id} className="health-reports__item">
            <span>
              {LL.cat.healthReportLine({
                name: report.reporter.name,
                health: healthLabel(LL, report.health),
                when: when.format(new Date(report.createdAt)),
              })}
            </span>
            {reports.data?.canConfirm && (
              <button
                type="button"
                className="btn btn--secondary"
                disabled={confirm.isPending}
                onClick={() => confirm.mutate({ reportId: report._id })}
              >
                {LL.cat.healthReportConfirm()}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
