import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { DueItems } from '../../components/due-items.js';
import { useCatDueQueryOptions, useHealthRecordQueryOptions } from './api.js';
import { HealthTimeline } from './health-timeline.js';
import { lazyPart } from '../../lib/lazy-part.js';
import './health-record.css';

// The form (react-hook-form, zod) loads only when a carer opens it.
const HealthEntryForm = lazyPart(
  async () => (await import('./health-entry-form.js')).HealthEntryForm,
);

/**
 * The cat page's "Saúde" for its carers: what is due, then one timeline of the health entries
 * and the TNR steps, and "Registrar". Anyone else sees nothing here (the handling advice of a
 * sporotrichosis diagnosis is CatHandlingAdvice, near the top of the page).
 */
export function HealthSection({ catId }: { catId: string }) {
  const { LL } = useI18nContext();
  const t = LL.healthRecord;
  const record = useQuery(useHealthRecordQueryOptions(catId));
  const canRead = record.data?.canRead ?? false;
  const due = useQuery(useCatDueQueryOptions(catId, canRead));
  const [adding, setAdding] = useState(false);
  if (!record.data?.canRead) return null;
  return (
    <section id="health" className="cat-section health" aria-labelledby="cat-health">
      <h2 id="cat-health" className="cat-section__title">
        {t.title()}
      </h2>
      <p className="field__hint">{t.hint()}</p>
      <h3 className="health__subtitle">{t.dueTitle()}</h3>
      {due.data && due.data.length > 0 ? (
        <DueItems items={due.data} label={t.dueTitle()} />
      ) : (
        <p className="muted">{due.isError ? t.loadError() : t.dueNone()}</p>
      )}
      <HealthTimeline catId={catId} entries={record.data.entries} />
      {adding ? (
        <Suspense fallback={<p className="muted">{LL.common.loading()}</p>}>
          <HealthEntryForm catId={catId} onDone={() => setAdding(false)} />
        </Suspense>
      ) : (
        <button type="button" className="btn btn--primary" onClick={() => setAdding(true)}>
          {t.formTitle()}
        </button>
      )}
    </section>
  );
}
