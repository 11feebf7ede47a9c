import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { NavCollapsedContext } from '../internal/navCollapsedContext';
import * as styles from './AppLayout.module.css';

export type AppLayoutProps = {
  /** The navigation rail content, typically a <nav aria-label=…> holding NavRows. */
  nav: ReactNode;
  /** The slim top bar content (search, add menu, language, avatar). */
  topbar: ReactNode;
  children: ReactNode;
  /** Narrow icon-only rail; NavRow labels become tooltips but stay the accessible names. */
  navCollapsed?: boolean;
  /** When given, renders a "skip to content" link (first tab stop) with this text. */
  skipLinkLabel?: string;
  /** id of the <main> element, the skip link target. */
  mainId?: string;
  className?: string;
};

export function AppLayout({
  nav,
  topbar,
  children,
  navCollapsed = false,
  skipLinkLabel,
  mainId = 'tn-main',
  className,
}: AppLayoutProps) {
  return (
    <div className={cx(styles.layout, navCollapsed && styles.collapsed, className)} data-nav-collapsed={navCollapsed}>
      {skipLinkLabel && (
        <a className={styles.skipLink} href={`#${mainId}`}>
          {skipLinkLabel}
        </a>
      )}
      <div className={styles.rail}>
        <NavCollapsedContext.Provider value={navCollapsed}>{nav}</NavCollapsedContext.Provider>
      </div>
      <header className={styles.topbar}>{topbar}</header>
      <main className={styles.content} id={mainId} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
