import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { readOtherCats } from '../../../shared/census.js';
import type { TranslationFunctions } from '../../../shared/i18n/i18n-types.js';
import { InputField } from '../../components/form-fields.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { useAuth } from '../../lib/auth.js';
import { classifyError, errorMessage } from '../../lib/errors.js';
import { useCurrentLocation } from '../../lib/location.js';
import { keepOutboxItem, useOutboxItems } from '../../lib/outbox.js';
import { feedingItem, type FeedingSend } from '../../lib/outbox-item.js';
import { toast } from '../../lib/toast.js';
import { useFeedColonyMutationOptions } from './api.js';
import './feeding.css';

type Result = RouterOutputs['colonies']['feed'];
type Outcome =
  { kind: 'sent'; result: Result } | { kind: 'queued'; count: number; clientId: string };

export interface FeedCat {
  _id: string;
  name: string;
}

/** One line per cat of the answer: its points, or why it earned none or was skipped. */
function catLine(LL: TranslationFunctions, cat: Result['cats'][number], name: string): string {
  const t = LL.feeding;
  if (cat.skipped) return t.skip[cat.skipped]({ name });
  if (cat.pointsEarned > 0) return t.catPoints({ name, points: cat.pointsEarned });
  const reason = cat.bonusDetails.find((line) => line.points === 0)?.message;
  return reason ? t.catNoPoints({ name, reason }) : t.catNoPointsPlain({ name });
}

