import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ROTA } from '../../../shared/rota.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { TimeField } from '../../components/date-time-fields.js';
import { TextField } from '../../components/text-field.js';
import { useTRPC } from '../../lib/trpc.js';
import { shiftLabel, useRotaChange, type Shift } from './rota-change.js';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** '07:30' → 450. */
const toMinute = (value: string) => {
  const [h, m] = value.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The rota's shifts with "Remover turno", which first says what removal does. */
function ShiftRemoval({ shifts }: { shifts: Shift[] }) {
  const { LL } = useI18nContext();
  const t = LL.rota;
  const trpc = useTRPC();
  const [removing, setRemoving] = useState<Shift | null>(null);
  const remove = useMutation(trpc.rota.removeShift.mutationOptions(useRotaChange(t.removed)));
  if (shifts.length === 0) return null;
  const label = removing ? shiftLabel(LL, removing) : '';
  return (
    <div className="rota-form">
      <h4>{t.shiftsToRemove()}</h4>
      <ul className="colony-members">
        {shifts.map((shift) => (
          <li key={shift._id} className="colony-member">
            <span>{shiftLabel(LL, shift)}</span>
            <button
              type="button"
              className="btn btn--danger-outline btn--small"
              aria-label={t.removeLabel({ label: shiftLabel(LL, shift) })}
              onClick={() => setRemoving(shift)}
            >
              {t.remove()}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        danger
        title={t.removeTitle({ label })}
        message={<p>{t.removeText()}</p>}
        confirmLabel={t.remove()}
        pending={remove.isPending}
        pendingLabel={t.removePending()}
        onConfirm={() =>
          removing &&
          remove.mutate({ shiftId: removing._id }, { onSettled: () => setRemoving(null) })
        }
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

/**
 * The coordinators' tools, apart from what members use: the shifts to remove, a new weekly
 * shift, and the hours without feeding before an alert.
 */
export function RotaEditor({
  colonyId,
  limitHours,
  shifts,
}: {
  colonyId: string;
  limitHours: number;
  shifts: Shift[];
}) {
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
    if (!start || !end) return;
    add.mutate({ colonyId, weekday, startMinute: toMinute(start), endMinute: toMinute(end) });
  }
  function saveLimit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ colonyId, limitHours: limit });
  }
  return (
    <section className="colony-tools" aria-labelledby="rota-tools">
      <h3 id="rota-tools">{t.coordinatorTools()}</h3>
      <ShiftRemoval shifts={shifts} />
      <form className="rota-form" onSubmit={submit} aria-labelledby="rota-new">
        <h4 id="rota-new">{t.editor.title()}</h4>
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
          <TimeField
            id="rota-start"
            label={t.editor.start()}
            value={start}
            required
            onChange={setStart}
          />
          <TimeField id="rota-end" label={t.editor.end()} value={end} required onChange={setEnd} />
        </div>
        <p className="muted">{t.editor.zone()}</p>
        <button type="submit" className="btn btn--primary" disabled={add.isPending}>
          {t.editor.add()}
        </button>
      </form>
      <form className="rota-form" onSubmit={saveLimit} aria-labelledby="rota-limit">
        <h4 id="rota-limit">{t.limit.title()}</h4>
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
    </section>
  );
}
