import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import type { NotificationDto } from '../../shared/schemas/notifications.js';
import { EmptyState, LoadError, LoadingState } from '../components/load-states.js';
import { useAcceptHelpMutationOptions } from '../features/cat/api.js';
import { Pagination } from '../features/lists/pagination.js';
import {
  useMarkReadMutationOptions,
  useNotificationsQueryOptions,
} from '../features/notifications/api.js';
import { classifyError } from '../lib/errors.js';
import { toast } from '../lib/toast.js';
import { usePageParam } from '../lib/use-page-param.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { dateFormat } from '../lib/formats.js';
import '../features/lists/lists.css';
import '../features/notifications/notifications.css';

const PAGE_SIZE = 20;

function When({ iso }: { iso: string }) {
  const { locale } = useI18nContext();
  const date = new Date(iso);
  return (
    <time className="notification__time" dateTime={iso}>
      {dateFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date)}
    </time>
  );
}

/** "Aceitar ajuda de Ana" under an offer of help, in one tap (where to go is typed on the cat page). */
function AcceptOffer({ item }: { item: NotificationDto }) {
  const { LL } = useI18nContext();
  const t = LL.notify.help;
  const name = item.userName ?? LL.notify.someone();
  const accept = useMutation(
    useAcceptHelpMutationOptions({
      onSuccess: () => {
        toast.success(t.accepted({ name }));
      },
      onError: (error: unknown) => {
        const failure = classifyError(error);
        toast.error(t.error(), {
          description:
            failure.kind === 'http' && failure.status < 500
              ? (failure.message ?? undefined)
              : undefined,
        });
      },
    }),
  );
  if (!item.catId || !item.userId) return null;
  const catId = item.catId;
  const userId = item.userId;
  return (
    <button
      type="button"
      className="btn btn--primary btn--block notification__action"
      disabled={accept.isPending}
      onClick={() => accept.mutate({ catId, userId })}
    >
      {t.accept({ name })}
    </button>
  );
}

/** /notifications: newest first; opening one marks it read and goes to its cat or page. */
export function NotificationsPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.pages.notifications());
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const list = useQuery(useNotificationsQueryOptions(page, PAGE_SIZE));
  const { data } = list;
  useEffect(() => {
    if (data && page > data.totalPages) setPage(data.totalPages);
  }, [data, page, setPage]);

  const markRead = useMutation(useMarkReadMutationOptions());

  function open(item: NotificationDto) {
    if (!item.read) markRead.mutate({ ids: [item._id] });
    void navigate(item.path);
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <header className="list-header">
        <h1 id="page-title" className="page__title">
          {LL.pages.notifications()}
        </h1>
        {data && data.unread > 0 && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => markRead.mutate({})}
            disabled={markRead.isPending}
          >
            {LL.notify.markAllRead()}
          </button>
        )}
      </header>
      {data ? (
        data.total === 0 ? (
          <EmptyState
            title={LL.infoPages.notifications.empty()}
            hint={LL.infoPages.notifications.hint()}
          >
            <Link className="btn btn--secondary" to="/settings">
              {LL.infoPages.notifications.settings()}
            </Link>
          </EmptyState>
        ) : (
          <>
            <ul className="notifications" aria-label={LL.pages.notifications()}>
              {data.notifications.map((item) => (
                <li key={item._id}>
                  <a
                    href={item.path}
                    className={`notification${item.read ? '' : ' notification--unread'}`}
                    onClick={(event) => {
                      event.preventDefault();
                      open(item);
                    }}
                  >
                    <span className="notification__text">{item.text}</span>
                    <span className="notification__meta">
                      {!item.read && (
                        <span className="notification__new">{LL.notify.unread()}</span>
                      )}
                      <When iso={item.createdAt} />
                    </span>
                  </a>
                  {item.kind === 'helpOffered' && <AcceptOffer item={item} />}
                </li>
              ))}
            </ul>
            <Pagination
              page={Math.min(page, data.totalPages)}
              totalPages={data.totalPages}
              onChange={setPage}
            />
            <Link className="btn btn--secondary" to="/settings">
              {LL.infoPages.notifications.settings()}
            </Link>
          </>
        )
      ) : list.isError ? (
        <LoadError message={LL.notify.loadError()} onRetry={() => void list.refetch()} />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
