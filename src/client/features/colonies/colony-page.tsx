import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatCard } from '../../components/cat-card.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { LazyAreaMap } from '../../components/lazy-area-map.js';
import { dropDeviceCopies } from '../../lib/device-copies.js';
import { errorMessage } from '../../lib/errors.js';
import { useAuth } from '../../lib/auth.js';
import { timeAgo, useNow } from '../../lib/relative-time.js';
import {
  useColonyQueryOptions,
  useJoinColonyMutationOptions,
  useLeaveColonyMutationOptions,
} from './api.js';
import { ColonyCard } from './colony-card.js';
import { ColonyCensus } from './colony-census.js';
import { JoinRequests, MemberList, useColonyChange } from './colony-members.js';
import { FeedColony } from './feed-colony.js';
import { FeedingRota, MyNextShift } from './feeding-rota.js';
import { OldPointsNotice } from './old-points-notice.js';
import { PendingRequestsBadge } from './pending-requests-badge.js';
import { SectionBar, type ColonySection } from './section-bar.js';

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

/** One section of the page, the target of its link in the bar. */
function Section({
  id,
  title,
  children,
}: {
  id: ColonySection;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="colony-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /colony/:id: the card for everyone. For members the page leads with the day's work (the
 * one-tap feeding, their next shift), then the sections of the bar: cats, rota, members, and for
 * coordinators the requests and the report.
 */
export function ColonyPage({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.page;
  const { user } = useAuth();
  const query = useQuery(useColonyQueryOptions(colonyId));
  const change = useColonyChange();
  const join = useMutation(
    useJoinColonyMutationOptions({
      ...change,
      onSuccess: () => {
        toast.success(t.joined());
      },
    }),
  );
  const queryClient = useQueryClient();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const leave = useMutation(
    useLeaveColonyMutationOptions({
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
  const manages = coordinator || Boolean(user?.isAdmin);
  const member = me?.status === 'approved';
  const areaMap = (
    <LazyAreaMap
      area={{ kind: 'cells', cells: colony.area.cells }}
      label={LL.colonies.card.areaMap()}
      loading={LL.cat.areaLoading()}
      caption={LL.colonies.card.area({ count: colony.area.cells.length })}
    />
  );
  const sections: ColonySection[] = ['cats', 'rota', 'members'];
  if (manages) sections.push('requests', 'report');
  const feedable = (cats ?? []).filter((cat) => cat.status === 'Ativo');
  return (
    <>
      <ColonyCard colony={colony} link={false} />
      {members && <SectionBar shown={sections} />}
      <PendingRequestsBadge colony={colony} />
      {coordinator && <OldPointsNotice colonyId={colonyId} />}
      {!members && areaMap}
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
        <div className="colony-lead">
          {member && (
            <FeedColony
              colonyId={colonyId}
              colonyName={colony.name}
              cats={feedable.map((cat) => ({ _id: cat._id, name: cat.name }))}
            />
          )}
          <p className="colony-feeding">
            {lastFeedingAt ? (
              <>
                {t.lastFeeding()} <Ago iso={lastFeedingAt} />
              </>
            ) : (
              t.neverFed()
            )}
          </p>
          <MyNextShift colonyId={colonyId} />
        </div>
      )}
      {cats && (
        <Section id="cats" title={t.cats()}>
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
          {areaMap}
        </Section>
      )}
      {members && <ColonyCensus colonyId={colonyId} />}
      {members && (
        <Section id="rota" title={LL.rota.title()}>
          <FeedingRota colonyId={colonyId} />
        </Section>
      )}
      {members && (
        <Section id="members" title={t.members()}>
          <MemberList
            colonyId={colonyId}
            members={members.filter((m) => m.status === 'approved')}
            coordinator={manages}
            meId={user?._id}
          />
        </Section>
      )}
      {members && manages && (
        <Section id="requests" title={t.requests()}>
          <JoinRequests
            colonyId={colonyId}
            pending={members.filter((m) => m.status === 'pending')}
          />
        </Section>
      )}
      {members && manages && (
        <Section id="report" title={t.reportTitle()}>
          <p className="muted">{t.reportText()}</p>
          <Link
            className="btn btn--secondary btn--block"
            to={`/reports/impact?colonyId=${encodeURIComponent(colonyId)}`}
          >
            {LL.reports.openLink()}
          </Link>
        </Section>
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
