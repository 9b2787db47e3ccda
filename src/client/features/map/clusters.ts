/**
 * Pins that would overlap on screen become one cluster button (WCAG 2.5.8: no target may cover
 * another). Works in the map's own pixels (Web Mercator, 256 px tiles, as pigeon-maps draws), so
 * it depends on the zoom only, not on where the map is panned. Only ever given the public
 * positions the map shows.
 */

export type LatLng = [number, number];

/** A target's box around its anchor point, in CSS pixels (left and top are negative). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * A pin is drawn above its point, the tip on it (cat-map.tsx): a 34 × 44 px drop inside a button
 * of 44 × 48 px, a finger's size (WCAG 2.5.5).
 */
export const PIN_BOX: Box = { left: -22, top: -48, right: 22, bottom: 0 };
export const CLUSTER_SIZE = 44;
/** A cluster is a round badge centred on the mean of its cats. */
export const CLUSTER_BOX: Box = {
  left: -CLUSTER_SIZE / 2,
  top: -CLUSTER_SIZE / 2,
  right: CLUSTER_SIZE / 2,
  bottom: CLUSTER_SIZE / 2,
};
/** Kept free between two targets: positions are fractional, boxes that touch may overlap by 1 px. */
const GAP = 2;

/**
 * A pin for one cat; a spot for several cats at the very same point (one pin with their count:
 * everybody but a cat's carers sees every cat of a privacy cell at one point, docs/privacy.md),
 * which only a list can tell apart; a cluster for targets that would overlap at this zoom.
 */
export type Marker<T> =
  | { kind: 'pin'; item: T; latLng: LatLng }
  | { kind: 'spot'; key: string; items: T[]; latLng: LatLng }
  | { kind: 'cluster'; key: string; items: T[]; latLng: LatLng };

interface Group<T> {
  items: T[];
  sumX: number;
  sumY: number;
  /** Every item is at the same point: drawn as one pin. */
  spot: boolean;
}

const TILE = 256;

export function project([latitude, longitude]: LatLng, zoom: number): [number, number] {
  const size = TILE * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return [((longitude + 180) / 360) * size, y * size];
}

export function unproject([x, y]: [number, number], zoom: number): LatLng {
  const size = TILE * 2 ** zoom;
  const n = Math.PI * (1 - (2 * y) / size);
  return [(Math.atan(Math.sinh(n)) * 180) / Math.PI, (x / size) * 360 - 180];
}

const boxOf = <T>(group: Group<T>) => (group.spot ? PIN_BOX : CLUSTER_BOX);

function overlap<T>(a: Group<T>, b: Group<T>): boolean {
  const ax = a.sumX / a.items.length;
  const ay = a.sumY / a.items.length;
  const bx = b.sumX / b.items.length;
  const by = b.sumY / b.items.length;
  const boxA = boxOf(a);
  const boxB = boxOf(b);
  return (
    ax + boxA.left < bx + boxB.right + GAP &&
    bx + boxB.left < ax + boxA.right + GAP &&
    ay + boxA.top < by + boxB.bottom + GAP &&
    by + boxB.top < ay + boxA.bottom + GAP
  );
}

/**
 * The pins and clusters to draw at `zoom`: merges any two targets whose boxes would overlap
 * (a cluster sits at the mean of its cats) until none do. Greedy, in the given order, so the
 * same cats at the same zoom always give the same markers.
 */
export function clusterMarkers<T extends { _id: string; latLng: LatLng }>(
  items: readonly T[],
  zoom: number,
): Marker<T>[] {
  // Cats at the very same point start as one spot, in the order of the first of them.
  const spots = new Map<string, Group<T>>();
  for (const item of items) {
    const at = `${item.latLng[0]} ${item.latLng[1]}`;
    const [x, y] = project(item.latLng, zoom);
    const spot = spots.get(at);
    if (spot) {
      spot.items.push(item);
      spot.sumX += x;
      spot.sumY += y;
    } else spots.set(at, { items: [item], sumX: x, sumY: y, spot: true });
  }
  const groups: Group<T>[] = [...spots.values()];
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i]!;
        const b = groups[j]!;
        if (!overlap(a, b)) continue;
        groups[i] = {
          items: [...a.items, ...b.items],
          sumX: a.sumX + b.sumX,
          sumY: a.sumY + b.sumY,
          spot: false,
        };
        groups.splice(j, 1);
        merged = true;
        // The grown cluster moved and got another box: look at every other target again.
        j = i;
      }
    }
  }
  return groups.map((group) => {
    const [first] = group.items;
    if (group.items.length === 1 && first)
      return { kind: 'pin', item: first, latLng: first.latLng };
    const key = group.items.map((item) => item._id).sort()[0] ?? '';
    if (group.spot && first) {
      return { kind: 'spot', key: `spot-${key}`, items: group.items, latLng: first.latLng };
    }
    return {
      kind: 'cluster',
      key: `cluster-${key}`,
      items: group.items,
      latLng: unproject([group.sumX / group.items.length, group.sumY / group.items.length], zoom),
    };
  });
}

/**
 * The first whole zoom level above `zoom` at which these cats no longer make a single cluster,
 * or null if they still do at `maxZoom` (then only a list can tell them apart).
 */
export function zoomToSplit<T extends { _id: string; latLng: LatLng }>(
  items: readonly T[],
  zoom: number,
  maxZoom: number,
): number | null {
  for (let next = Math.floor(zoom) + 1; next <= maxZoom; next++) {
    if (clusterMarkers(items, next).length > 1) return next;
  }
  return null;
}

/** A rectangle in CSS pixels from the map's top left corner. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The markers that no button over the map (`covers`) would partly hide and that the map's edge
 * does not cut, for a map of `size` centred on `center`: a half-covered pin is a target under
 * another (WCAG 2.5.8), and a cut one sits under the header or whatever is beside the map. Those
 * wholly off the map stay (the keyboard reaches them and the map pans to them). The hidden ones
 * come back as soon as the map moves them clear; the list always has every cat.
 */
export function clearOf<T>(
  markers: Marker<T>[],
  zoom: number,
  center: LatLng,
  size: { width: number; height: number },
  covers: readonly Rect[],
): Marker<T>[] {
  const [cx, cy] = project(center, zoom);
  return markers.filter((marker) => {
    const [px, py] = project(marker.latLng, zoom);
    const x = px - cx + size.width / 2;
    const y = py - cy + size.height / 2;
    const box = marker.kind === 'cluster' ? CLUSTER_BOX : PIN_BOX;
    const left = x + box.left;
    const right = x + box.right;
    const top = y + box.top;
    const bottom = y + box.bottom;
    const inside = left >= 0 && top >= 0 && right <= size.width && bottom <= size.height;
    const outside = right <= 0 || bottom <= 0 || left >= size.width || top >= size.height;
    if (!inside) return outside;
    return covers.every(
      (r) =>
        right + GAP <= r.left ||
        r.right + GAP <= left ||
        bottom + GAP <= r.top ||
        r.bottom + GAP <= top,
    );
  });
}
