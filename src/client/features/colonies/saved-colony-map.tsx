import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { CellSquare } from '../../components/area-shape.js';
import { ProgressBar } from '../../components/progress-bar.js';
import { usePublicConfig } from '../../lib/config.js';
import { megabytes, type SavePlan } from './saved-map-plan.js';
import {
  planSave,
  removeSavedMap,
  saveMap,
  SavedMapError,
  savedMapQueryOptions,
  type SavedMapFailure,
} from './saved-map-store.js';
import './saved-map.css';

type Step =
  | { kind: 'idle' }
  | { kind: 'measuring' }
  | { kind: 'confirm'; plan: SavePlan }
  | { kind: 'saving'; percent: number }
  | { kind: 'failed'; reason: SavedMapFailure };

const ERROR_KEYS = {
  quota: 'errorQuota',
  offline: 'errorOffline',
  server: 'errorServer',
  tooLarge: 'errorTooLarge',
} as const;

/**
 * "Salvar mapa da região neste celular": the map around the colony's public cells, saved for
 * offline use, when the tile server allows it (MAP_TILE_BULK_DOWNLOAD). Members save it; whoever
 * has one saved may remove it.
 */
export function SavedColonyMap({
  colonyId,
  cells,
  member,
}: {
  colonyId: string;
  cells: readonly CellSquare[];
  member: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.colonies.savedMap;
  const config = usePublicConfig().data;
  const queryClient = useQueryClient();
  const savedQuery = savedMapQueryOptions(colonyId);
  const saved = useQuery(savedQuery);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const on = config?.mapTileBulkDownload === true && 'caches' in globalThis;
  if (!on || cells.length === 0 || (!member && !saved.data)) return null;

  /** Runs one step of the save; a failure is shown, a cancel goes back to the start. */
  const run = async (work: (signal: AbortSignal) => Promise<void>) => {
    const controller = new AbortController();
    running.current = controller;
    try {
      await work(controller.signal);
    } catch (error) {
      if (controller.signal.aborted) setStep({ kind: 'idle' });
      else
        setStep({
          kind: 'failed',
          reason: error instanceof SavedMapError ? error.reason : 'server',
        });
    }
  };
  const measure = () => {
    setStep({ kind: 'measuring' });
    void run(async (signal) => {
      const plan = await planSave(cells, config.mapTileUrl, config.mapTileOfflineMaxZoom, signal);
      if (!signal.aborted) setStep({ kind: 'confirm', plan });
    });
  };
  const save = (plan: SavePlan) => {
    setStep({ kind: 'saving', percent: 0 });
    void run(async (signal) => {
      const result = await saveMap(
        colonyId,
        cells,
        config.mapTileUrl,
        plan,
        ({ done, total }) => setStep({ kind: 'saving', percent: Math.floor((100 * done) / total) }),
        signal,
      );
      queryClient.setQueryData(savedQuery.queryKey, result);
      setStep({ kind: 'idle' });
    });
  };
  const cancel = () => {
    running.current?.abort();
    setStep({ kind: 'idle' });
  };
  const remove = async () => {
    await removeSavedMap(colonyId);
    queryClient.setQueryData(savedQuery.queryKey, null);
  };

  if (saved.data && step.kind === 'idle') {
    return (
      <div className="saved-map">
        <p className="saved-map__text" aria-live="polite">
          <strong>{t.saved({ size: megabytes(locale, saved.data.bytes) })}</strong>
          <span className="saved-map__hint muted">{t.savedHint()}</span>
        </p>
        <button
          type="button"
          className="btn btn--secondary btn--block"
          onClick={() => void remove()}
        >
          {t.remove()}
        </button>
      </div>
    );
  }
  if (step.kind === 'confirm') {
    return (
      <div className="saved-map">
        <p className="saved-map__text" aria-live="polite">
          {t.confirm({ size: megabytes(locale, step.plan.bytes) })}
        </p>
        <div className="saved-map__actions">
          <button type="button" className="btn btn--primary" onClick={() => save(step.plan)}>
            {t.confirmSave()}
          </button>
          <button type="button" className="btn btn--secondary" onClick={cancel}>
            {t.cancel()}
          </button>
        </div>
      </div>
    );
  }
  if (step.kind === 'saving') {
    const text = t.progress({ percent: step.percent });
    return (
      <div className="saved-map">
        <p className="saved-map__text" aria-live="polite">
          {text}
        </p>
        <ProgressBar
          className="saved-map__bar"
          label={t.progressLabel()}
          percent={step.percent}
          text={text}
        />
        <button type="button" className="btn btn--secondary btn--block" onClick={cancel}>
          {t.cancel()}
        </button>
      </div>
    );
  }
  return (
    <div className="saved-map">
      {step.kind === 'failed' && (
        <p className="saved-map__text" role="alert">
          {t[ERROR_KEYS[step.reason]]()}
        </p>
      )}
      <button
        type="button"
        className="btn btn--secondary btn--block"
        disabled={step.kind === 'measuring'}
        onClick={measure}
      >
        {step.kind === 'measuring' ? t.measuring() : step.kind === 'failed' ? t.retry() : t.save()}
      </button>
    </div>
  );
}
