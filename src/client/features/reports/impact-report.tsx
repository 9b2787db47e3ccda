import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.js';
import { ACTIONS, CAT_STATUS } from '../../../shared/constants.js';
import { actionLabel, statusLabel } from '../../../shared/enum-labels.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { impactInput } from '../../../shared/schemas/impact.js';
import { TNR_STEPS } from '../../../shared/tnr.js';
import { Controller } from 'react-hook-form';
import { DateField } from '../../components/date-time-fields.js';
import { formatDay } from '../../lib/day.js';
import { errorMessage } from '../../lib/errors.js';
import { useFetchImpactCsv, useImpactQueryOptions } from './api.js';
import { ImpactCensus } from './impact-census.js';
import { ImpactTreatments } from './impact-treatments.js';
import { checkedBy, useZodForm } from '../../lib/use-zod-form.js';
import { numberFormat } from '../../lib/formats.js';

const FORM_ID = 'impact';

export interface ImpactPeriod {
  colonyId?: string;
  from: string;
  to: string;
}

function Table({
  rows,
  caption,
  valueHeader,
}: {
  rows: [string, string][];
  caption: string;
  valueHeader?: string;
}) {
  const { LL } = useI18nContext();
  return (
    <table className="impact-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{LL.reports.item()}</th>
          <th scope="col">{valueHeader ?? LL.reports.count()}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Saves the CSV the server wrote (BOM and all) as a file. */
function save(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The impact report of a colony or of the community: it leads with its figures; the period, print
 * (A4) and CSV come after them on a phone, beside them from 1024 px.
 */
export function ImpactReport({
  period,
  onPeriod,
}: {
  period: ImpactPeriod;
  onPeriod: (from: string, to: string) => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.reports;
  const fetchImpactCsv = useFetchImpactCsv();
  const query = useQuery({ ...useImpactQueryOptions(period), retry: false });
  const form = useZodForm(
    checkedBy(impactInput, (values: { from: string; to: string }) => ({
      ...values,
      colonyId: period.colonyId,
    })),
    {
      formId: FORM_ID,
      fields: ['from', 'to'],
      defaultValues: { from: period.from, to: period.to },
    },
  );
  const [downloading, setDownloading] = useState(false);
  const number = numberFormat(locale, { maximumFractionDigits: 1 });

  const submit = form.onSubmit(({ from, to }) => onPeriod(from, to));
  const download = async () => {
    setDownloading(true);
    try {
      const file = await fetchImpactCsv(period);
      save(file.filename, file.csv);
    } catch (error) {
      toast.error(`${t.downloadFailed()} ${errorMessage(LL, error)}`);
    } finally {
      setDownloading(false);
    }
  };

  // Past 90 minutes a duration reads better in hours ("2,5 h" rather than "150 min").
  const duration = (minutes: number) =>
    minutes > 90
      ? t.hours({ value: number.format(minutes / 60) })
      : t.minutes({ value: number.format(minutes) });

  const report = query.data;
  const colonyName = report?.colony?.name;
  // A name that says "Colônia" already is not prefixed again ("Colônia: Colônia do Coreto").
  const scope = colonyName
    ? /^col[oô]nia\b/i.test(colonyName.trim())
      ? colonyName
      : t.colonyScope({ name: colonyName })
    : t.communityScope();
  return (
    <article className="impact-report">
      <header className="impact-heading">
        <h1 id="page-title">{t.title()}</h1>
        {report && (
          <p>
            <strong>{scope}</strong> ·{' '}
            {t.period({ from: formatDay(locale, report.from), to: formatDay(locale, report.to) })}
          </p>
        )}
      </header>

      <div className="impact-body">
        <div className="impact-numbers">
          {!report &&
            (query.isError ? (
              <p role="alert">{errorMessage(LL, query.error)}</p>
            ) : (
              <p className="muted">{LL.common.loading()}</p>
            ))}
          {report && (
            <>
              <section className="impact-sterilized" aria-labelledby="impact-sterilized">
                <h2 id="impact-sterilized">{t.sterilized()}</h2>
                {report.sterilized.percent === null ? (
                  <p>{t.noActive()}</p>
                ) : (
                  <p>
                    <span className="impact-big">{number.format(report.sterilized.percent)}%</span>{' '}
                    {t.sterilizedLine({
                      sterilized: report.sterilized.sterilized,
                      active: report.sterilized.active,
                    })}
                  </p>
                )}
              </section>
              {report.census && <ImpactCensus census={report.census} />}
              <div className="impact-grid">
                <Table
                  caption={t.catsByStatus()}
                  rows={CAT_STATUS.map((s) => [statusLabel(LL, s), String(report.catsByStatus[s])])}
                />
                <Table
                  caption={t.emergencies()}
                  rows={[
                    [t.emergencyCount(), String(report.emergencies.count)],
                    [t.emergencyHelped(), String(report.emergencies.helped)],
                    [
                      t.emergencyMedian(),
                      report.emergencies.medianMinutesToHelp === null
                        ? t.none()
                        : duration(report.emergencies.medianMinutesToHelp),
                    ],
                  ]}
                />
                <Table
                  caption={t.feeding()}
                  rows={[
                    [t.feedingOccurrences(), String(report.feeding.occurrences)],
                    [t.feedingDone(), String(report.feeding.done)],
                    [
                      t.feedingPercent(),
                      report.feeding.percent === null
                        ? t.none()
                        : `${number.format(report.feeding.percent)}%`,
                    ],
                  ]}
                />
                <Table
                  caption={t.areas()}
                  valueHeader={t.value()}
                  rows={[
                    ...report.areas.map(
                      (a) =>
                        [
                          t.area({ index: a.index, active: a.active }),
                          `${number.format(a.percent)}%`,
                        ] as [string, string],
                    ),
                    [t.areasHidden(), String(report.areasHiddenCats)],
                  ]}
                />
                <Table
                  caption={t.tnrSteps()}
                  rows={TNR_STEPS.map((s) => [LL.tnr.steps[s](), String(report.tnrSteps[s])])}
                />
                <Table
                  caption={t.checkins()}
                  rows={[
                    [t.checkinsTotal(), String(report.checkins.total)],
                    ...ACTIONS.map(
                      (a) =>
                        [actionLabel(LL, a), String(report.checkins.byAction[a])] as [
                          string,
                          string,
                        ],
                    ),
                  ]}
                />
              </div>
              {report.colony && <ImpactTreatments rounds={report.treatments} />}
              <p className="muted impact-notes">{t.notes()}</p>
            </>
          )}
        </div>
        <form
          id={FORM_ID}
          className="impact-controls no-print"
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <div className="impact-controls__dates">
            {(['from', 'to'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <DateField
                    id={form.fieldId(name)}
                    label={name === 'from' ? t.from() : t.to()}
                    value={field.value}
                    required
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={form.errorOf(name)}
                  />
                )}
              />
            ))}
          </div>
          <button type="submit" className="btn btn--secondary">
            {t.show()}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={!report}
            onClick={() => window.print()}
          >
            {t.print()}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={!report || downloading}
            onClick={() => void download()}
          >
            {t.downloadCsv()}
          </button>
        </form>
      </div>
    </article>
  );
}
