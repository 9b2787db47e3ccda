import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { minuteLabel } from '../../../shared/rota.js';
import { progressText } from '../../../shared/treatment-labels.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { dayOnDevice, formatDay } from '../../lib/day.js';
import { errorMessage } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { useEndTreatmentMutationOptions } from './api.js';
import { TreatmentDay } from './treatment-day.js';

type Round = RouterOutputs['treatments']['forCat']['treatments'][number];

/** One round: what, how often, "dia 23 de 60, 2 doses perdidas", its days, and ending it. */
export function TreatmentRound({
  round,
  today,
  catName,
}: {
  round: Round;
  today: string;
  catName: string;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.treatments;
  const [ending, setEnding] = useState(false);
  const end = useMutation(
    useEndTreatmentMutationOptions({
      onSuccess: () => void toast.success(t.ended()),
      onError: (error) => void toast.error(errorMessage(LL, error)),
    }),
  );
  const every = round.everyHours === 24 ? t.onceADay() : t.everyHours({ hours: round.everyHours });
  const titleId = `treatment-${round._id}`;
  return (
    <li className="treatment" aria-labelledby={titleId}>
      <div className="treatment__head">
        <h3 id={titleId} className="treatment__title">
          {round.medicine}
        </h3>
        <p className="treatment__what">
          {round.dose} · {every} · {minuteLabel(round.startMinute)}
        </p>
      </div>
      <p className="treatment__progress">
        {round.startDay > today
          ? t.startsOn({ date: formatDay(locale, round.startDay) })
          : progressText(LL, round.progress)}
      </p>
      <p className="muted treatment__meta">
        {round.endedAt
          ? t.endedOn({ date: formatDay(locale, dayOnDevice(round.endedAt)) })
          : t.startedBy({ name: round.startedBy })}
      </p>
      {round.schedule.length > 0 && (
        <ol className="treatment__days">
          {round.schedule.map((d) => (
            <TreatmentDay
              key={d.day}
              treatmentId={round._id}
              day={d}
              today={today}
              label={`${round.medicine} · ${catName}`}
            />
          ))}
        </ol>
      )}
      {round.active && (
        <button
          type="button"
          className="btn btn--danger-outline btn--small treatment__end"
          onClick={() => setEnding(true)}
        >
          {t.end()}
        </button>
      )}
      <ConfirmDialog
        open={ending}
        danger
        title={t.endTitle({ medicine: round.medicine })}
        message={<p>{t.endText()}</p>}
        confirmLabel={t.end()}
        pending={end.isPending}
        onConfirm={() =>
          end.mutate({ treatmentId: round._id }, { onSettled: () => setEnding(false) })
        }
        onCancel={() => setEnding(false)}
      />
    </li>
  );
}
