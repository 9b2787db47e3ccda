import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ROTA } from '../../../shared/rota.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { UserIcon } from '../../components/icons.js';
import { useDropOutOfShiftMutationOptions, useSignUpForShiftMutationOptions } from './api.js';
import { shiftLabel, useRotaChange, type Shift } from './rota-change.js';
import { ShareRotaGap } from './share-rota-gap.js';
import { ShiftRemove } from './shift-remove.js';
import { dateFormat } from '../../lib/formats.js';

/**
 * A shift of the week shown, in one compact row: its day, window and state, who takes it and who
 * fed, and beside them this week's actions: a member's one (take it or leave it), a gap's share,
 * and for coordinators "Remover turno" (each shift is listed once, and edited where it is).
 */
export function ShiftItem({
  colonyId,
  shift,
  current,
  canEdit,
}: {
  colonyId: string;
  shift: Shift;
  current: boolean;
  /** A coordinator's: the shift is removed from its card. */
  canEdit: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.rota;
  const [confirmDrop, setConfirmDrop] = useState(false);
  const signUp = useMutation(useSignUpForShiftMutationOptions(useRotaChange(t.signedUp)));
  const dropOut = useMutation(useDropOutOfShiftMutationOptions(useRotaChange(t.droppedOut)));
  const time = (iso: string) =>
    dateFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  const full = shift.carers.length >= ROTA.carersPerShift;
  const label = shiftLabel(LL, shift);
  // A colony feeding is one check-in per cat: one line per person and minute.
  const fedLines = [
    ...new Set(shift.feedings.map((f) => t.fedBy({ name: f.userName, time: time(f.at) }))),
  ];
  return (
    <li className={`rota-shift rota-shift--${shift.state}`} aria-label={label}>
      <p className="rota-shift__head">
        <strong>
          {label}
          {shift.removed && <span className="muted"> · {t.removedShift()}</span>}
        </strong>{' '}
        <span className={`rota-state rota-state--${shift.state}`}>{t.states[shift.state]()}</span>
      </p>
      {current && (
        <p className="rota-shift__carers">
          {shift.carers.length === 0 ? (
            <span className="muted">{t.nobody()}</span>
          ) : (
            <>
              {/* Said in words to a screen reader; shown as a person and the count. */}
              <span className="visually-hidden">
                {t.shiftCarers({ count: shift.carers.length, max: ROTA.carersPerShift })}{' '}
              </span>
              <span className="rota-shift__count" aria-hidden="true">
                <UserIcon width="14" height="14" />
                {shift.carers.length}/{ROTA.carersPerShift}
              </span>{' '}
              {shift.carers.map((c) => c.name).join(', ')}
            </>
          )}
        </p>
      )}
      {fedLines.map((line) => (
        <p key={line} className="rota-shift__fed">
          {line}
        </p>
      ))}
      {current && (
        <div className="rota-shift__actions">
          {/* Short words in the row; the names say the whole action and start with them. */}
          {shift.signedUp ? (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-label={t.dropOut()}
              disabled={dropOut.isPending}
              onClick={() => setConfirmDrop(true)}
            >
              {t.dropOutShort()}
            </button>
          ) : full ? (
            <span className="muted rota-shift__full">{t.full()}</span>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--small"
              aria-label={t.signUp()}
              disabled={signUp.isPending}
              onClick={() => signUp.mutate({ shiftId: shift._id })}
            >
              {t.signUpShort()}
            </button>
          )}
          <ShareRotaGap colonyId={colonyId} shift={shift} />
          {canEdit && <ShiftRemove shift={shift} />}
        </div>
      )}
      <ConfirmDialog
        open={confirmDrop}
        title={t.dropOutTitle({ label })}
        message={<p>{t.dropOutText()}</p>}
        confirmLabel={t.dropOut()}
        pending={dropOut.isPending}
        onConfirm={() =>
          dropOut.mutate({ shiftId: shift._id }, { onSettled: () => setConfirmDrop(false) })
        }
        onCancel={() => setConfirmDrop(false)}
      />
    </li>
  );
}
