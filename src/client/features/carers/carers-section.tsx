import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { useAuth } from '../../lib/auth.js';
import { loginPathFor, useHere } from '../../lib/return-path.js';
import { useCarersQueryOptions } from './api.js';
import { formatDate } from './carers-format.js';
import { CarersList } from './carers-list.js';
import { PendingRequests } from './pending-requests.js';
import { lazyPart } from '../../lib/lazy-part.js';
import './carers.css';

// The form (react-hook-form, zod) loads only for a signed-in person who may ask: a cat page opened
// signed out fetches neither (docs/performance.md, e2e/first-load.spec.ts).
const AskCareForm = lazyPart(async () => (await import('./ask-care-form.js')).AskCareForm);

type ForCat = RouterOutputs['carers']['forCat'];

function useForCat(catId: string, enabled: boolean) {
  return useQuery(useCarersQueryOptions(catId, enabled));
}

/** What a caller who is not a carer sees: how many carers, and their own request or the button. */
function OwnRequest({ data }: { data: ForCat }) {
  const { LL, locale } = useI18nContext();
  const { request } = data;
  if (request?.status === 'pending') {
    return (
      <p className="notice notice--info" role="status">
        {LL.carers.pendingOwn()}
      </p>
    );
  }
  if (request?.askAgainAt) {
    return (
      <p className="notice notice--warning">
        {request.status === 'revoked' ? LL.carers.revokedOwn() : LL.carers.declinedOwn()}{' '}
        {LL.carers.askAgainFrom({ date: formatDate(locale, request.askAgainAt) })}
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <AskCareForm catId={data.catId} />
    </Suspense>
  );
}

function Manage({ data }: { data: ForCat }) {
  const { LL } = useI18nContext();
  const you = {
    registrar: LL.carers.youRegistrar(),
    carer: LL.carers.youCarer(),
    admin: LL.carers.youAdmin(),
  } as const;
  return (
    <>
      {data.role !== 'none' && <p className="carer-role">{you[data.role]}</p>}
      {data.pending.length > 0 && (
        <div className="carer-group">
          <h3 className="carer-group__title">{LL.carers.pendingTitle()}</h3>
          <p className="field__hint">{LL.carers.pendingHint()}</p>
          <PendingRequests requests={data.pending} showCat={false} />
        </div>
      )}
      <div className="carer-group">
        <h3 className="carer-group__title">{LL.carers.listTitle()}</h3>
        <CarersList catId={data.catId} carers={data.carers} />
      </div>
    </>
  );
}

/** The cat page's carers section: who cares for the cat, and how to become one. */
export function CarersSection({ catId }: { catId: string }) {
  const { LL } = useI18nContext();
  const { status } = useAuth();
  const here = useHere();
  const signedIn = status === 'authenticated';
  const query = useForCat(catId, signedIn);
  const data = query.data;

  let body;
  if (!signedIn) {
    body = (
      <p className="muted">
        <Link className="carers__login" to={loginPathFor(here)} state={{ from: here }}>
          {LL.carers.loginToAsk()}
        </Link>
      </p>
    );
  } else if (query.isError) {
    body = <p className="muted">{LL.carers.loadError()}</p>;
  } else if (!data) {
    body = <p className="muted">{LL.common.loading()}</p>;
  } else if (data.role === 'none') {
    body = (
      <>
        <p>{LL.carers.count({ count: data.carersCount })}</p>
        <OwnRequest data={data} />
      </>
    );
  } else {
    body = <Manage data={data} />;
  }
  return (
    <section className="cat-section carers" aria-labelledby="cat-carers">
      <h2 id="cat-carers" className="cat-section__title">
        {LL.carers.title()}
      </h2>
      {body}
    </section>
  );
}