function FeedingResult({ outcome, names }: { outcome: Outcome; names: Map<string, string> }) {
  const { LL } = useI18nContext();
  const t = LL.feeding;
  if (outcome.kind === 'queued') return <p>{t.queued({ count: outcome.count })}</p>;
  const { result } = outcome;
  const fed = result.cats.filter((cat) => cat.skipped === null);
  const skipped = result.cats.filter((cat) => cat.skipped !== null);
  const nameOf = (cat: Result['cats'][number]) =>
    cat.catName ?? names.get(cat.catId) ?? LL.offline.unknownCat();
  return (
    <>
      <p className="feeding-result__title">
        <strong>{t.resultTitle()}</strong>{' '}
        {fed.length === 0
          ? t.nothingFed()
          : result.pointsEarned > 0
            ? t.fed({ count: fed.length, points: result.pointsEarned })
            : t.fedNoPoints({ count: fed.length })}
      </p>
      {fed.length > 0 && (
        <ul className="feeding-result__cats">
          {fed.map((cat) => (
            <li key={cat.catId}>{catLine(LL, cat, nameOf(cat))}</li>
          ))}
        </ul>
      )}
      {skipped.length > 0 && (
        <>
          <p className="feeding-result__skipped">{t.skippedTitle()}</p>
          <ul className="feeding-result__cats">
            {skipped.map((cat) => (
              <li key={cat.catId}>{catLine(LL, cat, nameOf(cat))}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * "Alimentei a colônia": one tap records an 'Alimentou' check-in for every cat ticked (all, until
 * the member unticks the ones not seen). Without a connection the feeding waits in the outbox
 * under one client id, like a check-in, and counts for the shift at the time it was made.
 */
export function FeedColony({
  colonyId,
  colonyName,
  cats,
  named = false,
}: {
  colonyId: string;
  colonyName: string;
  cats: FeedCat[];
  /** The button's name says the colony (on the home, where several can show). */
  named?: boolean;
}) {
  const { LL } = useI18nContext();
  const t = LL.feeding;
  const { user } = useAuth();
  const location = useCurrentLocation();
  const listId = useId();
  const countId = useId();
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  // The census count: asked at every feeding, empty until answered (0 is an answer).
  const [otherCats, setOtherCats] = useState('');
  const [countError, setCountError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const names = new Map(cats.map((cat) => [cat._id, cat.name]));
  // A kept feeding's note goes once the outbox has sent it (its toast says what it earned).
  const waiting = useOutboxItems();
  const shown =
    outcome?.kind === 'queued' &&
    waiting !== null &&
    !waiting.some((item) => item.clientId === outcome.clientId)
      ? null
      : outcome;
  const ticked = cats.filter((cat) => !unticked.has(cat._id));

  const keep = async (send: FeedingSend, ids: { clientId: string; capturedAt: string }) => {
    if (!user) return;
    const kept = await keepOutboxItem(
      feedingItem(send, ids, { userId: user._id, label: colonyName }),
    );
    if (kept) setOutcome({ kind: 'queued', count: send.catIds.length, clientId: ids.clientId });
    else toast.error(LL.offline.queueFailed());
  };

  const feed = useMutation(
    useFeedColonyMutationOptions({
      onSuccess: (result) => {
        setOutcome({ kind: 'sent', result });
      },
      onError: (error, input) => {
        if (classifyError(error).kind === 'noResponse') {
          const { clientId, capturedAt, ...send } = input;
          void keep(send, { clientId: clientId!, capturedAt: capturedAt! });
        } else {
          toast.error(errorMessage(LL, error));
        }
      },
    }),
  );

  function send() {
    if (feed.isPending) return;
    // The home loads no `errors` strings (nor zod): the words are the feeding's own.
    const count = readOtherCats(otherCats);
    if (typeof count !== 'number') {
      setCountError(count === 'empty' ? t.otherCatsAsk() : t.otherCatsInvalid());
      document.getElementById(countId)?.focus();
      return;
    }
    // Where the phone is (not the default location): the check-ins' distance rule needs it.
    const position =
      location.position && location.position.source !== 'default' ? location.position : null;
    if (!position) {
      toast.error(t.noLocation());
      location.request();
      return;
    }
    if (ticked.length === 0) {
      toast.error(t.noneTicked());
      return;
    }
    setOutcome(null);
    const body: FeedingSend = {
      colonyId,
      catIds: ticked.map((cat) => cat._id),
      location: { latitude: position.latitude, longitude: position.longitude },
      otherCats: count,
    };
    setOtherCats('');
    const ids = { clientId: crypto.randomUUID(), capturedAt: new Date().toISOString() };
    if (navigator.onLine === false) void keep(body, ids);
    else feed.mutate({ ...body, ...ids });
  }

  const toggle = (catId: string) =>
    setUnticked((before) => {
      const next = new Set(before);
      if (next.has(catId)) next.delete(catId);
      else next.add(catId);
      return next;
    });

  if (cats.length === 0) return <p className="muted">{t.noCats()}</p>;
  return (
    <div className="feed-colony">
      <InputField
        id={countId}
        className="field__input feed-colony__count"
        label={t.otherCats()}
        hint={t.otherCatsHint()}
        error={countError ?? undefined}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={otherCats}
        onChange={(event) => {
          setOtherCats(event.target.value);
          setCountError(null);
        }}
      />
      <button
        type="button"
        className="btn btn--primary btn--block feed-colony__button"
        disabled={feed.isPending}
        onClick={send}
        aria-label={named && !feed.isPending ? t.buttonNamed({ name: colonyName }) : undefined}
      >
        {feed.isPending ? t.sending() : t.button()}
      </button>
      <details className="feed-colony__cats">
        <summary>{t.cats({ ticked: ticked.length, total: cats.length })}</summary>
        <p className="muted" id={listId}>
          {t.catsHint()}
        </p>
        <ul className="feed-colony__list" aria-describedby={listId}>
          {cats.map((cat) => (
            <li key={cat._id}>
              <label className="feed-colony__cat">
                <input
                  type="checkbox"
                  checked={!unticked.has(cat._id)}
                  onChange={() => toggle(cat._id)}
                />
                {cat.name}
              </label>
            </li>
          ))}
        </ul>
      </details>
      <div className="feeding-result" role="status">
        {shown && <FeedingResult outcome={shown} names={names} />}
      </div>
    </div>
  );
}
