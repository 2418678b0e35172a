import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useLocation, useNavigate } from './location.js';
import { createPath, isExternal, resolveTo, type To } from './path.js';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current history entry instead of adding one. By default a link to the current address replaces. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

// A click the browser should handle itself: another button, a modifier (new tab or window), another target.
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (Boolean(target) && target !== '_self');

/** A link to a page of the site that the app shows without reloading; an address elsewhere stays a plain link. */
export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  if (isExternal(to)) return <a {...anchor} href={to as string} target={target} onClick={onClick} />;
  const href = createPath(resolveTo(to, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event, target)) return;
    event.preventDefault();
    navigate(href, { replace: replace ?? href === createPath(location) });
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on this exact path, not on the paths under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows when it points at the current page (`aria-current="page"`, and a class for the look). */
export function NavLink({ end, className, ...link }: NavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const target = resolveTo(link.to, useLocation()).pathname.toLowerCase();
  const isActive = current === target || (!end && current.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link {...link} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className({ isActive }) : className} />
  );
}

/** Goes elsewhere once rendered in the browser (the server answers such a page with a redirect instead). */
export function Navigate({ to, replace }: { to: To; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace });
    // Once per mount, like a redirect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
