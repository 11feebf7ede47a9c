import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../Button/Button';
import { cx } from '../internal/cx';
import * as styles from './ActionsMenu.module.css';

export interface MenuAction {
  /** Unique within the menu; also names the item's elements. */
  id: string;
  label: string;
  /** Drawn in the danger colour (archive, permanent deletion). */
  destructive?: boolean;
  /**
   * Why the action cannot be taken now (e.g. the customer is frozen): the item stays in the menu, disabled
   * (aria-disabled, still reached with the arrows so the reason is read out), with the reason shown under its label.
   */
  disabledReason?: string | undefined;
  onSelect: () => void;
}

export type ActionsMenuProps = {
  /** The button's text (e.g. "More actions"); a caret follows it. */
  label: string;
  /** The items, in order; with none the menu is not drawn at all. */
  actions: MenuAction[];
};

/**
 * A menu button (WAI-ARIA menu button pattern) for a page's rarer and destructive actions: Enter, Space or the
 * arrows open it, the arrows, Home and End move, Escape or Tab close it, and focus returns to the button. An action
 * is chosen with focus back on the button, so a confirmation dialog it opens gives focus back there too.
 */
export function ActionsMenu({ label, actions }: ActionsMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  // A click elsewhere closes the menu without taking the focus back.
  useEffect(() => {
    if (!open) return undefined;
    const handlePointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', handlePointer);
    return () => document.removeEventListener('mousedown', handlePointer);
  }, [open]);

  const openAt = (index: number) => {
    setActive((index + actions.length) % actions.length);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (action: MenuAction) => {
    if (action.disabledReason) return;
    close();
    action.onSelect();
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(actions.length - 1);
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: actions.length - 1 };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive((next + actions.length) % actions.length);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      // Tab too: the items go with the menu, so focus goes back to the button rather than to the page's start.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  if (actions.length === 0) return null;
  return (
    <div className={styles.root} ref={rootRef}>
      <Button
        ref={buttonRef}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={handleButtonKeyDown}
      >
        {label} <span aria-hidden="true">▾</span>
      </Button>
      {open && (
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menu} onKeyDown={handleMenuKeyDown}>
          {actions.map((action, index) => (
            <li key={action.id} role="none">
              {/* The label names the item; the reason, when disabled, describes it. */}
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                aria-disabled={action.disabledReason ? true : undefined}
                aria-labelledby={`${menuId}-${action.id}`}
                aria-describedby={action.disabledReason ? `${menuId}-${action.id}-reason` : undefined}
                className={cx(styles.item, action.destructive && styles.destructive, action.disabledReason && styles.disabled)}
                onClick={() => choose(action)}
              >
                <span id={`${menuId}-${action.id}`}>{action.label}</span>
                {action.disabledReason && (
                  <span id={`${menuId}-${action.id}-reason`} className={styles.reason}>
                    {action.disabledReason}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
