import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NavRow } from '../NavRow/NavRow';
import { AppLayout } from './AppLayout';

const setWidth = (width: number) =>
  act(() => {
    (window as unknown as { happyDOM: { setViewport: (viewport: { width: number; height: number }) => void } }).happyDOM.setViewport({
      width,
      height: 800,
    });
  });

const storageKey = 'test.nav';

/** A frame as an app builds it: NavRows that route, a menu button, and the path as the route key. */
function Frame({ navCollapsed }: { navCollapsed?: boolean }) {
  const [path, setPath] = useState('/app/');
  return (
    <AppLayout
      navToggleLabel="Päävalikko"
      navStorageKey={storageKey}
      navCollapsed={navCollapsed}
      routeKey={path}
      nav={
        <nav aria-label="Valikko">
          {['/app/', '/app/customers'].map((href) => (
            <NavRow
              key={href}
              label={href === '/app/' ? 'Etusivu' : 'Asiakkaat'}
              href={href}
              icon="•"
              active={href === path}
              onNavigate={(target, event) => {
                event.preventDefault();
                setPath(target);
              }}
            />
          ))}
        </nav>
      }
      topbar={
        <button type="button" onClick={() => setPath('/app/profile')}>
          Profiili
        </button>
      }
    >
      <p>{path}</p>
    </AppLayout>
  );
}

const layout = () => document.querySelector<HTMLElement>('[data-nav-mode]')!;
const menuButton = () => screen.getByRole('button', { name: 'Päävalikko' });

beforeEach(() => {
  window.localStorage.clear();
  setWidth(1280);
});

afterEach(() => {
  setWidth(1024);
});

describe('AppLayout', () => {
  it('renders nav, a banner top bar and the main content', () => {
    render(
      <AppLayout nav={<nav aria-label="Päävalikko">links</nav>} topbar={<span>top</span>} skipLinkLabel="Siirry sisältöön">
        <p>page</p>
      </AppLayout>,
    );
    expect(screen.getByRole('navigation', { name: 'Päävalikko' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toBe('top');
    const main = screen.getByRole('main');
    expect(main.textContent).toBe('page');
    expect(screen.getByRole('link', { name: 'Siirry sisältöön' }).getAttribute('href')).toBe(`#${main.id}`);
  });

  it('marks the collapsed state', () => {
    const { container } = render(
      <AppLayout nav={null} topbar={null} navCollapsed>
        x
      </AppLayout>,
    );
    expect(container.firstElementChild?.getAttribute('data-nav-collapsed')).toBe('true');
  });

  it('collapses the wide rail to icons with the menu button and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Frame />);
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuButton().getAttribute('aria-controls')).toBe(document.querySelector('[data-nav-mode] > div[id]')?.id);
    expect(screen.getByText('Asiakkaat')).toBeTruthy();

    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(layout().getAttribute('data-nav-collapsed')).toBe('true');
    // Icons only, the labels stay the links' names.
    expect(screen.getByRole('link', { name: 'Asiakkaat' }).getAttribute('title')).toBe('Asiakkaat');
    expect(window.localStorage.getItem(storageKey)).toBe('collapsed');

    unmount();
    render(<Frame />);
    expect(layout().getAttribute('data-nav-collapsed')).toBe('true');
    await user.click(menuButton());
    expect(window.localStorage.getItem(storageKey)).toBe('expanded');
  });

  it('is an icon rail on a tablet until the user widens it, and follows the window as it resizes', async () => {
    render(<Frame />);
    expect(layout().getAttribute('data-nav-collapsed')).toBe('false');

    setWidth(768);
    expect(layout().getAttribute('data-nav-mode')).toBe('rail');
    expect(layout().getAttribute('data-nav-collapsed')).toBe('true');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    setWidth(1280);
    expect(layout().getAttribute('data-nav-collapsed')).toBe('false');

    setWidth(768);
    await userEvent.click(menuButton());
    expect(layout().getAttribute('data-nav-collapsed')).toBe('false');
    expect(window.localStorage.getItem(storageKey)).toBe('expanded');
  });

  it('keeps a controlled collapsed state and reports the toggle', async () => {
    const changes: boolean[] = [];
    render(
      <AppLayout nav={null} topbar={null} navToggleLabel="Valikko" navCollapsed={false} onNavCollapsedChange={(value) => changes.push(value)}>
        x
      </AppLayout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Valikko' }));
    expect(changes).toEqual([true]);
    expect(layout().getAttribute('data-nav-collapsed')).toBe('false');
    expect(window.localStorage.getItem(storageKey)).toBeNull();
  });

  describe('on a phone', () => {
    beforeEach(() => setWidth(390));

    it('hides the rail behind a menu button that opens it as a drawer with labels, focus inside', async () => {
      const user = userEvent.setup();
      render(<Frame />);
      expect(layout().getAttribute('data-nav-mode')).toBe('drawer');
      expect(menuButton().getAttribute('aria-expanded')).toBe('false');
      expect(document.querySelector('[data-nav-open]')?.getAttribute('data-nav-open')).toBe('false');

      await user.click(menuButton());
      expect(menuButton().getAttribute('aria-expanded')).toBe('true');
      expect(document.querySelector('[data-nav-open]')?.getAttribute('data-nav-open')).toBe('true');
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Etusivu' }));
      // Labels, not icons, in the drawer.
      expect(screen.getByRole('link', { name: 'Asiakkaat' }).getAttribute('title')).toBeNull();

      await user.keyboard('{Escape}');
      expect(menuButton().getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(menuButton());
    });

    it('closes on a click outside, returning focus to the button', async () => {
      const user = userEvent.setup();
      render(<Frame />);
      await user.click(menuButton());
      fireEvent.click(document.querySelector('[data-nav-backdrop]')!);
      expect(menuButton().getAttribute('aria-expanded')).toBe('false');
      expect(document.querySelector('[data-nav-backdrop]')).toBeNull();
      expect(document.activeElement).toBe(menuButton());
    });

    it('closes when a menu item is chosen or the route changes elsewhere', async () => {
      const user = userEvent.setup();
      render(<Frame />);
      await user.click(menuButton());
      await user.click(screen.getByRole('link', { name: 'Asiakkaat' }));
      expect(screen.getByRole('main').textContent).toBe('/app/customers');
      expect(menuButton().getAttribute('aria-expanded')).toBe('false');

      await user.click(menuButton());
      expect(menuButton().getAttribute('aria-expanded')).toBe('true');
      // Tabbing out of the drawer (past the menu button) closes it.
      await user.tab();
      await user.tab();
      expect(document.activeElement).toBe(menuButton());
      expect(menuButton().getAttribute('aria-expanded')).toBe('true');
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Profiili' }));
      expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    });

    it('becomes a rail again when the window widens', async () => {
      setWidth(1280);
      render(<Frame />);
      setWidth(390);
      expect(layout().getAttribute('data-nav-mode')).toBe('drawer');
      await userEvent.click(menuButton());
      setWidth(1280);
      expect(layout().getAttribute('data-nav-mode')).toBe('rail');
      expect(document.querySelector('[data-nav-backdrop]')).toBeNull();
      expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    });
  });
});
