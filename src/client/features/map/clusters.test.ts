import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearOf,
  CLUSTER_BOX,
  clusterMarkers,
  PIN_BOX,
  project,
  unproject,
  zoomToSplit,
  type LatLng,
  type Marker,
} from './clusters.js';

interface Cat {
  _id: string;
  latLng: LatLng;
}

const CUIABA: LatLng = [-15.601, -56.097];

/** `north` and `east` metres from `from` (flat Earth, fine over a few km). */
function offset([latitude, longitude]: LatLng, north: number, east: number): LatLng {
  const perDegree = 111_320;
  return [
    latitude + north / perDegree,
    longitude + east / (perDegree * Math.cos((latitude * Math.PI) / 180)),
  ];
}

const cat = (id: string, latLng: LatLng): Cat => ({ _id: id, latLng });

/** The screen rectangles of the markers, as the map draws them at `zoom`. */
function rects(markers: Marker<Cat>[], zoom: number) {
  return markers.map((marker) => {
    const [x, y] = project(marker.latLng, zoom);
    const box = marker.kind === 'cluster' ? CLUSTER_BOX : PIN_BOX;
    return { left: x + box.left, right: x + box.right, top: y + box.top, bottom: y + box.bottom };
  });
}

function overlapping(markers: Marker<Cat>[], zoom: number): number {
  const all = rects(markers, zoom);
  let count = 0;
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i]!;
      const b = all[j]!;
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) count++;
    }
  }
  return count;
}

const idsOf = (markers: Marker<Cat>[]) =>
  markers.flatMap((m) => (m.kind === 'pin' ? [m.item._id] : m.items.map((c) => c._id))).sort();

describe('project and unproject', () => {
  it('place a point as pigeon-maps does and come back to it', () => {
    // Null Island is the middle of the world: at zoom 0 the one tile is 256 px wide.
    expect(project([0, 0], 0)).toEqual([128, 128]);
    const [latitude, longitude] = unproject(project(CUIABA, 15), 15);
    expect(latitude).toBeCloseTo(CUIABA[0], 9);
    expect(longitude).toBeCloseTo(CUIABA[1], 9);
  });
});

describe('clusterMarkers', () => {
  // Eight cats of one street corner, public positions a few tens of metres apart.
  const corner = [
    [0, 0],
    [30, 10],
    [-20, 40],
    [60, -30],
    [15, -50],
    [-45, -15],
    [80, 60],
    [-70, 70],
  ].map(([n, e], i) => cat(`c${i}`, offset(CUIABA, n!, e!)));

  it('makes one cluster of a street corner seen from the whole city', () => {
    const markers = clusterMarkers(corner, 12);
    expect(markers).toHaveLength(1);
    const [only] = markers;
    expect(only?.kind).toBe('cluster');
    if (only?.kind !== 'cluster') return;
    expect(only.items).toHaveLength(8);
    expect(only.key).toBe('cluster-c0');
    // At the mean of the cats: within a few metres of the corner's middle.
    expect(only.latLng[0]).toBeCloseTo(CUIABA[0] + 11 / 111_320, 4);
  });

  it('leaves pins alone when they do not touch, and keeps the order it was given', () => {
    const far = [
      cat('a', CUIABA),
      cat('b', offset(CUIABA, 0, 2_000)),
      cat('c', offset(CUIABA, 2_000, 0)),
    ];
    const markers = clusterMarkers(far, 15);
    expect(markers.map((m) => m.kind)).toEqual(['pin', 'pin', 'pin']);
    expect(markers.map((m) => (m.kind === 'pin' ? m.item._id : ''))).toEqual(['a', 'b', 'c']);
    expect(markers[1]?.latLng).toEqual(far[1]?.latLng);
  });

  it('merges two pins side by side but not one a pin width and a gap away', () => {
    // At zoom 19 near Cuiabá a pixel is about 0.29 m: pins are 44 px wide (a finger's target),
    // so ~13 m apart touch.
    const metresPerPixel = (156_543.03 * Math.cos((CUIABA[0] * Math.PI) / 180)) / 2 ** 19;
    const near = [cat('a', CUIABA), cat('b', offset(CUIABA, 0, 40 * metresPerPixel))];
    expect(clusterMarkers(near, 19)).toHaveLength(1);
    const apart = [cat('a', CUIABA), cat('b', offset(CUIABA, 0, 47 * metresPerPixel))];
    expect(clusterMarkers(apart, 19)).toHaveLength(2);
    // One above the other: pins are 48 px tall.
    const stacked = [cat('a', CUIABA), cat('b', offset(CUIABA, 44 * metresPerPixel, 0))];
    expect(clusterMarkers(stacked, 19)).toHaveLength(1);
  });

  it('splits as the map zooms in, never leaving two targets on top of each other', () => {
    const counts: number[] = [];
    for (let zoom = 10; zoom <= 19; zoom++) {
      const markers = clusterMarkers(corner, zoom);
      expect(overlapping(markers, zoom)).toBe(0);
      expect(idsOf(markers)).toEqual(corner.map((c) => c._id).sort());
      counts.push(markers.length);
    }
    expect(counts[0]).toBe(1);
    expect(counts.at(-1)).toBe(8);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('keeps every cat exactly once and no two targets overlapping, for any cats and zoom', () => {
    const point = fc
      .tuple(fc.integer({ min: -3_000, max: 3_000 }), fc.integer({ min: -3_000, max: 3_000 }))
      .map(([n, e]) => offset(CUIABA, n, e));
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 100 }),
        fc.integer({ min: 3, max: 19 }),
        (points, zoom) => {
          const cats = points.map((p, i) => cat(`k${i}`, p));
          const markers = clusterMarkers(cats, zoom);
          expect(overlapping(markers, zoom)).toBe(0);
          expect(idsOf(markers)).toEqual(cats.map((c) => c._id).sort());
        },
      ),
      { numRuns: 200 },
    );
  });

  // How long this takes is measured by `npm run bench` (map clusters, 100 cats in one spot).
  it('gathers the map limit of 100 cats in one spot into one marker', () => {
    const crowd = Array.from({ length: 100 }, (_, i) =>
      cat(`n${i}`, offset(CUIABA, (i % 10) * 3, Math.floor(i / 10) * 3)),
    );
    const markers = clusterMarkers(crowd, 15);
    expect(markers).toHaveLength(1);
  });
});

