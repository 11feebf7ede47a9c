import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { ExternalIcon } from '../internal/icons';
import { useNavCollapsed } from '../internal/navCollapsedContext';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './NavRow.module.css';

export type NavRowProps = {
  label: string;
  href: string;
  icon?: ReactNode;
  active?: boolean;
  /**
   * Called on a plain left click (no modifier keys) so a router can take over; the caller
   * decides whether to preventDefault. Modified clicks (new tab, new window) stay native.
   */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Opens in a new tab and is never routed through onNavigate. */
  external?: boolean;
  /** Screen-reader hint for external links, e.g. "(opens in a new tab)". */
  externalHint?: string;
  className?: string;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented
  );
}

export function NavRow({ label, href, icon, active = false, onNavigate, external = false, externalHint, className }: NavRowProps) {
  const collapsed = useNavCollapsed();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (external || !onNavigate || !isPlainLeftClick(event)) return;
    onNavigate(href, event);
  }

  return (
    <a
      href={href}
      className={cx(styles.row, active && styles.active, collapsed && styles.collapsed, className)}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? label : undefined}
      onClick={handleClick}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : (
        collapsed && (
          // Without an icon a collapsed rail still needs something to see and click.
          <span className={cx(styles.icon, styles.initial)} aria-hidden="true">
            {label.charAt(0)}
          </span>
        )
      )}
      {collapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <span className={styles.label}>{label}</span>}
      {external && !collapsed && <ExternalIcon className={styles.external} />}
      {external && externalHint && <VisuallyHidden>{` ${externalHint}`}</VisuallyHidden>}
    </a>
  );
}
