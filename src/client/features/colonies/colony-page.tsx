import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { CatCard } from '../../components/cat-card.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { LazyAreaMap } from '../../components/lazy-area-map.js';
import { dropDeviceCopies } from '../../lib/device-copies.js';
import { useAuth } from '../../lib/auth.js';
import { isRefusal } from '../../lib/errors.js';
import { timeAgo, useNow } from '../../lib/relative-time.js';
import { colonyQuery, useJoinColonyMutationOptions, useLeaveColonyMutationOptions } from './api.js';
import { ColonyCard } from './colony-card.js';
import { ColonyCensus } from './colony-census.js';
import { ColonyDue } from './colony-due.js';
import { ColonyTodayCard } from './colony-today.js';
import { ColonyUnavailable } from './colony-unavailable.js';
import { JoinRequests, MemberList, useColonyChange } from './colony-members.js';
import { FeedColony } from './feed-colony.js';
import { FeedingRota, MyNextShift } from './feeding-rota.js';
import { OldPointsNotice } from './old-points-notice.js';
import { PendingRequestsBadge } from './pending-requests-badge.js';
import { SavedColonyMap } from './saved-colony-map.js';
import { ColonySection as Section, ColonySections } from './colony-section.js';
import { SectionBar } from './section-bar.js';
import { CatLastSeen, UnseenCatsRule } from './unseen-cats.js';
import { dateFormat } from '../../lib/formats.js';
import './colony-page.css';

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
    <time dateTime={iso} title={dateFormat(locale, DATE_AND_TIME).format(then)}>
      {timeAgo(locale, then, now) ?? LL.colonies.page.justNow()}
    </time>
  );
}

/**
 * /colony/:id: the card for everyone. For members the page leads with the day's work (what is
 * due today, their next shift, the one-tap feeding), then the sections of the bar: cats, rota, members, and for
 * coordinators the requests and the report.
 */
export function ColonyPage({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.page;
  const { user } = useAuth();
  const query = useQuery(colonyQuery(colonyId));
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
  const [wide] = useState(() => window.matchMedia?.('(min-width: 64rem)').matches ?? false);
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
  if (!query.data || (query.isError && isRefusal(query.error))) {
    return <ColonyUnavailable query={query} />;
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
  const feedable = (cats ?? []).filter((cat) => cat.status === 'Ativo');
  return (
    <ColonySections>
      <div className="colony-page">
        <ColonyCard colony={colony} link={false} />
        {members && <SectionBar />}
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
            <ColonyTodayCard colonyId={colonyId} />
            <MyNextShift colonyId={colonyId} />
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
            <PendingRequestsBadge colony={colony} href="#requests" />
            {coordinator && <OldPointsNotice colonyId={colonyId} />}
          </div>
        )}
        {cats && (
          <Section id="cats" title={t.cats()} bar={t.sectionCats()}>
            {cats.length === 0 ? (
              <p className="muted">{t.noCats()}</p>
            ) : (
              <ul className="colony-cats">
                {cats.map((cat) => (
                  <li key={cat._id}>
                    <CatCard cat={cat} headingLevel={3}>
                      <CatLastSeen colonyId={colonyId} catId={cat._id} />
                    </CatCard>
                  </li>
                ))}
              </ul>
            )}
            {/* Open from the first screen on a wide screen, a tap away on a phone. */}
            <details className="disclosure" open={wide}>
              <summary>{LL.colonies.card.areaMap()}</summary>
              {areaMap}
            </details>
            <UnseenCatsRule colonyId={colonyId} />
            <SavedColonyMap colonyId={colonyId} cells={colony.area.cells} member={member} />
          </Section>
        )}
        {members && <ColonyCensus colonyId={colonyId} />}
        {member && <ColonyDue colonyId={colonyId} />}
        {members && (
          <div className="colony-columns">
            <div className="colony-column">
              <Section id="rota" title={LL.rota.title()} bar={t.sectionRota()}>
                <FeedingRota colonyId={colonyId} />
              </Section>
            </div>
            <div className="colony-column">
              <Section id="members" title={t.members()} bar={t.sectionMembers()}>
                <MemberList
                  colonyId={colonyId}
                  members={members.filter((m) => m.status === 'approved')}
                  coordinator={manages}
                  meId={user?._id}
                />
              </Section>
              {manages && (
                <Section id="requests" title={t.requests()} bar={t.sectionRequests()}>
                  <JoinRequests
                    colonyId={colonyId}
                    pending={members.filter((m) => m.status === 'pending')}
                  />
                </Section>
              )}
              {manages && (
                <Section id="report" title={t.reportTitle()} bar={t.sectionReport()}>
                  <p className="muted colony-report-text">{t.reportText()}</p>
                  <Link
                    className="btn btn--secondary btn--block"
                    to={`/reports/impact?colonyId=${encodeURIComponent(colonyId)}`}
                  >
                    {LL.reports.openLink()}
                  </Link>
                </Section>
              )}
            </div>
          </div>
        )}
        <div className="colony-footer">
          {me && (
            <button
              type="button"
              className="btn btn--secondary btn--small colony-leave"
              disabled={leave.isPending}
              onClick={() =>
                me.status === 'pending' ? leave.mutate({ colonyId }) : setConfirmLeave(true)
              }
            >
              {me.status === 'pending' ? t.withdraw() : t.leave()}
            </button>
          )}
          <Link className="colony-footer__back" to="/colonies">
            {t.back()}
          </Link>
        </div>
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
      </div>
    </ColonySections>
  );
}
