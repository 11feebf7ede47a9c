import { useEffect, useRef, useState } from 'react';
import { navigateEvent } from '@tunne/app-kit';

/** The events app-kit's navigate() and the browser's back/forward send before any page re-renders. */
const navigationEvents = [navigateEvent, 'popstate'] as const;

const notShown = '[hidden], [aria-hidden="true"], [role="dialog"], [role="alertdialog"], dialog';

const isShown = (element: Element): boolean => element.closest(notShown) === null;

const textOf = (element: Element): string => element.textContent?.trim() ?? '';

/** The page's main heading: the first shown, non-empty h1 in the content area. */
const pageHeading = (main: HTMLElement): HTMLElement | null =>
  [...main.querySelectorAll<HTMLElement>('h1')].find((heading) => isShown(heading) && textOf(heading) !== '') ?? null;

/** A dialog owns the focus while it is open (the add menu, a prompt). */
const dialogOpen = (): boolean => document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;

/** What the page showed, and where the focus was, when a navigation started. */
type Before = { element: HTMLElement | null; text: string; active: Element | null };

/** A page the user arrived at: its heading's text, or null when there was none and the content area took focus. */
export type RouteArrival = { title: string | null };

/**
 * After an in-app navigation (not the first page) the focus would drop to <body>: it moves to the new page's h1
 * instead, or to the content area when the page has none. Remotes render their heading asynchronously (and the
 * old page's heading may still be in the DOM for a moment), so this waits for a heading other than the one shown
 * when the navigation started, for up to `timeoutMs`. Focus the user or the page placed meanwhile stays.
 * Returns the last arrival, for a polite announcement; null while a new page is on its way.
 */
export const useRouteFocus = ({ path, mainId, timeoutMs = 2000 }: { path: string; mainId: string; timeoutMs?: number }): RouteArrival | null => {
  const [arrival, setArrival] = useState<RouteArrival | null>(null);
  const before = useRef<Before | null>(null);
  // The first page is not a navigation (and a remount under StrictMode is not either).
  const shownPath = useRef(path);

  useEffect(() => {
    const handleNavigation = (): void => {
      const main = document.getElementById(mainId);
      const element = main ? pageHeading(main) : null;
      before.current = { element, text: element ? textOf(element) : '', active: document.activeElement };
    };
    for (const type of navigationEvents) window.addEventListener(type, handleNavigation);
    return () => {
      for (const type of navigationEvents) window.removeEventListener(type, handleNavigation);
    };
  }, [mainId]);

  useEffect(() => {
    if (shownPath.current === path) return undefined;
    shownPath.current = path;
    const main = document.getElementById(mainId);
    const old = before.current;
    before.current = null;
    setArrival(null);
    if (!main) return undefined;

    // A new page that focused something itself (autofocus while it rendered) keeps it.
    const activeAtStart = old ? old.active : document.activeElement;
    const userMoved = (): boolean => {
      const active = document.activeElement;
      return active !== null && active !== activeAtStart && active !== document.body && active.isConnected;
    };
    const isNew = (heading: HTMLElement): boolean => old === null || heading !== old.element || textOf(heading) !== old.text;

    let finished = false;
    const finish = (): void => {
      finished = true;
      observer.disconnect();
      window.clearTimeout(timer);
    };
    const focus = (target: HTMLElement, title: string | null): void => {
      finish();
      if (!target.hasAttribute('tabindex')) {
        target.setAttribute('tabindex', '-1');
        target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
      }
      // No focus ring on a heading the user did not pick (global.css), and no scrolling away from a deep link.
      target.setAttribute('data-route-focus', '');
      target.focus({ preventScroll: true });
      setArrival({ title });
    };
    const check = (): void => {
      if (finished) return;
      if (userMoved() || dialogOpen()) {
        finish();
        return;
      }
      const heading = pageHeading(main);
      if (heading && isNew(heading)) focus(heading, textOf(heading));
    };
    const giveUp = (): void => {
      if (finished) return;
      finish();
      if (userMoved() || dialogOpen()) return;
      const active = document.activeElement;
      // The page kept its own focus (a tab that changed the route): it stays there.
      if (active && active !== main && active.isConnected && main.contains(active) && isShown(active)) return;
      focus(main, null);
    };

    const observer = new MutationObserver(check);
    observer.observe(main, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden', 'aria-hidden'] });
    const timer = window.setTimeout(giveUp, timeoutMs);
    check();
    return () => {
      finished = true;
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [path, mainId, timeoutMs]);

  return arrival;
};
