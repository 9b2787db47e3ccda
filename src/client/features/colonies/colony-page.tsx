import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatCard } from '../../components/cat-card.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { LazyAreaMap } from '../../components/lazy-area-map.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { dropDeviceCopies } from '../../lib/device-copies.js';
import { errorMessage } from '../../lib/errors.js';
import { useAuth } from '../../lib/auth.js';
import { timeAgo, useNow } from '../../lib/relative-time.js';
import { useTRPC } from '../../lib/trpc.js';
import { ColonyCard } from './colony-card.js';
import { FeedingRota } from './feeding-rota.js';
import { RemoveMember } from './remove-member.js';

type Page = RouterOutputs['colonies']['byId'];
type Member = NonNullable<Page['members']>[number];

/** What `Date#toLocaleString` writes without options: the date and the time to the second. */
const DATE_AND_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** "há 3 h": how long ago, in the reader's language; the date and time on hover. */
function Ago({ iso }: { iso: string }) {
  const { LL, locale } = useI18nContext();
  const now = useNow();
  const then = new Date(iso);
  return (
    <time dateTime={iso} title={new Intl.DateTimeFormat(locale, DATE_AND_TIME).format(then)}>
      {timeAgo(locale, then, now) ?? LL.colonies.page.justNow()}
    </time>
  );
}

const NOTICE_KEY = 'gateiros.oldPointsNotice';

/**
 * Told once to a colony's coordinators: public points published before positions went by place
 * (docs/privacy.md) could be combined, so the colony's spot may already be known. Dismissed per
 * colony on this device.
 */
function OldPointsNotice({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const [dismissed, setDismissed] = useState(() => {
    try {
      return (localStorage.getItem(NOTICE_KEY) ?? '').split(' ').includes(colonyId);
    } catch {
      return false;
    }
  });
  if (dismissed) return null;
  const dismiss = () => {
    try {
      const seen = (localStorage.getItem(NOTICE_KEY) ?? '').split(' ').filter(Boolean);
      localStorage.setItem(NOTICE_KEY, [...seen, colonyId].join(' '));
    } catch {
      // Private mode: the notice is dismissed for this visit only.
    }
    setDismissed(true);
  };
  return (
    <aside className="colony-notice" role="note" aria-label={LL.colonies.oldPoints.title()}>
      <p>
        <strong>{LL.colonies.oldPoints.title()}</strong> {LL.colonies.oldPoints.body()}
      </p>
      <button type="button" className="btn btn--small" onClick={dismiss}>
        {LL.colonies.oldPoints.dismiss()}
      </button>
    </aside>
  );
}

function useColonyChange() {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.colonies.pathKey() }),
    onError: (error: unknown) => void toast.error(errorMessage(LL, error)),
  };
}

