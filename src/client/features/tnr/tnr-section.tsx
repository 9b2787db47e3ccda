import { useMutation } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { CatStatus } from '../../../shared/constants.js';
import { isTnrStep } from '../../../shared/tnr.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { formatDay } from '../../lib/day.js';
import { errorMessage } from '../../lib/errors.js';
import { useRemoveTnrStepMutationOptions, useTnrForCat, useTnrRefresh } from './api.js';
import { lazyPart } from '../../lib/lazy-part.js';
import './tnr.css';

// The forms (react-hook-form, zod) load only for those who may record a step or an adoption: a cat
// page opened signed out fetches neither (docs/performance.md, e2e/first-load.spec.ts).
const TnrForm = lazyPart(async () => (await import('./tnr-form.js')).TnrForm);
const AdoptForm = lazyPart(async () => (await import('./adopt-form.js')).AdoptForm);

type Step = RouterOutputs['tnr']['forCat']['steps'][number];

function Timeline({ catId, steps }: { catId: string; steps: Step[] }) {
  const { LL, locale } = useI18nContext();
  const t = LL.tnr;
  const refresh = useTnrRefresh(catId);
  const [removing, setRemoving] = useState<Step | null>(null);
  const remove = useMutation(
    useRemoveTnrStepMutationOptions({
      onSuccess: () => {
        toast.success(t.removed());
        refresh();
      },
      onError: (error) => toast.error(errorMessage(LL, error)),
    }),
  );
  const detailOf = (step: Step) =>
    step.step === 'testado-fiv-felv' && step.detail in t.results
      ? t.results[step.detail as keyof typeof t.results]()
      : step.detail;
  const nameOf = (step: Step) => step.recordedBy.name || LL.cat.checkinItem.removedUser();

  if (steps.length === 0) return <p className="muted">{t.empty()}</p>;
  return (
    <>
      <ol className="tnr-timeline" aria-label={t.title()}>
        {steps.map((step) => (
          <li key={step.id} className="tnr-timeline__item">
            <div className="tnr-timeline__body">
              <p className="tnr-timeline__step">
                {t.steps[step.step]()}
                {step.detail && <span className="tnr-timeline__detail">: {detailOf(step)}</span>}
              </p>
              <p className="tnr-timeline__meta muted">
                <time dateTime={step.doneOn}>{formatDay(locale, step.doneOn)}</time> ·{' '}
                <Link to={`/profile/${step.recordedBy.userId}`}>{nameOf(step)}</Link>
              </p>
            </div>
            {step.canDelete && (
              <button
                type="button"
                className="btn btn--danger-outline tnr-timeline__remove"
                aria-label={t.removeLabel({
                  step: t.steps[step.step](),
                  date: formatDay(locale, step.doneOn),
                })}
                onClick={() => setRemoving(step)}
              >
                {t.remove()}
              </button>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        danger
        title={
          removing
            ? t.removeLabel({
                step: t.steps[removing.step](),
                date: formatDay(locale, removing.doneOn),
              })
            : ''
        }
        confirmLabel={t.remove()}
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate({ id: removing.id }, { onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

interface TnrSectionProps {
  catId: string;
  catCreatedAt: string;
  status: CatStatus;
}

/**
 * The cat page's TNR timeline (newest first) with, for its carers, the form to record a step
 * (opened on `?tnr=<step>` from a check-in's result), and the adoption: its day and note once
 * adopted, the registrar's button before.
 */
export function TnrSection({ catId, catCreatedAt, status }: TnrSectionProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.tnr;
  const query = useTnrForCat(catId);
  const [params] = useSearchParams();
  const asked = params.get('tnr');
  const initialStep = isTnrStep(asked) ? asked : undefined;
  const data = query.data;

  const adoption = data?.adoption;
  return (
    <>
      {adoption && (
        <section className="cat-section tnr-adopted" aria-labelledby="cat-adoption">
          <h2 id="cat-adoption" className="cat-section__title">
            {t.adoptedOn({ date: formatDay(locale, adoption.adoptedOn) })}
          </h2>
          {adoption.note && <p className="cat-text">{adoption.note}</p>}
        </section>
      )}
      <section id="tnr" className="cat-section tnr" aria-labelledby="cat-tnr">
        <h2 id="cat-tnr" className="cat-section__title">
          {t.title()}
        </h2>
        <p className="field__hint">{t.hint()}</p>
        {query.isError ? (
          <p className="muted">{t.loadError()}</p>
        ) : !data ? (
          <p className="muted">{LL.common.loading()}</p>
        ) : (
          <>
            <Timeline catId={catId} steps={data.steps} />
            <Suspense fallback={null}>
              {data.canRecord && (
                <TnrForm
                  key={initialStep ?? ''}
                  catId={catId}
                  catCreatedAt={catCreatedAt}
                  initialStep={initialStep}
                />
              )}
              {data.canAdopt && status !== 'Adotado' && (
                <AdoptForm catId={catId} catCreatedAt={catCreatedAt} />
              )}
            </Suspense>
          </>
        )}
      </section>
    </>
  );
}
