import { useEffect, useState, type RefObject } from 'react';
import type { Rect } from './clusters.js';

export interface MapLayout {
  width: number;
  height: number;
  /** The buttons over the map, from its top left corner: pins there would be targets under targets. */
  covers: Rect[];
}

/** The map's size and where the round buttons sit over it, kept up to date on resize. */
export function useMapLayout(
  canvasRef: RefObject<HTMLElement | null>,
  controlsRef: RefObject<HTMLElement | null>,
): MapLayout | null {
  const [layout, setLayout] = useState<MapLayout | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const group = controlsRef.current;
    if (!canvas) return;
    const measure = () => {
      const area = canvas.getBoundingClientRect();
      const box = group?.getBoundingClientRect();
      setLayout({
        width: area.width,
        height: area.height,
        covers: box
          ? [
              {
                left: box.left - area.left,
                top: box.top - area.top,
                right: box.right - area.left,
                bottom: box.bottom - area.top,
              },
            ]
          : [],
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    if (group) observer.observe(group);
    return () => observer.disconnect();
  }, [canvasRef, controlsRef]);
  return layout;
}
