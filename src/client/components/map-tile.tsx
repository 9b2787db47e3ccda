import type { TileComponentProps } from 'pigeon-maps';
import type { SyntheticEvent } from 'react';

/**
 * A tile that did not load (no signal, a tile the device never saw) leaves the map's plain
 * background, never a broken-image icon.
 */
const hideBroken = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.style.visibility = 'hidden';
};

function Tile({ tile, tileLoaded, eager }: TileComponentProps & { eager: boolean }) {
  return (
    <img
      src={tile.url}
      srcSet={tile.srcSet}
      width={tile.width}
      height={tile.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? (tile.active ? 'high' : 'low') : 'auto'}
      onLoad={tileLoaded}
      onError={hideBroken}
      alt=""
      style={{
        position: 'absolute',
        left: tile.left,
        top: tile.top,
        willChange: 'transform',
        transformOrigin: 'top left',
        opacity: 1,
      }}
    />
  );
}

/**
 * The map page's tiles: fetched at once, the shown zoom's first (the map is the page's largest
 * paint, and a lazy tile delays it).
 */
export const EagerTile = (props: TileComponentProps) => <Tile {...props} eager />;

/** pigeon-maps' own tile (lazy), for the still area maps further down a page. */
export const LazyTile = (props: TileComponentProps) => <Tile {...props} eager={false} />;
