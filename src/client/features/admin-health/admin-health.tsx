import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { useAuth } from '../../lib/auth.js';
import { useHealthQueryOptions } from './api.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { BackupsCard } from './backups-card.js';
import { MailCard } from './mail-card.js';
import { OffsiteCard } from './offsite-card.js';
import { dateTime, formatBytes } from './format.js';
import { numberFormat } from '../../lib/formats.js';
import './admin-health.css';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings-card" aria-labelledby={id}>
      <h2 id={id} className="settings-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="admin-health__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** For the admins who keep the server running: its state and the automatic backups. */
export function AdminHealth() {
  const { LL, locale } = useI18nContext();
  usePageTitle(LL.adminHealth.title());
  const { user } = useAuth();
  const health = useQuery({ ...useHealthQueryOptions(), enabled: !!user?.isAdmin });
  if (!user?.isAdmin) return <Navigate to="/404" replace />;
  const h = health.data;
  const number = numberFormat(locale);
  return (
    <section className="page admin-health" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LL.adminHealth.title()}
      </h1>
      {h && (
        <>
          <Card id="health-backups" title={LL.adminHealth.backups()}>
            <BackupsCard backups={h.backups} />
          </Card>
          <Card id="health-offsite" title={LL.adminHealth.offsite()}>
            <OffsiteCard offsite={h.backups.offsite} />
          </Card>
          <Card id="health-mail" title={LL.adminHealth.mail()}>
            <MailCard mail={h.mail} />
          </Card>
          <Card id="health-server" title={LL.adminHealth.server()}>
            <Facts
              rows={[
                [LL.adminHealth.version(), h.version],
                [LL.adminHealth.upSince(), dateTime(locale, h.startedAt)],
                [LL.adminHealth.registration(), LL.accounts.modes[h.registrationMode]()],
                [LL.adminHealth.database(), formatBytes(locale, h.databaseBytes)],
                [
                  LL.adminHealth.photos(),
                  LL.adminHealth.photoFiles({
                    files: h.photos.files,
                    size: formatBytes(locale, h.photos.bytes),
                  }),
                ],
              ]}
            />
          </Card>
          <Card id="health-numbers" title={LL.adminHealth.numbers()}>
            <Facts
              rows={[
                [LL.adminHealth.users(), number.format(h.counts.users)],
                [
                  LL.adminHealth.pendingApprovals(),
                  h.counts.pendingApprovals > 0 ? (
                    <Link to="/admin/accounts">{number.format(h.counts.pendingApprovals)}</Link>
                  ) : (
                    '0'
                  ),
                ],
                [LL.adminHealth.cats(), number.format(h.counts.cats)],
                [LL.adminHealth.checkIns(), number.format(h.counts.checkIns)],
                [LL.adminHealth.checkInsWeek(), number.format(h.counts.checkInsLast7Days)],
              ]}
            />
          </Card>
        </>
      )}
    </section>
  );
}
