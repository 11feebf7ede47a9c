import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './AppLayout';

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
});
