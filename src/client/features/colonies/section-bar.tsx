import { useI18nContext } from '../../../shared/i18n/i18n-react.js';

export const COLONY_SECTIONS = ['cats', 'rota', 'members', 'requests', 'report'] as const;
export type ColonySection = (typeof COLONY_SECTIONS)[number];

/**
 * The colony page's bar of sections, kept at the top while the page scrolls: each link leads to
 * its section (Pedidos and Relatório only for those who use them).
 */
export function SectionBar({ shown }: { shown: readonly ColonySection[] }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.page;
  const labels: Record<ColonySection, string> = {
    cats: t.sectionCats(),
    rota: t.sectionRota(),
    members: t.sectionMembers(),
    requests: t.sectionRequests(),
    report: t.sectionReport(),
  };
  return (
    <nav className="colony-bar" aria-label={t.sections()}>
      <ul>
        {COLONY_SECTIONS.filter((id) => shown.includes(id)).map((id) => (
          <li key={id}>
            <a href={`#${id}`} className={`colony-bar__link colony-bar__link--${id}`}>
              {labels[id]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
