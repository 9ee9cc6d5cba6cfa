import { localizePath } from '@casino/contracts/site';
import type { ReactNode } from 'react';
import { NavLink, type NavLinkProps } from 'react-router';
import { useSite } from '../../lib/site';

export interface AppLinkProps extends Omit<NavLinkProps, 'to' | 'children'> {
  /** A site path without locale (it is added here), or an absolute URL. */
  to: string;
  children: ReactNode;
}

/** Links containing http open in a new window; site paths navigate in-app in the current language. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  const { locale } = useSite();
  if (to.includes('http')) {
    const { className, style, end: _end, prefetch: _prefetch, ...anchor } = rest;
    return (
      <a
        href={to}
        target="_blank"
        rel="noopener noreferrer"
        className={typeof className === 'string' ? className : undefined}
        style={typeof style === 'object' ? style : undefined}
        {...(anchor as object)}
      >
        {children}
      </a>
    );
  }
  return (
    <NavLink to={localizePath(to, locale)} prefetch="intent" {...rest}>
      {children}
    </NavLink>
  );
}

export function useLocalePath() {
  const { locale } = useSite();
  return (path: string) => localizePath(path, locale);
}
