import type { ComponentProps } from 'react';
import { Link, useLocation } from 'wouter';

/** A link that says when it leads to the page shown (`aria-current`, which the styles mark). */
export function NavLink(props: { to: string } & Omit<ComponentProps<'a'>, 'href'>) {
  const [pathname] = useLocation();
  return <Link {...props} aria-current={props.to === pathname ? 'page' : undefined} />;
}
