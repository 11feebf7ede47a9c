import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/cx';
import { CloseIcon } from '../internal/icons';
import { getFocusable } from './focusable';
import * as styles from './Modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg';

export type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Accessible name of the close (×) button. */
  closeLabel: string;
  size?: ModalSize;
  /** 'alertdialog' for messages that interrupt (errors). */
  role?: 'dialog' | 'alertdialog';
  /** id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  /** Element to focus when opening; defaults to the first focusable element in the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdropClick?: boolean;
  hideCloseButton?: boolean;
  icon?: ReactNode;
  className?: string;
};

export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  closeLabel,
  size = 'md',
  role = 'dialog',
  describedBy,
  initialFocusRef,
  closeOnBackdropClick = true,
  hideCloseButton = false,
  icon,
  className,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // Move focus in on open and give it back to the opener on close (or unmount).
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const body = panel.querySelector<HTMLElement>('[data-modal-body]');
      const target =
        initialFocusRef?.current ??
        (body ? getFocusable(body)[0] : undefined) ??
        getFocusable(panel).find((element) => !element.hasAttribute('data-modal-close')) ??
        panel;
      target.focus();
    }
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  // Keep the page behind from scrolling while the modal is open.
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Portals bubble through the React tree: stop here so an outer modal does not also react.
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    event.stopPropagation();
    const focusable = getFocusable(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    if (closeOnBackdropClick) onClose();
    // Otherwise keep focus inside the dialog instead of letting it fall to <body>.
    else event.preventDefault();
  }

  return createPortal(
    <div className={styles.backdrop} onMouseDown={handleBackdropMouseDown} data-testid="modal-backdrop">
      <div
        ref={panelRef}
        className={cx(styles.panel, styles[size], className)}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
          {!hideCloseButton && (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose} data-modal-close="">
              <CloseIcon />
            </button>
          )}
        </div>
        <div className={styles.body} data-modal-body="">
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
