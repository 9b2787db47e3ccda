import type { Ref } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { FilterIcon, ListIcon, RecenterIcon } from '../../components/icons.js';
import './map-controls.css';

export type Panel = 'filters' | 'list';

interface MapControlsProps {
  ref?: Ref<HTMLDivElement>;
  panel: Panel | null;
  filterCount: number;
  canRecenter: boolean;
  /** Keeps each panel's button, so closing a panel gives the focus back to it. */
  buttonRef: (panel: Panel) => (element: HTMLButtonElement | null) => void;
  onToggle: (panel: Panel) => void;
  onRecenter: () => void;
}

/** The round buttons at the side of the map: filters, list and recentre. */
export function MapControls({
  ref,
  panel,
  filterCount,
  canRecenter,
  buttonRef,
  onToggle,
  onRecenter,
}: MapControlsProps) {
  const { LL } = useI18nContext();
  return (
    <div ref={ref} className="map-controls" role="group" aria-label={LL.map.controls()}>
      <button
        ref={buttonRef('filters')}
        type="button"
        className="map-control"
        aria-label={
          filterCount > 0
            ? `${LL.map.filters()} (${LL.map.activeFilters({ count: filterCount })})`
            : LL.map.filters()
        }
        aria-expanded={panel === 'filters'}
        aria-controls={panel === 'filters' ? 'map-filters' : undefined}
        onClick={() => onToggle('filters')}
      >
        <FilterIcon />
        {filterCount > 0 && (
          <span className="map-control__count" aria-hidden="true">
            {filterCount}
          </span>
        )}
      </button>
      <button
        ref={buttonRef('list')}
        type="button"
        className="map-control map-control--list"
        aria-label={LL.map.list()}
        aria-expanded={panel === 'list'}
        aria-controls={panel === 'list' ? 'map-list' : undefined}
        onClick={() => onToggle('list')}
      >
        <ListIcon />
      </button>
      <button
        type="button"
        className="map-control"
        aria-label={LL.map.recenter()}
        disabled={!canRecenter}
        onClick={onRecenter}
      >
        <RecenterIcon />
      </button>
    </div>
  );
}
