import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Action, Health } from '../../../shared/constants.js';
import { isUrgent, reportsBetter } from '../../../shared/health-reports.js';
import { actionLabel } from '../../../shared/enum-labels.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { STEP_OF_ACTION, type TnrStep } from '../../../shared/tnr.js';
import { LevelUpIcon, TrophyIcon } from '../../components/icons.js';
import { tnrStepPath } from '../../lib/day.js';
import { WhatsappContactForm } from '../../components/whatsapp-contact-form.js';
import { useCatTnrQueryOptions } from '../../lib/cat-query.js';
import { summarizeCheckin, type CheckinAnswer, type CheckinOutcome } from './checkin-outcome.js';

/**
 * A report that the cat is in need (not that it is better than its urgent state): its carers
 * were told, and the result leads with that.
 */
const isAlarm = (reported: Health, before: Health | undefined) =>
  isUrgent(reported) && !(before !== undefined && reportsBetter(reported, before));

const signed = (points: number) => (points < 0 ? `−${-points}` : `+${points}`);

function PointsLines({ answer }: { answer: CheckinAnswer }) {
  const { LL } = useI18nContext();
  const t = LL.checkin.result;
  const { actionPoints, bonuses } = summarizeCheckin(answer);
  const actions = answer.checkIn.actions.map((action) => actionLabel(LL, action)).join(', ');
  return (
    <table className="checkin-result__lines">
      <caption className="visually-hidden">{t.breakdown()}</caption>
      <tbody>
        <tr>
          <th scope="row">{t.actions({ list: actions })}</th>
          <td>{signed(actionPoints)}</td>
        </tr>
        {bonuses.map((bonus, index) => (
          <tr key={`${bonus.type}-${index}`}>
            <th scope="row">{bonus.message}</th>
            <td>{signed(bonus.points)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t.total()}</th>
          <td>{signed(answer.pointsEarned)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * Castrou, Vacinou, Levou ao veterinário: the matching TNR step, offered to the cat's carers
 * (the cat page's form opens on it).
 */
function TnrSuggestions({ catId, actions }: { catId: string; actions: readonly Action[] }) {
  const { LL } = useI18nContext();
  const steps = [
    ...new Set(actions.map((a) => STEP_OF_ACTION[a]).filter((s): s is TnrStep => !!s)),
  ];
  const query = useQuery({ ...useCatTnrQueryOptions(catId), enabled: steps.length > 0 });
  if (steps.length === 0 || !query.data?.canRecord) return null;
  return (
    <div className="checkin-result__tnr">
      {steps.map((step) => (
        <Link key={step} className="btn btn--secondary btn--block" to={tnrStepPath(catId, step)}>
          {LL.tnr.suggest({ step: LL.tnr.steps[step]() })}
        </Link>
      ))}
    </div>
  );
}

/**
 * The check-in's result, in place of the form: the points earned with each bonus as a line (or,
 * for nothing earned, why), a new level and achievements as celebrations, and the way onward.
 * A check-in kept in the outbox says so; its points come when it is sent.
 */
export function CheckinResult({ outcome }: { outcome: CheckinOutcome }) {
  const { LL } = useI18nContext();
  const t = LL.checkin.result;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  const name = outcome.catName || LL.cat.unnamed();
  const onward = (
    <div className="checkin-result__onward">
      <Link className="btn btn--primary btn--block" to={`/cat/${outcome.catId}`}>
        {t.backToCat({ name })}
      </Link>
      <Link className="btn btn--secondary btn--block" to="/">
        {t.home()}
      </Link>
    </div>
  );

  if (outcome.kind === 'queued') {
    return (
      <section className="checkin-result checkin-result--queued" aria-label={t.label()}>
        <h2 ref={heading} tabIndex={-1} className="checkin-result__title">
          {t.queuedTitle()}
        </h2>
        <p>{t.queuedText({ name })}</p>
        {onward}
      </section>
    );
  }

  const { answer } = outcome;
  const earned = answer.pointsEarned > 0;
  const { celebrations, notes, reason: why } = summarizeCheckin(answer);
  const reason = why ? t.reasons[why]() : null;
  const points = earned ? t.earned({ points: answer.pointsEarned }) : t.nothing();
  // An urgent report leads with who was told and what to do now; the points come after.
  const urgentReport =
    answer.healthReport !== null && isAlarm(answer.checkIn.healthStatus, outcome.healthBefore);
  return (
    <section
      className={`checkin-result ${earned ? 'checkin-result--earned' : 'checkin-result--nothing'}`}
      aria-label={t.label()}
    >
      <p className="checkin-result__kicker">{t.recorded({ name })}</p>
      {urgentReport ? (
        <>
          <h2 ref={heading} tabIndex={-1} className="checkin-result__title">
            {answer.healthReport === 'confirmed'
              ? t.urgent.confirmed({ name })
              : t.urgent.told({ name })}
          </h2>
          <p>{t.urgent.nowWhat()}</p>
          {/* Whoever is accepted to help may reach the reporter: offered now, when it matters. */}
          <div className="checkin-result__contact">
            <p>{LL.profile.contact.offer()}</p>
            <WhatsappContactForm />
          </div>
          <p className="checkin-result__points">{points}</p>
        </>
      ) : (
        <h2 ref={heading} tabIndex={-1} className="checkin-result__title">
          {points}
        </h2>
      )}
      {reason && <p className="checkin-result__reason">{reason}</p>}
      {answer.healthReport && !(urgentReport && answer.healthReport === 'pending') && (
        <p className="checkin-result__note">
          {answer.healthReport === 'pending' ? t.healthPending() : t.healthConfirmed()}
        </p>
      )}
      {earned && <PointsLines answer={answer} />}
      {notes.map((note, index) => (
        <p key={`${note.type}-${index}`} className="checkin-result__note">
          {note.message}
        </p>
      ))}
      {celebrations.length > 0 && (
        <ul className="checkin-result__celebrations" aria-label={t.celebrations()}>
          {celebrations.map((bonus, index) => (
            <li key={`${bonus.type}-${index}`} className="checkin-result__celebration">
              {bonus.type === 'levelUp' ? (
                <LevelUpIcon width="28" height="28" />
              ) : (
                <TrophyIcon width="28" height="28" />
              )}
              <span>{bonus.message}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="checkin-result__totals muted">
        {t.totals({ points: answer.user.points, level: answer.user.level })}
      </p>
      <TnrSuggestions catId={outcome.catId} actions={answer.checkIn.actions} />
      {onward}
    </section>
  );
}
