import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { MODERATION } from '../../../shared/moderation.js';
import { actionReasonForm } from '../../../shared/schemas/moderation.js';
import { classifyError } from '../../lib/errors.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import {
  useDismissMutationOptions,
  useHideMutationOptions,
  useModerationLogQueryOptions,
  useModerationQueueQueryOptions,
  useRestoreMutationOptions,
  useSuspendMutationOptions,
  useUnsuspendMutationOptions,
} from './api.js';
import { dateFormat } from '../../lib/formats.js';
import './moderation.css';

type Item = RouterOutputs['moderation']['queue']['items'][number];

/** The moderator's reason for a decision, checked by the schema the server uses. */
const useReasonForm = (formId: string) =>
  useZodForm(actionReasonForm, { formId, fields: ['reason'], defaultValues: { reason: '' } });

/** The reason's input, with its message under it (the queue and the log's restore). */
function ReasonField({
  form,
  labelClass,
}: {
  form: ReturnType<typeof useReasonForm>;
  labelClass?: string;
}) {
  const { LL } = useI18nContext();
  const id = form.fieldId('reason');
  const error = form.errorOf('reason');
  return (
    <>
      <label className={labelClass} htmlFor={id}>
        {LL.moderation.actionReason()}
      </label>
      <input
        {...form.register('reason')}
        id={id}
        className="field__input"
        maxLength={MODERATION.reasonMax}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

/** One reported item in context, its reports, and what a moderator can do about it. */
function QueueItem({ item }: { item: Item }) {
  const { LL, locale } = useI18nContext();
  const t = LL.moderation;
  const reasonId = `reason-${item.targetId}`;
  const form = useReasonForm(reasonId);
  // The toast names what happened ("Conteúdo ocultado."), not a bare "Feito.".
  const doneWith = (message: () => string) => ({
    ...options,
    onSuccess: () => toast.success(message()),
  });
  const options = {
    onError: (error: unknown) => {
      const failure = classifyError(error);
      toast.error(t.actionFailed(), {
        description:
          failure.kind === 'http' && failure.status < 500
            ? (failure.message ?? undefined)
            : undefined,
      });
    },
  };
  const hide = useMutation(useHideMutationOptions(doneWith(t.results.hidden)));
  const restore = useMutation(useRestoreMutationOptions(doneWith(t.results.restored)));
  const dismiss = useMutation(useDismissMutationOptions(doneWith(t.results.dismissed)));
  const suspend = useMutation(useSuspendMutationOptions(doneWith(t.results.suspended)));
  const unsuspend = useMutation(useUnsuspendMutationOptions(doneWith(t.results.unsuspended)));
  const pending = [hide, restore, dismiss, suspend, unsuspend].some((m) => m.isPending);
  /** Each button is a submit of the one reason field, checked by the schema the server uses. */
  const act = (run: (reason: string) => void) =>
    void form.onSubmit(({ reason }) => {
      if (!pending) run(reason);
    })();
  const content = item.targetType !== 'user' ? item.targetType : null;
  const owner = item.context.owner;

  return (
    <article className="mod-item" aria-labelledby={`title-${item.targetId}`}>
      <header className="mod-item__header">
        <span className="badge badge--soon">{t.targets[item.targetType]()}</span>
        <span className="mod-item__count">{t.reportCount({ count: item.reportCount })}</span>
        {item.hidden && (
          <span className="badge badge--helpers">
            {item.hidden.auto ? t.hiddenAuto() : t.hiddenManual()}
          </span>
        )}
        {item.context.ownerSuspended && (
          <span className="badge badge--helpers">{t.suspended()}</span>
        )}
      </header>
      <div className="mod-item__context">
        {item.context.imageUrl && (
          <img src={item.context.imageUrl} alt="" width="96" height="96" loading="lazy" />
        )}
        <div>
          <h2 id={`title-${item.targetId}`} className="mod-item__title">
            {item.context.title}
          </h2>
          {item.context.text && <p className="mod-item__text">{item.context.text}</p>}
          {owner && <p className="muted">{t.owner({ name: owner.name })}</p>}
          {item.context.link && <Link to={item.context.link}>{t.open()}</Link>}
        </div>
      </div>
      <ul className="mod-item__reports">
        {item.reports.map((report) => (
          <li key={`${report.reporter._id}-${report.createdAt}`}>
            <strong>{t.reasons[report.reason]()}</strong> {t.by({ name: report.reporter.name })} ·{' '}
            {dateFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
              new Date(report.createdAt),
            )}
            {report.text && <p className="mod-item__text">“{report.text}”</p>}
          </li>
        ))}
      </ul>
      <ReasonField form={form} labelClass="mod-item__reason" />
      <div className="mod-item__actions">
        {content &&
          (item.hidden ? (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={pending}
              onClick={() =>
                act((reason) =>
                  restore.mutate({ targetType: content, targetId: item.targetId, reason }),
                )
              }
            >
              {t.restore()}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--primary"
              disabled={pending}
              onClick={() =>
                act((reason) =>
                  hide.mutate({ targetType: content, targetId: item.targetId, reason }),
                )
              }
            >
              {t.hide()}
            </button>
          ))}
        {!item.hidden && (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={pending}
            onClick={() =>
              act((reason) =>
                dismiss.mutate({ targetType: item.targetType, targetId: item.targetId, reason }),
              )
            }
          >
            {t.keep()}
          </button>
        )}
        {owner &&
          (item.context.ownerSuspended ? (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={pending}
              onClick={() => act((reason) => unsuspend.mutate({ userId: owner._id, reason }))}
            >
              {t.unsuspend()}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={pending}
              onClick={() => act((reason) => suspend.mutate({ userId: owner._id, reason }))}
            >
              {t.suspend()}
            </button>
          ))}
      </div>
    </article>
  );
}

/** /admin: the open reports, most reported first. */
export function ModerationQueue({ page }: { page: number }) {
  const { LL } = useI18nContext();
  const queue = useQuery(useModerationQueueQueryOptions(page));
  if (!queue.data) {
    return (
      <p className="list-status" role="status">
        {queue.isError ? LL.moderation.actionFailed() : LL.common.loading()}
      </p>
    );
  }
  if (queue.data.items.length === 0) return <p className="muted">{LL.moderation.queueEmpty()}</p>;
  return (
    <div className="mod-queue">
      {queue.data.items.map((item) => (
        <QueueItem key={`${item.targetType}-${item.targetId}`} item={item} />
      ))}
    </div>
  );
}

type Entry = RouterOutputs['moderation']['log']['entries'][number];

/** Restores, from the log, an item a hide took out of view. */
function RestoreFromLog({ entry }: { entry: Entry }) {
  const { LL } = useI18nContext();
  const t = LL.moderation;
  const id = `restore-${entry._id}`;
  const form = useReasonForm(id);
  const restore = useMutation(
    useRestoreMutationOptions({
      onSuccess: () => toast.success(t.results.restored()),
      onError: () => toast.error(t.actionFailed()),
    }),
  );
  const type = entry.targetType;
  if (type === 'user') return null;
  const submit = form.onSubmit(({ reason }) => {
    if (!restore.isPending) restore.mutate({ targetType: type, targetId: entry.targetId, reason });
  });
  return (
    <form id={id} className="mod-log__restore" noValidate onSubmit={(event) => void submit(event)}>
      <ReasonField form={form} />
      <button type="submit" className="btn btn--secondary" disabled={restore.isPending}>
        {t.restore()}
      </button>
    </form>
  );
}

/** /admin?view=log: every action, newest first; hidden items can be restored from here. */
export function ModerationLog({ page }: { page: number }) {
  const { LL, locale } = useI18nContext();
  const t = LL.moderation;
  const log = useQuery(useModerationLogQueryOptions(page));
  if (!log.data) {
    return (
      <p className="list-status" role="status">
        {log.isError ? t.actionFailed() : LL.common.loading()}
      </p>
    );
  }
  if (log.data.entries.length === 0) return <p className="muted">{t.logEmpty()}</p>;
  return (
    <ul className="mod-log">
      {log.data.entries.map((entry) => (
        <li key={entry._id} className="mod-log__entry">
          <strong>{t.actions[entry.action]()}</strong> · {t.targets[entry.targetType]()} ·{' '}
          {entry.actor?.name ?? t.system()} ·{' '}
          {dateFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
            new Date(entry.createdAt),
          )}
          <p className="mod-item__text">{entry.reason}</p>
          {entry.ownCase && <p className="mod-item__text">{t.ownCase()}</p>}
          {entry.hiddenNow && (entry.action === 'hide' || entry.action === 'autoHide') && (
            <RestoreFromLog entry={entry} />
          )}
        </li>
      ))}
    </ul>
  );
}
