import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { successToast, toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { minuteLabel, ROTA } from '../../../shared/rota.js';
import { TextField } from '../../components/text-field.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { errorMessage } from '../../lib/errors.js';
import { useTRPC } from '../../lib/trpc.js';

type Week = RouterOutputs['rota']['week'];
type Shift = Week['shifts'][number];
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** '07:30' → 450. */
const toMinute = (value: string) => {
  const [h, m] = value.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function useRotaChange(message?: () => string) {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    onSuccess: () => {
      if (message) successToast(message());
      void queryClient.invalidateQueries({ queryKey: trpc.rota.pathKey() });
    },
    onError: (error: unknown) => void toast.error(errorMessage(LL, error)),
  };
}

function ShiftItem({ shift, canEdit }: { shift: Shift; canEdit: boolean }) {
  const { LL, locale } = useI18nContext();
  const t = LL.rota;
  const trpc = useTRPC();
  const signUp = useMutation(trpc.rota.signUp.mutationOptions(useRotaChange(t.signedUp)));
  const dropOut = useMutation(trpc.rota.dropOut.mutationOptions(useRotaChange(t.droppedOut)));
  const remove = useMutation(trpc.rota.removeShift.mutationOptions(useRotaChange(t.removed)));
  const day = t.weekdays[`d${shift.weekday}` as keyof typeof t.weekdays]();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  const full = shift.carers.length >= ROTA.carersPerShift;
  const label = `${day} ${minuteLabel(shift.startMinute)}–${minuteLabel(shift.endMinute)}`;
  return (
    <li className={`rota-shift rota-shift--${shift.state}`} aria-label={label}>
      <div className="rota-shift__head">
        <strong>{label}</strong>
        <span className={`rota-state rota-state--${shift.state}`}>{t.states[shift.state]()}</span>
      </div>
      <p className="rota-shift__carers">
        {shift.carers.length === 0 ? (
          <span className="muted">{t.nobody()}</span>
        ) : (
          <>
            {t.shiftCarers({ count: shift.carers.length, max: ROTA.carersPerShift })}{' '}
            {shift.carers.map((c) => c.name).join(', ')}
          </>
        )}
      </p>
      {shift.feedings.map((f) => (
        <p key={f.at} className="rota-shift__fed">
          {t.fedBy({ name: f.userName, time: time(f.at) })}
        </p>
      ))}
      <div className="rota-shift__actions">
        {shift.signedUp ? (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={dropOut.isPending}
            onClick={() => dropOut.mutate({ shiftId: shift._id })}
          >
            {t.dropOut()}
          </button>
        ) : full ? (
          <span className="muted">{t.full()}</span>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={signUp.isPending}
            onClick={() => signUp.mutate({ shiftId: shift._id })}
          >
            {t.signUp()}
          </button>
        )}
        {canEdit && (
          <button
            type="button"
            className="btn btn--link"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ shiftId: shift._id })}
          >
            {t.remove()}
          </button>
        )}
      </div>
    </li>
  );
}

/** The coordinators' tools: a new weekly shift, and the hours without feeding before an alert. */
function RotaEditor({ colonyId, limitHours }: { colonyId: string; limitHours: number }) {
  const { LL } = useI18nContext();
  const t = LL.rota;
  const trpc = useTRPC();
  const [weekday, setWeekday] = useState(0);
  const [start, setStart] = useState('07:00');
  const [end, setEnd] = useState('08:00');
  const [limit, setLimit] = useState(limitHours);
  const add = useMutation(trpc.rota.addShift.mutationOptions(useRotaChange(t.editor.added)));
  const save = useMutation(trpc.rota.setLimit.mutationOptions(useRotaChange(t.limit.saved)));

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate({ colonyId, weekday, startMinute: toMinute(start), endMinute: toMinute(end) });
  }
  function saveLimit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ colonyId, limitHours: limit });
  }
  return (
    <>
      <form className="rota-form" onSubmit={submit} aria-labelledby="rota-new">
        <h3 id="rota-new">{t.editor.title()}</h3>
        <div className="field">
          <label className="field__label" htmlFor="rota-day">
            {t.editor.day()}
          </label>
          <select
            id="rota-day"
            className="field__input"
            value={weekday}
            onChange={(e) => setWeekday(Number(e.target.value))}
          >
            {WEEKDAYS.map((d) => (
              <option key={d} value={d}>
                {t.weekdays[`d${d}`]()}
              </option>
            ))}
          </select>
        </div>
        <div className="rota-form__times">
          <TextField
            id="rota-start"
            label={t.editor.start()}
            type="time"
            value={start}
            required
            onChange={(e) => setStart(e.target.value)}
          />
          <TextField
            id="rota-end"
            label={t.editor.end()}
            type="time"
            value={end}
            required
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
        <p className="muted">{t.editor.zone()}</p>
        <button type="submit" className="btn btn--primary" disabled={add.isPending}>
          {t.editor.add()}
        </button>
      </form>
      <form className="rota-form" onSubmit={saveLimit} aria-labelledby="rota-limit">
        <h3 id="rota-limit">{t.limit.title()}</h3>
        <TextField
          id="rota-limit-hours"
          label={t.limit.hours()}
          type="number"
          inputMode="numeric"
          min={ROTA.minLimitHours}
          max={ROTA.maxLimitHours}
          value={limit}
          onChange={(e) => setLimit(Number(e.target.value))}
        />
        <button type="submit" className="btn btn--secondary" disabled={save.isPending}>
          {t.limit.save()}
        </button>
      </form>
    </>
  );
}

/** This week's feeding rota on the colony page (members only). */
export function FeedingRota({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const t = LL.rota;
  const trpc = useTRPC();
  const query = useQuery(trpc.rota.week.queryOptions({ colonyId }));
  if (!query.data) {
    return query.isError ? <p role="alert">{t.loadError()}</p> : null;
  }
  const week: Week = query.data;
  return (
    <section className="colony-section" aria-labelledby="colony-rota">
      <h2 id="colony-rota">{t.title()}</h2>
      <p className="muted">{t.limit.current({ hours: week.limitHours })}</p>
      {week.shifts.length === 0 ? (
        <p className="muted">{t.empty()}</p>
      ) : (
        <ul className="rota-shifts">
          {week.shifts.map((shift) => (
            <ShiftItem key={shift._id} shift={shift} canEdit={week.canEdit} />
          ))}
        </ul>
      )}
      {week.canEdit && <RotaEditor colonyId={colonyId} limitHours={week.limitHours} />}
    </section>
  );
}