describe('zoomToSplit', () => {
  it('finds the first zoom at which a cluster comes apart', () => {
    const pair = [cat('a', CUIABA), cat('b', offset(CUIABA, 0, 60))];
    const split = zoomToSplit(pair, 12, 19);
    expect(split).not.toBeNull();
    expect(clusterMarkers(pair, split!)).toHaveLength(2);
    expect(clusterMarkers(pair, split! - 1)).toHaveLength(1);
  });

  it('says null when the cats stay together even at the highest zoom', () => {
    const twins = [cat('a', CUIABA), cat('b', offset(CUIABA, 1, 1))];
    expect(zoomToSplit(twins, 15, 19)).toBeNull();
    expect(zoomToSplit(twins, 19, 19)).toBeNull();
  });
});

describe('clearOf', () => {
  // A 360×500 map centred on Cuiabá with its column of buttons at the top right.
  const size = { width: 360, height: 500 };
  const controls = { left: 300, top: 12, right: 348, bottom: 172 };
  const metresPerPixel = (156_543.03 * Math.cos((CUIABA[0] * Math.PI) / 180)) / 2 ** 15;
  /** A cat drawn with its pin tip at (x, y) on that map at zoom 15. */
  const at = (id: string, x: number, y: number) =>
    cat(id, offset(CUIABA, (250 - y) * metresPerPixel, (x - 180) * metresPerPixel));

  it('hides the pins and clusters a button would cover, and only those', () => {
    const cats = [
      at('middle', 180, 250),
      at('under', 320, 100),
      at('edge', 285, 160), // its right part under the buttons
      at('below', 320, 240), // its top 48 px end below them
    ];
    const markers = clusterMarkers(cats, 15);
    expect(markers).toHaveLength(4);
    const shown = clearOf(markers, 15, CUIABA, size, [controls]);
    expect(shown.map((m) => (m.kind === 'pin' ? m.item._id : m.key))).toEqual(['middle', 'below']);
    expect(clearOf(markers, 15, CUIABA, size, [])).toHaveLength(4);
  });

  it('hides those the map edge cuts, not those wholly off the map', () => {
    const cats = [at('cut-top', 100, 30), at('cut-left', 5, 300), at('above', 100, -100)];
    const shown = clearOf(clusterMarkers(cats, 15), 15, CUIABA, size, []);
    expect(shown.map((m) => (m.kind === 'pin' ? m.item._id : m.key))).toEqual(['above']);
  });

  it('shows them again once the map has moved them clear', () => {
    const markers = clusterMarkers([at('under', 320, 100)], 15);
    const panned = offset(CUIABA, 0, 200 * metresPerPixel);
    expect(clearOf(markers, 15, panned, size, [controls])).toHaveLength(1);
  });
});

describe('cats at one point (a privacy cell’s)', () => {
  it('are one spot pin with all of them, at every zoom, never split by zooming in', () => {
    const at = offset(CUIABA, 120, -80);
    const cats = [5, 3, 1, 4, 2].map((i) => cat(`c${i}`, at));
    for (const zoom of [3, 10, 15, 19]) {
      const markers = clusterMarkers(cats, zoom);
      expect(markers).toHaveLength(1);
      const [spot] = markers;
      expect(spot!.kind).toBe('spot');
      if (spot!.kind !== 'spot') return;
      expect(spot!.items.map((c) => c._id)).toEqual(['c5', 'c3', 'c1', 'c4', 'c2']);
      expect(spot!.latLng).toEqual(at);
      expect(spot!.key).toBe('spot-c1');
    }
    expect(zoomToSplit(cats, 10, 19)).toBeNull();
  });

  it('a spot beside a lone cat: apart when their pins fit, one cluster when they would overlap', () => {
    const at = offset(CUIABA, 0, 0);
    const cats = [cat('a', at), cat('b', at), cat('c', offset(CUIABA, 0, 400))];
    expect(clusterMarkers(cats, 16).map((m) => m.kind)).toEqual(['spot', 'pin']);
    const far = clusterMarkers(cats, 10);
    expect(far.map((m) => m.kind)).toEqual(['cluster']);
    expect(far[0]!.kind === 'cluster' && far[0]!.items).toHaveLength(3);
  });
});
