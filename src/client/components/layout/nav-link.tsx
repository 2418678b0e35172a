import type { ComponentProps } from 'react';
import { Link, useLocation } from 'wouter';

type NavLinkProps = Omit<ComponentProps<'a'>, 'className' | 'href'> & {
  to: string;
  className: string | ((state: { isActive: boolean }) => string);
};

/** A link of the site's navigation that says when it points at the current page (`aria-current="page"`). */
export function NavLink({ to, className, ...link }: NavLinkProps) {
  const isActive = useLocation()[0].toLowerCase() === to.toLowerCase();
  return <Link {...link} to={to} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className({ isActive }) : className} />;
}
