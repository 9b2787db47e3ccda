import { PRIVACY_CELL_METERS } from '../../../shared/geo.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { LazyAreaMap } from '../../components/lazy-area-map.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { InfoSection } from './info-section.js';

/** A carer's map: a 300 m circle around the exact position. */
const CAT_AREA_METERS = 300;

/**
 * Where the cat is: its address when one was given, and the map of its area (the privacy cell, or
 * the circle around the exact spot) with one sentence saying which of the two the caller sees.
 */
export function CatLocation({ cat }: { cat: RouterOutputs['cats']['byId']['cat'] }) {
  const { LL } = useI18nContext();
  const t = LL.cat;
  return (
    <InfoSection id="cat-location" title={t.location()}>
      {cat.location.address && <p className="cat-text">{cat.location.address}</p>}
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
