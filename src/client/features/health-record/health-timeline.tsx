import { useMutation, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { healthWhat } from '../../../shared/health-record-labels.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { formatDay } from '../../lib/day.js';
import { errorMessage } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import {
  useHealthPhotoQueryOptions,
  useRemoveHealthEntryMutationOptions,
  useTnrStepsQueryOptions,
} from './api.js';
import { lazyPart } from '../../lib/lazy-part.js';

const HealthEntryForm = lazyPart(
  async () => (await import('./health-entry-form.js')).HealthEntryForm,
);

type Entry = RouterOutputs['healthRecord']['ofCat']['entries'][number];
type Step = RouterOutputs['tnr']['forCat']['steps'][number];
type Item = { day: string; entry: Entry } | { day: string; step: Step };

/** The entry's photo, asked for when opened (a data: URL: it never has a public address). */
function EntryPhoto({ entry, what }: { entry: Entry; what: string }) {
  const { LL } = useI18nContext();
  const t = LL.healthRecord;
  const [open, setOpen] = useState(false);
  const photo = useQuery(useHealthPhotoQueryOptions(entry.id, open));
  return (
    <div className="health-item__photo">
      <button type="button" className="btn btn--secondary" onClick={() => setOpen(!open)}>
        {open ? t.hidePhoto() : t.showPhoto()}
      </button>
      {open && photo.data && <img src={photo.data.dataUrl} alt={t.photoAlt({ what })} />}
      {open && photo.isError && <p className="muted">{t.photoError()}</p>}
    </div>
  );
}

function EntryItem({
  catId,
  entry,
  onRemove,
}: {
  catId: string;
  entry: Entry;
  onRemove: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.healthRecord;
  const [editing, setEditing] = useState(false);
  const what = healthWhat(LL, entry);
  const date = formatDay(locale, entry.doneOn);
  if (editing) {
    return (
      <li className="health-item">
        <Suspense fallback={<p className="muted">{LL.common.loading()}</p>}>
          <HealthEntryForm catId={catId} entry={entry} onDone={() => setEditing(false)} />
        </Suspense>
      </li>
    );
  }
  return (
    <li className="health-item">
      <p className="health-item__what">
        {what}
        {entry.diagnosis && <span>: {t.diagnoses[entry.diagnosis]()}</span>}
      </p>
      <p className="health-item__meta muted">
        <time dateTime={entry.doneOn}>{date}</time> ·{' '}
        <Link to={`/profile/${entry.author.userId}`}>
          {t.by({ name: entry.author.name || LL.cat.checkinItem.removedUser() })}
        </Link>
        {entry.dueOn && <> · {t.dueOn({ date: formatDay(locale, entry.dueOn) })}</>}
      </p>
      {entry.note && <p className="health-item__note">{entry.note}</p>}
      {entry.hasPhoto && <EntryPhoto entry={entry} what={what} />}
      {entry.canEdit && (
        <div className="health-item__actions">
          <button
            type="button"
            className="btn btn--secondary"
            aria-label={t.editLabel({ what, date })}
            onClick={() => setEditing(true)}
          >
            {t.edit()}
          </button>
          <button
            type="button"
            className="btn btn--danger-outline"
            aria-label={t.removeLabel({ what, date })}
            onClick={onRemove}
          >
            {t.remove()}
          </button>
        </div>
      )}
    </li>
  );
}

/** The cat's health entries and TNR steps, newest first, in one list. */
export function HealthTimeline({ catId, entries }: { catId: string; entries: Entry[] }) {
  const { LL, locale } = useI18nContext();
  const t = LL.healthRecord;
  const tnr = useQuery(useTnrStepsQueryOptions(catId));
  const [removing, setRemoving] = useState<Entry | null>(null);
  const remove = useMutation(
    useRemoveHealthEntryMutationOptions({
      onSuccess: () => toast.success(t.removed()),
      onError: (error) => toast.error(errorMessage(LL, error)),
    }),
  );
  const results = LL.tnr.results;
  const stepDetail = (step: Step) =>
    step.step === 'testado-fiv-felv' && step.detail in results
      ? results[step.detail as keyof typeof results]()
      : step.detail;
  const items: Item[] = [
    ...entries.map((entry) => ({ day: entry.doneOn, entry })),
    ...(tnr.data?.steps ?? []).map((step) => ({ day: step.doneOn, step })),
  ].sort((a, b) => b.day.localeCompare(a.day));
  if (items.length === 0) return <p className="muted">{t.empty()}</p>;
  const removeTitle = removing
    ? t.removeLabel({ what: healthWhat(LL, removing), date: formatDay(locale, removing.doneOn) })
    : '';
  return (
    <>
      <ol className="health-timeline" aria-label={t.title()}>
        {items.map((item) =>
          'entry' in item ? (
            <EntryItem
              key={item.entry.id}
              catId={catId}
              entry={item.entry}
              onRemove={() => setRemoving(item.entry)}
            />
          ) : (
            <li key={item.step.id} className="health-item health-item--tnr">
              <p className="health-item__what">
                {t.tnrStep({ step: LL.tnr.steps[item.step.step]() })}
                {item.step.detail && <span>: {stepDetail(item.step)}</span>}
              </p>
              <p className="health-item__meta muted">
                <time dateTime={item.step.doneOn}>{formatDay(locale, item.step.doneOn)}</time>
              </p>
            </li>
          ),
        )}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        danger
        title={removeTitle}
        confirmLabel={t.remove()}
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate({ id: removing.id }, { onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
