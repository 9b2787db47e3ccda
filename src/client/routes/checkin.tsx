import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from '../lib/toast.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { CatIllustration } from '../components/cat-illustration.js';
import { HealthBadge } from '../components/health-badge.js';
import { AlertIcon } from '../components/icons.js';
import { CheckinForm } from '../features/checkin/checkin-form.js';
import type { CheckinOutcome } from '../features/checkin/checkin-outcome.js';
import { CheckinResult } from '../features/checkin/checkin-result.js';
import { catQuery } from '../lib/cat-query.js';
import { usePageTitle } from '../lib/use-page-title.js';

function CheckinScreen({ catId }: { catId: string }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const query = useQuery(catQuery(catId));
  const cat = query.data?.cat;
  const [outcome, setOutcome] = useState<CheckinOutcome | null>(null);
  usePageTitle(LL.pages.checkin());

  // A cat that cannot be loaded is reported, then the map is shown.
  const failed = query.isError;
  useEffect(() => {
    if (!failed) return;
    toast.error(LL.checkin.loadError(), { id: 'checkin-load-error' });
    void navigate('/map', { replace: true });
  }, [failed, navigate, LL]);

  if (!cat) {
    return (
      <section className="page" aria-labelledby="page-title" aria-busy="true">
        <h1 id="page-title" className="page__title">
          {LL.pages.checkin()}
        </h1>
        <p className="muted" role="status">
          {failed ? LL.checkin.loadError() : LL.checkin.loading()}
        </p>
      </section>
    );
  }

  const name = cat.name || LL.cat.unnamed();
  if (outcome) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" className="page__title">
          {LL.pages.checkin()}
        </h1>
        <CheckinResult outcome={outcome} />
      </section>
    );
  }
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LL.pages.checkin()}
      </h1>
      <div className="checkin-cat">
        {cat.thumbnailUrl ? (
          <img
            className="checkin-cat__photo"
            src={cat.thumbnailUrl}
            alt=""
            width="48"
            height="48"
            decoding="async"
          />
        ) : (
          <CatIllustration className="checkin-cat__photo" />
        )}
        <span className="checkin-cat__text">
          <span className="checkin-cat__name">{name}</span>
          <span className="checkin-cat__health">
            <span className="visually-hidden">{LL.checkin.currentHealth()}</span>
            <HealthBadge health={cat.health} />
          </span>
        </span>
      </div>
      <CheckinForm
        catId={cat._id}
        initialNeeds={cat.needs}
        initialNeedsDescription={cat.needsDescription}
        initialHealth={cat.health}
        onDone={setOutcome}
      />
    </section>
  );
}

export function CheckinPage() {
  const { LL } = useI18nContext();
  const { catId = '' } = useParams();
  const id = catId.trim();
  usePageTitle(LL.pages.checkin());
  if (!id) {
    return (
      <section className="page page--center" aria-labelledby="page-title" role="alert">
        <AlertIcon className="page__alert-icon" width="48" height="48" />
        <h1 id="page-title" className="page__title">
          {LL.checkin.missingId()}
        </h1>
        <Link className="btn btn--primary" to="/map">
          {LL.cat.goMap()}
        </Link>
      </section>
    );
  }
  return <CheckinScreen key={id} catId={id} />;
}
