import { localizePath } from '@casino/contracts/site';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, NavLink, type NavLinkProps, useLocation } from 'react-router';
import { useSite } from '../../lib/site';

export interface AppLinkProps extends Omit<NavLinkProps, 'to' | 'children'> {
  /** A site path without locale (it is added here), a `?query` on the current page, or an absolute URL. */
  to: string;
  children: ReactNode;
  /**
   * A link that is never the current page's (a game tile's): a plain Link, without NavLink's
   * active-state work. A page of tiles renders dozens of them (issue 28, TBT).
   */
  isPlain?: boolean;
}

/** Links containing http open in a new window; site paths navigate in-app in the current language. */
export function AppLink({ to, children, isPlain = false, ...rest }: AppLinkProps) {
  const { locale } = useSite();
  const location = useLocation();
  if (to.includes('http')) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...plainProps(rest)}>
        {children}
      </a>
    );
  }
  const target = to.startsWith('?') ? to : localizePath(to, locale);
  const query = target.split('?')[1];
  // NavLink compares paths only; a link with a query is current only when the query matches too.
  const isQueryMismatch = query !== undefined && location.search !== `?${query}`;
  if (isPlain || isQueryMismatch) {
    return (
      <Link to={target} prefetch="intent" {...plainProps(rest)}>
        {children}
      </Link>
    );
  }
  return (
    <NavLink to={target} prefetch="intent" {...rest}>
      {children}
    </NavLink>
  );
}

/** NavLink's props without its render-function forms, for a plain anchor or Link. */
function plainProps({
  className,
  style,
  end: _end,
  prefetch: _prefetch,
  caseSensitive: _case,
  viewTransition: _vt,
  ...rest
}: Omit<AppLinkProps, 'to' | 'children'>) {
  return {
    ...(rest as AnchorHTMLAttributes<HTMLAnchorElement>),
    className: typeof className === 'string' ? className : undefined,
    style: typeof style === 'object' ? style : undefined,
  };
}

export function useLocalePath() {
  const { locale } = useSite();
  return (path: string) => localizePath(path, locale);
}
