import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { minuteLabel } from '../../../shared/rota.js';
import { addDays } from '../../../shared/time.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { formatDay } from '../../lib/day.js';
import { errorMessage } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { useLeaveDayMutationOptions, useTakeDayMutationOptions } from './api.js';
import { GiveDose } from './give-dose.js';

type Day = RouterOutputs['treatments']['forCat']['treatments'][number]['schedule'][number];

/** A day of a round: its doses and their state, who gives them, and taking or leaving it. */
export function TreatmentDay({
  treatmentId,
  day,
  today,
  label,
}: {
  treatmentId: string;
  day: Day;
  today: string;
  label: string;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.treatments;
  const onError = (error: unknown) => void toast.error(errorMessage(LL, error));
  const take = useMutation(
    useTakeDayMutationOptions({ onSuccess: () => void toast.success(t.taken()), onError }),
  );
  const leave = useMutation(
    useLeaveDayMutationOptions({ onSuccess: () => void toast.success(t.left()), onError }),
  );
  const name =
    day.day === today
      ? t.today()
      : day.day === addDays(today, 1)
        ? t.tomorrow()
        : day.day === addDays(today, -1)
          ? t.yesterday()
          : formatDay(locale, day.day);
  // Leaving is for doses still to come (the server refuses a day whose windows all ended).
  const pending = day.doses.some((dose) => dose.state === 'upcoming' || dose.state === 'open');
  const takeText =
    day.day === today
      ? t.takeToday()
      : day.day === addDays(today, 1)
        ? t.takeTomorrow()
        : t.takeDay();
  return (
    <li className="treatment-day" aria-label={`${name} · ${formatDay(locale, day.day)}`}>
      <div className="treatment-day__head">
        <strong>{name}</strong>
        <span className={day.takers.length ? 'treatment-day__takers' : 'muted'}>
          {day.takers.length
            ? t.takers({ names: day.takers.map((p) => p.name).join(', ') })
            : t.nobody()}
        </span>
      </div>
      <ul className="treatment-day__doses">
        {day.doses.map((dose) => (
          <li key={dose.at} className={`treatment-dose treatment-dose--${dose.state}`}>
            <span className="treatment-dose__time">{minuteLabel(dose.minute)}</span>
            <span className={`treatment-state treatment-state--${dose.state}`}>
              {t.states[dose.state]()}
            </span>
            {dose.given && (
              <span className="treatment-dose__given">
                {t.givenBy({ name: dose.given.name, time: dose.given.time })}
              </span>
            )}
            {(dose.state === 'open' || dose.state === 'late') && (
              <GiveDose
                treatmentId={treatmentId}
                doseAt={dose.at}
                minute={dose.minute}
                label={label}
              />
            )}
          </li>
        ))}
      </ul>
      {(day.open || (day.mine && pending)) && (
        <div className="treatment-day__actions">
          {day.mine ? (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={leave.isPending}
              onClick={() => leave.mutate({ treatmentId, day: day.day })}
            >
              {t.leaveDay()}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={take.isPending}
              onClick={() => take.mutate({ treatmentId, day: day.day })}
            >
              {takeText}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
