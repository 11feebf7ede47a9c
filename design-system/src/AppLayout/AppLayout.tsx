import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { NavCollapsedContext } from '../internal/navCollapsedContext';
import { belowQuery } from '../tokens/breakpoints';
import * as styles from './AppLayout.module.css';
import { useMediaQuery } from './useMediaQuery';
import { useNavPreference } from './nav-preference';

export type AppLayoutProps = {
  /** The navigation rail content, typically a <nav aria-label=…> holding NavRows. */
  nav: ReactNode;
  /** The slim top bar content (search, add menu, language, avatar). */
  topbar: ReactNode;
  children: ReactNode;
  /**
   * Narrow icon-only rail; NavRow labels become tooltips but stay the accessible names. Leave undefined to let
   * the layout decide: a wide rail from the md breakpoint (1024 px) up, icons below it, and the user's own
   * choice through the menu button once they make one.
   */
  navCollapsed?: boolean;
  /** Called when the menu button collapses (true) or expands (false) the rail. */
  onNavCollapsedChange?: (collapsed: boolean) => void;
  /**
   * The menu button's accessible name (and tooltip), e.g. "Päävalikko". When given, a menu button starts the top
   * bar: it collapses and expands the rail, and on phones (below 640 px) the rail gives way to a drawer it opens.
   */
  navToggleLabel?: string;
  /** localStorage key remembering the user's collapsed/expanded choice (when `navCollapsed` is not controlled). */
  navStorageKey?: string;
  /** Changes on every navigation (the app's path): the phone drawer closes. */
  routeKey?: string;
  /** When given, renders a "skip to content" link (first tab stop) with this text. */
  skipLinkLabel?: string;
  /** id of the <main> element, the skip link target. */
  mainId?: string;
  className?: string;
};

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function MenuIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
    </svg>
  );
}

/**
 * The logged-in frame: navigation rail, top bar and the scrolling main content. Responsive: a wide rail on
 * desktops, an icon rail on tablets, and on phones a drawer behind the top bar's menu button (Escape, a click
 * outside or a navigation closes it; focus goes into it and back to the button).
 */
export function AppLayout({
  nav,
  topbar,
  children,
  navCollapsed,
  onNavCollapsedChange,
  navToggleLabel,
  navStorageKey,
  routeKey,
  skipLinkLabel,
  mainId = 'tn-main',
  className,
}: AppLayoutProps) {
  const railId = useId();
  const railRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const phone = useMediaQuery(belowQuery('sm'));
  const narrow = useMediaQuery(belowQuery('md'));
  const [preference, setPreference] = useNavPreference(navStorageKey);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const collapsed = navCollapsed ?? (preference === null ? narrow : preference === 'collapsed');
  // Without a menu button there is no way to open a drawer: such a layout keeps an icon rail on phones.
  const drawer = phone && navToggleLabel !== undefined;
  const open = drawer && drawerOpen;
  const railCollapsed = drawer ? false : collapsed || phone;

  const closeDrawer = useCallback((returnFocus: boolean) => {
    setDrawerOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    setDrawerOpen(false);
  }, [routeKey, drawer]);

  useEffect(() => {
    if (!open) return undefined;
    railRef.current?.querySelector<HTMLElement>(focusable)?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeDrawer(true);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open, closeDrawer]);

  function handleToggle() {
    if (drawer) {
      setDrawerOpen((value) => !value);
      return;
    }
    const next = !collapsed;
    if (navCollapsed === undefined) setPreference(next ? 'collapsed' : 'expanded');
    onNavCollapsedChange?.(next);
  }

  function handleRailClick(event: MouseEvent<HTMLDivElement>) {
    // A chosen menu item closes the drawer; the app moves focus to the page it opens.
    if (open && (event.target as Element).closest('a[href]')) setDrawerOpen(false);
  }

  // Tabbing out of the drawer (or past its button) closes it, so focus never sits on the page behind the backdrop.
  function handleDrawerBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (!open || next === null || railRef.current?.contains(next) || next === toggleRef.current) return;
    setDrawerOpen(false);
  }

  return (
    <div
      className={cx(styles.layout, railCollapsed && styles.collapsed, drawer && styles.drawerMode, className)}
      data-nav-collapsed={railCollapsed}
      data-nav-mode={drawer ? 'drawer' : 'rail'}
    >
      {skipLinkLabel && (
        <a className={styles.skipLink} href={`#${mainId}`}>
          {skipLinkLabel}
        </a>
      )}
      <div
        ref={railRef}
        id={railId}
        className={cx(styles.rail, open && styles.railOpen)}
        data-nav-open={drawer ? open : undefined}
        onClick={handleRailClick}
        onBlur={handleDrawerBlur}
      >
        <NavCollapsedContext.Provider value={railCollapsed}>{nav}</NavCollapsedContext.Provider>
      </div>
      {open && <div className={styles.backdrop} data-nav-backdrop="" aria-hidden="true" onClick={() => closeDrawer(true)} />}
      <header className={styles.topbar}>
        {navToggleLabel !== undefined && (
          <button
            ref={toggleRef}
            type="button"
            className={styles.navToggle}
            aria-label={navToggleLabel}
            title={navToggleLabel}
            aria-controls={railId}
            aria-expanded={drawer ? open : !collapsed}
            onClick={handleToggle}
            onBlur={handleDrawerBlur}
          >
            <MenuIcon />
          </button>
        )}
        {topbar}
      </header>
      <main className={styles.content} id={mainId} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