function Members({
  colonyId,
  members,
  coordinator,
  meId,
}: {
  colonyId: string;
  members: Member[];
  coordinator: boolean;
  meId: string | undefined;
}) {
  const { LL } = useI18nContext();
  const t = LL.colonies.page;
  const trpc = useTRPC();
  const change = useColonyChange();
  const decide = useMutation(trpc.colonies.decide.mutationOptions(change));
  const setRole = useMutation(trpc.colonies.setRole.mutationOptions(change));
  const approved = members.filter((m) => m.status === 'approved');
  const pending = members.filter((m) => m.status === 'pending');
  return (
    <>
      {coordinator && pending.length > 0 && (
        <section className="colony-section" aria-labelledby="colony-requests">
          <h2 id="colony-requests">{t.requests()}</h2>
          <ul className="colony-members">
            {pending.map((m) => (
              <li key={m._id} className="colony-member">
                <Link to={`/profile/${m._id}`}>{m.name}</Link>
                <span className="colony-member__actions">
                  <button
                    type="button"
                    className="btn btn--primary btn--small"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ colonyId, userId: m._id, decision: 'approve' })}
                  >
                    {t.approve()}
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ colonyId, userId: m._id, decision: 'decline' })}
                  >
                    {t.decline()}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="colony-section" aria-labelledby="colony-members">
        <h2 id="colony-members">{t.members()}</h2>
        <ul className="colony-members">
          {approved.map((m) => (
            <li key={m._id} className="colony-member">
              <span>
                <Link to={`/profile/${m._id}`}>{m.name}</Link>{' '}
                <span className="muted">
                  · {m.role === 'coordinator' ? t.roleCoordinator() : t.roleCarer()}
                </span>
              </span>
              <span className="colony-member__actions">
                {coordinator && m.role === 'carer' && (
                  <button
                    type="button"
                    className="btn btn--link"
                    disabled={setRole.isPending}
                    onClick={() => setRole.mutate({ colonyId, userId: m._id, role: 'coordinator' })}
                  >
                    {t.makeCoordinator()}
                  </button>
                )}
                {coordinator && m._id !== meId && <RemoveMember colonyId={colonyId} member={m} />}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** /colony/:id: the card for everyone; members, cats and the last feeding for its members. */
export function ColonyPage({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.page;
  const trpc = useTRPC();
  const { user } = useAuth();
  const query = useQuery(trpc.colonies.byId.queryOptions({ colonyId }));
  const change = useColonyChange();
  const join = useMutation(
    trpc.colonies.join.mutationOptions({
      ...change,
      onSuccess: () => {
        toast.success(t.joined());
        change.onSuccess();
      },
    }),
  );
  const queryClient = useQueryClient();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const leave = useMutation(
    trpc.colonies.leave.mutationOptions({
      ...change,
      onSuccess: () => {
        toast.success(t.left());
        // Care of the colony's cats ended: their exact spots leave this device too.
        void dropDeviceCopies(queryClient, 'accessLost');
      },
    }),
  );
  if (!query.data) {
    return query.isError ? (
      <p role="alert">{errorMessage(LL, query.error)}</p>
    ) : (
      <p className="muted">{LL.common.loading()}</p>
    );
  }
  const { colony, members, cats, lastFeedingAt } = query.data;
  const me = colony.me;
  const coordinator = me?.status === 'approved' && me.role === 'coordinator';
  return (
    <>
      <ColonyCard colony={colony} link={false} />
      {coordinator && <OldPointsNotice colonyId={colonyId} />}
      <LazyAreaMap
        area={{ kind: 'cells', cells: colony.area.cells }}
        label={LL.colonies.card.areaMap()}
        loading={LL.cat.areaLoading()}
        caption={LL.colonies.card.area({ count: colony.area.cells.length })}
      />
      {user && !me && (
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={join.isPending}
          onClick={() => join.mutate({ colonyId })}
        >
          {t.join()}
        </button>
      )}
      {!members && <p className="muted">{t.membersOnly()}</p>}
      {members && (
        <p className="colony-feeding">
          {lastFeedingAt ? (
            <>
              {t.lastFeeding()} <Ago iso={lastFeedingAt} />
            </>
          ) : (
            t.neverFed()
          )}
        </p>
      )}
      {members && <FeedingRota colonyId={colonyId} />}
      {(coordinator || user?.isAdmin) && (
        <Link
          className="btn btn--secondary btn--block"
          to={`/reports/impact?colonyId=${encodeURIComponent(colonyId)}`}
        >
          {LL.reports.openLink()}
        </Link>
      )}
      {members && (
        <Members
          colonyId={colonyId}
          members={members}
          coordinator={coordinator || Boolean(user?.isAdmin)}
          meId={user?._id}
        />
      )}
      {cats && (
        <section className="colony-section" aria-labelledby="colony-cats">
          <h2 id="colony-cats">{t.cats()}</h2>
          {cats.length === 0 ? (
            <p className="muted">{t.noCats()}</p>
          ) : (
            <ul className="colony-cards">
              {cats.map((cat) => (
                <li key={cat._id}>
                  <CatCard cat={cat} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {me && (
        <button
          type="button"
          className="btn btn--secondary btn--block colony-leave"
          disabled={leave.isPending}
          onClick={() =>
            me.status === 'pending' ? leave.mutate({ colonyId }) : setConfirmLeave(true)
          }
        >
          {me.status === 'pending' ? t.withdraw() : t.leave()}
        </button>
      )}
      <ConfirmDialog
        open={confirmLeave}
        danger
        title={t.leaveTitle({ name: colony.name })}
        message={<p>{t.leaveText()}</p>}
        confirmLabel={t.leave()}
        pending={leave.isPending}
        onConfirm={() => leave.mutate({ colonyId }, { onSettled: () => setConfirmLeave(false) })}
        onCancel={() => setConfirmLeave(false)}
      />
      <p>
        <Link to="/colonies">{t.back()}</Link>
      </p>
    </>
  );
}
