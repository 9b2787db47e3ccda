import { PRIVACY_CELL_METERS } from '../../../shared/geo.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { LazyAreaMap } from '../../components/lazy-area-map.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { InfoSection } from './info-section.js';

/** A carer's map: a 300 m circle around the exact position. */
const CAT_AREA_METERS = 300;

/**
 * Where the cat is: its address, whether the caller sees the exact spot (a carer) or the shifted
 * one, and the map of its area (the privacy cell, or the circle around the exact spot).
 */
export function CatLocation({ cat }: { cat: RouterOutputs['cats']['byId']['cat'] }) {
  const { LL } = useI18nContext();
  const t = LL.cat;
  return (
    <InfoSection id="cat-location" title={t.location()}>
      <p className={cat.location.address ? 'cat-text' : 'cat-text muted'}>
        {cat.location.address || t.noAddress()}
      </p>
      {cat.exactLocation ? (
        <p className="cat-exact">{LL.carers.exactLocation()}</p>
      ) : (
        <p className="field__hint">{t.approximateLocation()}</p>
      )}
      <LazyAreaMap
        area={
          cat.publicArea
            ? { kind: 'cells', cells: [cat.publicArea] }
            : {
                kind: 'circle',
                latitude: cat.location.coordinates[1],
                longitude: cat.location.coordinates[0],
                radiusMeters: CAT_AREA_METERS,
              }
        }
        label={t.areaMap()}
        loading={t.areaLoading()}
        caption={
          cat.publicArea
            ? t.areaApprox({ meters: PRIVACY_CELL_METERS })
            : t.areaExact({ meters: CAT_AREA_METERS })
        }
      />
    </InfoSection>
  );
}
