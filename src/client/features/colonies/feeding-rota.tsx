import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { minuteLabel } from '../../../shared/rota.js';
import { addDays } from '../../../shared/time.js';
import { waitsForConnection } from '../../lib/errors.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { useRotaWeekQueryOptions } from './api.js';
import type { Shift, Week } from './rota-change.js';
import { ShiftItem } from './rota-shift.js';
import { dateFormat } from '../../lib/formats.js';

// A coordinator's editor, with the form library: fetched when it is shown, not with the page.
const RotaEditor = lazyPart(async () => (await import('./rota-editor.js')).RotaEditor);

/** A 'YYYY-MM-DD' as the reader writes a day and month (dd/mm in pt-BR). */
function useDayLabel() {
  const { locale } = useI18nContext();
  return (day: string) =>
    dateFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
}

/** This week's rota: one query, shared by the next-shift line, the rota and the editor. */
function useThisWeek(colonyId: string) {
  return useQuery(useRotaWeekQueryOptions(colonyId));
}

/** The member's next shift of those she took: this week's if still ahead, else next week's. */
function nextShiftOf(week: Week): { shift: Shift; day: string } | null {
  const mine = week.shifts.filter((shift) => shift.signedUp);
  const ahead = mine
    .map((shift) =>
      shift.state === 'upcoming' || shift.state === 'open' || shift.state === 'notStarted'
        ? // A shift that has not started this week counts from next week's occurrence.
          { shift, day: shift.state === 'notStarted' ? addDays(shift.day, 7) : shift.day }
        : { shift, day: addDays(shift.day, 7) },
    )
    .sort((a, b) =>
      a.day === b.day ? a.shift.startMinute - b.shift.startMinute : a.day < b.day ? -1 : 1,
    );
  return ahead[0] ?? null;
}

/** "Seu próximo turno", first on the page for a member. */
export function MyNextShift({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const t = LL.rota;
  const dayLabel = useDayLabel();
  const query = useThisWeek(colonyId);
  if (!query.data) return null;
  const next = nextShiftOf(query.data);
  return (
    <p className="colony-next-shift">
      <strong>{t.myNext()}:</strong>{' '}
      {next ? (
        <a href="#rota">
          {t.myNextWhen({
            day: t.weekdays[`d${next.shift.weekday}` as keyof typeof t.weekdays](),
            date: dayLabel(next.day),
            window: `${minuteLabel(next.shift.startMinute)}–${minuteLabel(next.shift.endMinute)}`,
          })}
        </a>
      ) : (
        <span className="muted">{t.myNextNone()}</span>
      )}
    </p>
  );
}

/** The feeding rota (members only): this week, past weeks to browse, and the coordinators' tools. */
export function FeedingRota({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const t = LL.rota;
  const dayLabel = useDayLabel();
  const thisWeek = useThisWeek(colonyId);
  const [weeksBack, setWeeksBack] = useState(0);
  const monday = thisWeek.data?.weekStart;
  // The Monday of the week shown: known before its rota has loaded.
  const shownMonday = monday ? addDays(monday, -7 * weeksBack) : undefined;
  const past = useQuery({
    ...useRotaWeekQueryOptions(colonyId, shownMonday),
    enabled: Boolean(monday) && weeksBack > 0,
  });
  const query = weeksBack > 0 ? past : thisWeek;
  if (!thisWeek.data) {
    return thisWeek.isError ? (
      <p role="alert">{waitsForConnection(thisWeek) ? t.notSaved() : t.loadError()}</p>
    ) : null;
  }
  const current = thisWeek.data;
  const week = query.data;
  const firstWeek = current.firstWeek;
  const canGoBack = week !== undefined && firstWeek !== null && week.weekStart > firstWeek;
  return (
    <>
      {/* Coordinators read and change the limit in their tools. */}
      {!current.canEdit && (
        <p className="muted">{t.limit.current({ hours: current.limitHours })}</p>
      )}
      <nav className="rota-weeks" aria-label={t.title()}>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={!canGoBack}
          onClick={() => setWeeksBack((n) => n + 1)}
        >
          ‹ {t.previousWeek()}
        </button>
        <h3 className="rota-weeks__label" aria-live="polite">
          {weeksBack === 0 || !shownMonday
            ? t.thisWeek()
            : t.weekOf({ date: dayLabel(shownMonday) })}
        </h3>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={weeksBack === 0}
          onClick={() => setWeeksBack((n) => Math.max(0, n - 1))}
        >
          {t.nextWeek()} ›
        </button>
      </nav>
      {week === undefined ? (
        query.isError || waitsForConnection(query) ? (
          <p role="alert">{waitsForConnection(query) ? t.notSaved() : t.loadError()}</p>
        ) : (
          <p className="muted">{LL.common.loading()}</p>
        )
      ) : (
        <>
          {!week.current && <p className="muted">{t.pastWeek()}</p>}
          {week.shifts.length === 0 ? (
            <p className="muted">{week.current ? t.empty() : t.noShiftsThatWeek()}</p>
          ) : (
            <ul className="rota-shifts">
              {week.shifts.map((shift) => (
                <ShiftItem
                  key={shift._id}
                  colonyId={colonyId}
                  shift={shift}
                  current={week.current}
                  canEdit={current.canEdit}
                />
              ))}
            </ul>
          )}
        </>
      )}
      {current.canEdit && (
        <Suspense fallback={null}>
          <RotaEditor colonyId={colonyId} limitHours={current.limitHours} />
        </Suspense>
      )}
    </>
  );
}
