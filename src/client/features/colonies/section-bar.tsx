import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { useBarEntries, type BarEntry } from './colony-section.js';

/**
 * The section being read: the last one whose top has passed under the bar, or at the bottom of
 * the page the last one on screen (short sections at the end never reach the bar).
 */
function currentOf(entries: BarEntry[], line: number): string | null {
  let current: string | null = null;
  const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
  for (const { id } of entries) {
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    if (top === undefined) continue;
    if (top <= line || (atBottom && top < window.innerHeight)) current = id;
  }
  return current;
}

/** Whether the bar's list hides links before or after what it shows (it scrolls sideways). */
function useOverflow() {
  const list = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const before = element.scrollLeft > 2;
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 2;
    setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });
  return { list, more, measure };
}

/**
 * The colony page's bar of sections, kept at the top while the page scrolls: each link leads to
 * its section (those the page lists with `ColonySection`'s `bar`), the one being read is marked
 * (aria-current), and a fade at an edge shows that more links are a swipe away.
 */
export function SectionBar() {
  const { LL } = useI18nContext();
  const entries = useBarEntries();
  const bar = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const { list, more, measure } = useOverflow();

  useEffect(() => {
    if (entries.length === 0) return;
    const line = Math.round((bar.current?.getBoundingClientRect().bottom ?? 0) + 8);
    const update = () => setCurrent(currentOf(entries, line));
    // Told when a section's edge crosses the reading line just under the bar, and when one comes
    // on or leaves the screen (for the last ones, at the bottom of the page).
    const observers = [
      new IntersectionObserver(update, {
        rootMargin: `-${line}px 0px -${Math.max(0, window.innerHeight - line - 1)}px 0px`,
      }),
      new IntersectionObserver(update),
    ];
    for (const { id } of entries) {
      const element = document.getElementById(id);
      if (element) for (const observer of observers) observer.observe(element);
    }
    return () => {
      for (const observer of observers) observer.disconnect();
    };
  }, [entries]);

  // The marked link stays in sight inside the bar.
  useEffect(() => {
    const element = list.current;
    const link = current ? element?.querySelector<HTMLElement>(`[href="#${current}"]`) : null;
    if (!element || !link) return;
    element.scrollTo({ left: link.offsetLeft - (element.clientWidth - link.offsetWidth) / 2 });
    measure();
  }, [current, list, measure]);

  if (entries.length === 0) return null;
  const edges = `${more.before ? ' colony-bar--more-before' : ''}${more.after ? ' colony-bar--more-after' : ''}`;
  return (
    <nav ref={bar} className={`colony-bar${edges}`} aria-label={LL.colonies.page.sections()}>
      <ul ref={list} onScroll={measure}>
        {entries.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className={`colony-bar__link colony-bar__link--${id}`}
              aria-current={current === id ? 'location' : undefined}
              onClick={() => setCurrent(id)}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
