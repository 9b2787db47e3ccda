import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { AlertIcon } from '../components/icons.js';
import { CatIllustration } from '../components/cat-illustration.js';
import { CarersSection } from '../features/carers/carers-section.js';
import { CatProfile } from '../features/cat/cat-profile.js';
import { CatColony } from '../features/colonies/cat-colony.js';
import { TnrSection } from '../features/tnr/tnr-section.js';
import { TreatmentsSection } from '../features/treatments/treatments-section.js';
import { CatHandlingAdvice } from '../features/health-record/cat-handling-advice.js';
import { HealthSection } from '../features/health-record/health-section.js';
import { catQuery } from '../lib/cat-query.js';
import { classifyError, waitsForConnection } from '../lib/errors.js';
import { lazyPart } from '../lib/lazy-part.js';
import { usePageTitle } from '../lib/use-page-title.js';
import '../features/cat/cat.css';

// The form (react-hook-form, zod, the photo picker) loads only when a carer opens it.
const EditCatForm = lazyPart(
  async () => (await import('../features/add-cat/edit-cat-form.js')).EditCatForm,
);

function Loading() {
  const { LL } = useI18nContext();
  return (
    <div className="cat-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{LL.cat.loading()}</span>
      <div className="skeleton" style={{ height: '2.2rem', width: '60%' }} />
      <div className="skeleton" style={{ aspectRatio: '4 / 3' }} />
      <div className="skeleton" style={{ height: '3rem' }} />
      <div className="skeleton" style={{ height: '7rem' }} />
    </div>
  );
}

function CatScreen({ id }: { id: string }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const query = useQuery(catQuery(id));
  // The answer comes through a store React renders in one blocking task; the deferred copy lets
  // the whole profile render in slices after it (about 300 ms of blocking on the phone profile).
  const data = useDeferredValue(query.data);
  const [editing, setEditing] = useState(false);
  const cat = data?.cat;
  usePageTitle(cat ? (editing ? LL.cat.editTitle({ name: cat.name }) : cat.name) : LL.pages.cat());

  // Entering or leaving the edit form is a new view: start at its heading.
  const loaded = cat !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const heading = document.getElementById('page-title');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [editing, loaded]);

  // The device's copy stays on screen while the connection is away; a refusal (the cat deleted)
  // replaces it.
  const showsCopy = query.data !== undefined && waitsForConnection(query);
  if (id === '' || (query.isError && !showsCopy) || (!query.data && waitsForConnection(query))) {
    const failure = query.isError ? classifyError(query.error) : null;
    const missing = id === '' || (failure?.kind === 'http' && failure.status === 404);
    // No answer and no copy on the device: a cat never opened here, offline.
    const unsaved = !missing && waitsForConnection(query);
    return (
      <section className="cat-state" aria-labelledby="page-title" role="alert">
        {missing ? (
          <CatIllustration className="page__art" />
        ) : (
          <AlertIcon className="page__alert-icon" width="48" height="48" />
        )}
        <h1 id="page-title" className="page__title">
          {missing ? LL.cat.notFound() : unsaved ? LL.cat.notSaved() : LL.cat.loadError()}
        </h1>
        {missing && <p className="muted">{LL.cat.notFoundText()}</p>}
        {unsaved && <p className="muted">{LL.cat.notSavedText()}</p>}
        <div className="page__actions">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              if (window.history.length > 1) window.history.back();
              else void navigate('/map');
            }}
          >
            {LL.cat.back()}
          </button>
          {missing ? (
            <Link className="btn btn--primary" to="/map">
              {LL.cat.goMap()}
            </Link>
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => void query.refetch()}>
              {LL.common.retry()}
            </button>
          )}
        </div>
      </section>
    );
  }

  if (!data) return <Loading />;

  if (editing && data.cat.canEdit) {
    return (
      <Suspense fallback={<Loading />}>
        <EditCatForm cat={data.cat} onDone={() => setEditing(false)} />
      </Suspense>
    );
  }
  return (
    <CatProfile
      data={data}
      onEdit={() => setEditing(true)}
      carers={<CarersSection catId={id} />}
      colony={<CatColony catId={id} />}
      advice={<CatHandlingAdvice catId={id} />}
      tnr={
        <>
          <HealthSection catId={id} />
          <TnrSection catId={id} catCreatedAt={data.cat.createdAt} status={data.cat.status} />
        </>
      }
      treatments={
        <TreatmentsSection catId={id} catName={data.cat.name} cares={data.cat.exactLocation} />
      }
    />
  );
}

export function CatPage() {
  const { id = '' } = useParams();
  const catId = id.trim();
  // A new cat starts fresh (not in the previous one's edit form).
  return <CatScreen key={catId} id={catId} />;
}
