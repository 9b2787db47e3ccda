import type { ReactNode } from 'react';

/** One titled section of the cat's page. */
export function InfoSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="cat-section" aria-labelledby={id}>
      <h2 id={id} className="cat-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
